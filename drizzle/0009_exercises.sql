CREATE TYPE "public"."exercise_difficulty" AS ENUM('easy', 'medium', 'hard');--> statement-breakpoint
CREATE TYPE "public"."exercise_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."exercise_submission_status" AS ENUM('submitted', 'graded');--> statement-breakpoint
CREATE TABLE "exercise_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"file_path" text,
	"status" "exercise_submission_status" DEFAULT 'submitted' NOT NULL,
	"score" integer,
	"max_score" integer NOT NULL,
	"feedback" text,
	"graded_by" uuid,
	"graded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_submissions_exercise_user_unique" UNIQUE("exercise_id","user_id"),
	CONSTRAINT "exercise_submissions_text_length" CHECK (char_length("exercise_submissions"."text") <= 20000),
	CONSTRAINT "exercise_submissions_file_complete" CHECK (("exercise_submissions"."file_path" is null) = ("exercise_submissions"."file_name" is null) and ("exercise_submissions"."file_path" is null) = ("exercise_submissions"."file_size" is null)),
	CONSTRAINT "exercise_submissions_file_size_not_negative" CHECK ("exercise_submissions"."file_size" is null or "exercise_submissions"."file_size" >= 0),
	CONSTRAINT "exercise_submissions_max_score_not_negative" CHECK ("exercise_submissions"."max_score" >= 0),
	CONSTRAINT "exercise_submissions_score_range" CHECK ("exercise_submissions"."score" is null or ("exercise_submissions"."score" >= 0 and "exercise_submissions"."score" <= "exercise_submissions"."max_score")),
	CONSTRAINT "exercise_submissions_graded_has_score" CHECK ("exercise_submissions"."status" <> 'graded' or ("exercise_submissions"."score" is not null and "exercise_submissions"."graded_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"instructions" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"estimated_duration_minutes" integer DEFAULT 0 NOT NULL,
	"difficulty_level" "exercise_difficulty" DEFAULT 'medium' NOT NULL,
	"deadline" timestamp with time zone,
	"status" "exercise_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_points_not_negative" CHECK ("exercises"."points" >= 0),
	CONSTRAINT "exercises_duration_not_negative" CHECK ("exercises"."estimated_duration_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_submissions_user_course_idx" ON "exercise_submissions" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "exercise_submissions_course_status_idx" ON "exercise_submissions" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "exercises_course_idx" ON "exercises" USING btree ("course_id");