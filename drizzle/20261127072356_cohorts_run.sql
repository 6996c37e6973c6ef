CREATE TYPE "public"."cohort_announcement_priority" AS ENUM('low', 'normal', 'high');--> statement-breakpoint
CREATE TYPE "public"."cohort_approval_process" AS ENUM('automatic', 'manual');--> statement-breakpoint
CREATE TYPE "public"."cohort_communication_channel" AS ENUM('whatsapp', 'telegram', 'none');--> statement-breakpoint
CREATE TYPE "public"."cohort_registration_deadline" AS ENUM('start', 'end', 'custom');--> statement-breakpoint
CREATE TYPE "public"."cohort_resource_kind" AS ENUM('file', 'link');--> statement-breakpoint
ALTER TYPE "public"."enrollment_status" ADD VALUE 'invited' BEFORE 'active';--> statement-breakpoint
ALTER TYPE "public"."enrollment_status" ADD VALUE 'waitlisted' BEFORE 'active';--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohort_announcement_reads" (
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_announcement_reads_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cohort_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"priority" "cohort_announcement_priority" DEFAULT 'normal' NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohort_instructors" (
	"cohort_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	CONSTRAINT "cohort_instructors_cohort_id_instructor_id_pk" PRIMARY KEY("cohort_id","instructor_id")
);
--> statement-breakpoint
CREATE TABLE "cohort_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"message" text NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_messages_length" CHECK (char_length("cohort_messages"."message") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "cohort_practicals" (
	"cohort_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cohort_practicals_cohort_id_exercise_id_pk" PRIMARY KEY("cohort_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "cohort_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'general' NOT NULL,
	"kind" "cohort_resource_kind" NOT NULL,
	"url" text,
	"storage_key" text,
	"file_name" text,
	"size_bytes" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_resources_kind_target" CHECK (("cohort_resources"."kind" = 'link' and "cohort_resources"."url" is not null) or ("cohort_resources"."kind" = 'file' and "cohort_resources"."storage_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "cohort_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"session_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"is_recorded" boolean DEFAULT false NOT NULL,
	"recording_url" text,
	"live_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_sessions_times_ordered" CHECK ("cohort_sessions"."end_time" > "cohort_sessions"."start_time")
);
--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "auto_generate_title" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "certificate_template_id" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "live_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "min_participants" integer;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "registration_deadline" "cohort_registration_deadline" DEFAULT 'start' NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "custom_enrollment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "enable_waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "approval_process" "cohort_approval_process" DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "immediate_access" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "access_start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "access_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "welcome_message" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "end_message" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "communication_channel" "cohort_communication_channel" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "group_link" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_announcement_reads" ADD CONSTRAINT "cohort_announcement_reads_announcement_id_cohort_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."cohort_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_announcement_reads" ADD CONSTRAINT "cohort_announcement_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_announcements" ADD CONSTRAINT "cohort_announcements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_announcements" ADD CONSTRAINT "cohort_announcements_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_announcements" ADD CONSTRAINT "cohort_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_instructors" ADD CONSTRAINT "cohort_instructors_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_instructors" ADD CONSTRAINT "cohort_instructors_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_messages" ADD CONSTRAINT "cohort_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_messages" ADD CONSTRAINT "cohort_messages_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_messages" ADD CONSTRAINT "cohort_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_practicals" ADD CONSTRAINT "cohort_practicals_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_practicals" ADD CONSTRAINT "cohort_practicals_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_resources" ADD CONSTRAINT "cohort_resources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_resources" ADD CONSTRAINT "cohort_resources_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_resources" ADD CONSTRAINT "cohort_resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_sessions" ADD CONSTRAINT "cohort_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_sessions" ADD CONSTRAINT "cohort_sessions_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "cohort_announcements_cohort_idx" ON "cohort_announcements" USING btree ("cohort_id","created_at");--> statement-breakpoint
CREATE INDEX "cohort_instructors_instructor_idx" ON "cohort_instructors" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "cohort_messages_cohort_created_idx" ON "cohort_messages" USING btree ("cohort_id","created_at");--> statement-breakpoint
CREATE INDEX "cohort_resources_cohort_idx" ON "cohort_resources" USING btree ("cohort_id","category");--> statement-breakpoint
CREATE INDEX "cohort_sessions_cohort_date_idx" ON "cohort_sessions" USING btree ("cohort_id","session_date","start_time");--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_min_participants_positive" CHECK ("cohorts"."min_participants" is null or ("cohorts"."min_participants" >= 1 and ("cohorts"."max_participants" is null or "cohorts"."min_participants" <= "cohorts"."max_participants")));--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_access_dates_ordered" CHECK ("cohorts"."access_end_date" is null or "cohorts"."access_start_date" is null or "cohorts"."access_end_date" >= "cohorts"."access_start_date");