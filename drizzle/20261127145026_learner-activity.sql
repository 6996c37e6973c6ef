CREATE TABLE "learner_daily_activity" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds_spent" integer DEFAULT 0 NOT NULL,
	"lessons_completed" integer DEFAULT 0 NOT NULL,
	"credited_until" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_daily_activity_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "learner_daily_activity_ranges" CHECK ("learner_daily_activity"."seconds_spent" between 0 and 86400 and "learner_daily_activity"."lessons_completed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "learner_daily_activity" ADD CONSTRAINT "learner_daily_activity_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_daily_activity" ADD CONSTRAINT "learner_daily_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;