CREATE TYPE "public"."cohort_status" AS ENUM('draft', 'active', 'completed');--> statement-breakpoint
CREATE TYPE "public"."payment_gateway" AS ENUM('paydunya', 'paytech', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."payment_plan_type" AS ENUM('oneTime', 'installments', 'subscription', 'registrationMonthly');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('pending', 'completed', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_schedule_status" AS ENUM('due', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" "cohort_status" DEFAULT 'draft' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"max_participants" integer,
	"use_course_price" boolean DEFAULT true NOT NULL,
	"pricing_modes" jsonb DEFAULT '{"one_time":false,"installments":false,"subscription":false,"registration_monthly":false}'::jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"one_time_price" integer DEFAULT 0 NOT NULL,
	"one_time_discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"monthly_price" integer DEFAULT 0 NOT NULL,
	"registration_fee" integer DEFAULT 0 NOT NULL,
	"monthly_fee" integer DEFAULT 0 NOT NULL,
	"installments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohorts_max_participants_positive" CHECK ("cohorts"."max_participants" is null or "cohorts"."max_participants" >= 1),
	CONSTRAINT "cohorts_dates_ordered" CHECK ("cohorts"."end_date" is null or "cohorts"."end_date" >= "cohorts"."start_date"),
	CONSTRAINT "cohorts_amounts_not_negative" CHECK ("cohorts"."price" >= 0 and "cohorts"."one_time_price" >= 0 and "cohorts"."monthly_price" >= 0 and "cohorts"."registration_fee" >= 0 and "cohorts"."monthly_fee" >= 0),
	CONSTRAINT "cohorts_discount_range" CHECK ("cohorts"."one_time_discount" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "instructor_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"sale_amount" integer NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_commissions_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "instructor_commissions_rate_range" CHECK ("instructor_commissions"."rate" between 0 and 100),
	CONSTRAINT "instructor_commissions_amounts" CHECK ("instructor_commissions"."sale_amount" >= 0 and "instructor_commissions"."amount" >= 0 and "instructor_commissions"."amount" <= "instructor_commissions"."sale_amount")
);
--> statement-breakpoint
CREATE TABLE "payment_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"amount" integer NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"grace_until" timestamp with time zone NOT NULL,
	"status" "payment_schedule_status" DEFAULT 'due' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_schedules_payment_sequence_unique" UNIQUE("payment_id","sequence"),
	CONSTRAINT "payment_schedules_amount_positive" CHECK ("payment_schedules"."amount" > 0 and "payment_schedules"."sequence" >= 1),
	CONSTRAINT "payment_schedules_grace_after_due" CHECK ("payment_schedules"."grace_until" >= "payment_schedules"."due_date")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"cohort_id" uuid,
	"plan_type" "payment_plan_type" NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'XOF' NOT NULL,
	"status" "payment_state" DEFAULT 'pending' NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway" "payment_gateway",
	"gateway_token" text,
	"redirect_url" text,
	"method" text,
	"phone" text,
	"promo_code_id" uuid,
	"discount" integer DEFAULT 0 NOT NULL,
	"remaining_amount" integer DEFAULT 0 NOT NULL,
	"next_payment_date" timestamp with time zone,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule_id" uuid,
	"failure_reason" text,
	"refund_due" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_user_idempotency_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount" >= 0 and "payments"."discount" >= 0 and "payments"."remaining_amount" >= 0),
	CONSTRAINT "payments_currency_xof" CHECK ("payments"."currency" = 'XOF'),
	CONSTRAINT "payments_completed_has_date" CHECK (("payments"."status" = 'completed') = ("payments"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "promo_redemptions_discount_not_negative" CHECK ("promo_redemptions"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"course_id" uuid,
	"cohort_id" uuid,
	"code" text NOT NULL,
	"name" text,
	"description" text,
	"is_percentage" boolean DEFAULT true NOT NULL,
	"percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"min_purchase" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"max_uses" integer DEFAULT 100 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"max_usage_per_user" integer DEFAULT 1 NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_length" CHECK (char_length(trim("promo_codes"."code")) >= 3),
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."percent" between 0 and 100),
	CONSTRAINT "promo_codes_amounts_not_negative" CHECK ("promo_codes"."amount" >= 0 and "promo_codes"."min_purchase" >= 0 and ("promo_codes"."max_discount" is null or "promo_codes"."max_discount" >= 0)),
	CONSTRAINT "promo_codes_max_uses_positive" CHECK ("promo_codes"."max_uses" >= 1 and "promo_codes"."max_usage_per_user" >= 1),
	CONSTRAINT "promo_codes_used_within_max" CHECK ("promo_codes"."used_count" >= 0 and "promo_codes"."used_count" <= "promo_codes"."max_uses"),
	CONSTRAINT "promo_codes_dates_ordered" CHECK ("promo_codes"."expires_at" is null or "promo_codes"."expires_at" > "promo_codes"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "cohort_id" uuid;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_commissions" ADD CONSTRAINT "instructor_commissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_commissions" ADD CONSTRAINT "instructor_commissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_commissions" ADD CONSTRAINT "instructor_commissions_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_commissions" ADD CONSTRAINT "instructor_commissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_schedule_id_payment_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."payment_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohorts_course_status_idx" ON "cohorts" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "cohorts_organization_idx" ON "cohorts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "instructor_commissions_instructor_idx" ON "instructor_commissions" USING btree ("instructor_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_schedules_user_course_status_idx" ON "payment_schedules" USING btree ("user_id","course_id","status");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_course_idx" ON "payments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "payments_schedule_idx" ON "payments" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_user_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_org_code_unique" ON "promo_codes" USING btree ("organization_id",lower("code"));--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_cohort_status_idx" ON "enrollments" USING btree ("cohort_id","status");