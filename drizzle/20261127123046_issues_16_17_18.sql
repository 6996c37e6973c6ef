CREATE TYPE "public"."user_gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."account_deletion_status" AS ENUM('pending', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."manual_payment_method" AS ENUM('cash', 'transfer', 'mobile_money', 'free', 'other');--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"whatsapp_notifications" boolean DEFAULT false NOT NULL,
	"data_saver" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "account_deletion_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_deletion_requests_reason_length" CHECK ("account_deletion_requests"."reason" is null or char_length("account_deletion_requests"."reason") <= 1000),
	CONSTRAINT "account_deletion_requests_due_after_request" CHECK ("account_deletion_requests"."due_at" >= "account_deletion_requests"."requested_at"),
	CONSTRAINT "account_deletion_requests_status_dates" CHECK (("account_deletion_requests"."status" = 'cancelled') = ("account_deletion_requests"."cancelled_at" is not null) and ("account_deletion_requests"."status" = 'completed') = ("account_deletion_requests"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "manual_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"cohort_id" uuid,
	"method" "manual_payment_method" NOT NULL,
	"amount_received" integer,
	"reason" text NOT NULL,
	"recorded_by" uuid,
	"recorded_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_enrollments_amount_not_negative" CHECK ("manual_enrollments"."amount_received" is null or "manual_enrollments"."amount_received" >= 0)
);
--> statement-breakpoint
CREATE TABLE "instructor_course_days" (
	"course_id" uuid NOT NULL,
	"day" date NOT NULL,
	"revenue" integer NOT NULL,
	"sales" integer NOT NULL,
	"enrollments" integer NOT NULL,
	"completed_enrollments" integer NOT NULL,
	"quiz_attempts" integer NOT NULL,
	"quiz_percent_sum" integer NOT NULL,
	CONSTRAINT "instructor_course_days_pk" PRIMARY KEY("course_id","day"),
	CONSTRAINT "instructor_course_days_not_negative" CHECK ("instructor_course_days"."revenue" >= 0 and "instructor_course_days"."sales" >= 0 and "instructor_course_days"."enrollments" >= 0 and "instructor_course_days"."completed_enrollments" >= 0 and "instructor_course_days"."quiz_attempts" >= 0 and "instructor_course_days"."quiz_percent_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "instructor_course_learners" (
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_active_day" date NOT NULL,
	CONSTRAINT "instructor_course_learners_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "instructor_stats_state" (
	"name" text PRIMARY KEY NOT NULL,
	"refreshed_through" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"default_instructor_share" integer NOT NULL,
	"default_currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_single_row" CHECK ("billing_settings"."id" = true),
	CONSTRAINT "billing_settings_share" CHECK ("billing_settings"."default_instructor_share" between 0 and 100),
	CONSTRAINT "billing_settings_currency" CHECK ("billing_settings"."default_currency" in ('XOF', 'EUR', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "email_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"sender_name" text NOT NULL,
	"sender_address" text NOT NULL,
	"footer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_settings_single_row" CHECK ("email_settings"."id" = true)
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"platform_name" text NOT NULL,
	"support_email" text NOT NULL,
	"maintenance_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = true)
);
--> statement-breakpoint
CREATE TABLE "security_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"password_min_length" integer NOT NULL,
	"sign_in_max_attempts" integer NOT NULL,
	"sign_in_pause_minutes" integer NOT NULL,
	"session_lifetime_hours" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_settings_single_row" CHECK ("security_settings"."id" = true)
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "favicon_url" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contact_whatsapp" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email_sender_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" "user_gender";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_one_pending" ON "account_deletion_requests" USING btree ("user_id") WHERE "account_deletion_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "account_deletion_requests_due_idx" ON "account_deletion_requests" USING btree ("due_at") WHERE "account_deletion_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "account_deletion_requests_user_idx" ON "account_deletion_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "manual_enrollments_enrollment_idx" ON "manual_enrollments" USING btree ("enrollment_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_enrollments_user_idx" ON "manual_enrollments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "instructor_course_learners_course_day_idx" ON "instructor_course_learners" USING btree ("course_id","last_active_day","user_id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_status" CHECK ("organizations"."status" in ('active', 'suspended'));