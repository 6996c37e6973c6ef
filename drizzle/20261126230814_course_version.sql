ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_version_not_negative" CHECK ("courses"."version" >= 0);