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
CREATE INDEX "instructor_course_learners_course_day_idx" ON "instructor_course_learners" USING btree ("course_id","last_active_day","user_id");