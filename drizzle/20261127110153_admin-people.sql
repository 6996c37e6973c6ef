CREATE TYPE "public"."manual_payment_method" AS ENUM('cash', 'transfer', 'mobile_money', 'free', 'other');--> statement-breakpoint
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
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_enrollments" ADD CONSTRAINT "manual_enrollments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_enrollments_enrollment_idx" ON "manual_enrollments" USING btree ("enrollment_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_enrollments_user_idx" ON "manual_enrollments" USING btree ("user_id");