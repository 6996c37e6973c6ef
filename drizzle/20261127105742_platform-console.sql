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
ALTER TABLE "email_outbox" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_status" CHECK ("organizations"."status" in ('active', 'suspended'));