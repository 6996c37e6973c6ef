CREATE TABLE "cohort_session_reminders" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_session_reminders_session_id_user_id_kind_starts_at_pk" PRIMARY KEY("session_id","user_id","kind","starts_at"),
	CONSTRAINT "cohort_session_reminders_kind" CHECK ("cohort_session_reminders"."kind" in ('day', 'hour'))
);
--> statement-breakpoint
ALTER TABLE "cohort_session_reminders" ADD CONSTRAINT "cohort_session_reminders_session_id_cohort_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cohort_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_session_reminders" ADD CONSTRAINT "cohort_session_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;