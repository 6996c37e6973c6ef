CREATE TYPE "public"."question_type" AS ENUM('multiple_choice', 'true_false', 'short_answer', 'long_answer', 'matching');--> statement-breakpoint
CREATE TYPE "public"."quiz_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."quiz_type" AS ENUM('quiz', 'exam', 'assessment_ungraded');--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" jsonb,
	"is_correct" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "quiz_answers_attempt_question_unique" UNIQUE("attempt_id","question_id"),
	CONSTRAINT "quiz_answers_opened_or_answered" CHECK ("quiz_answers"."opened_at" is not null or "quiz_answers"."answered_at" is not null),
	CONSTRAINT "quiz_answers_correct_only_when_answered" CHECK ("quiz_answers"."answered_at" is not null or not "quiz_answers"."is_correct")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"attempt_number" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"score" integer,
	"max_score" integer,
	"percent" integer,
	"passed" boolean,
	CONSTRAINT "quiz_attempts_quiz_user_number_unique" UNIQUE("quiz_id","user_id","attempt_number"),
	CONSTRAINT "quiz_attempts_number_positive" CHECK ("quiz_attempts"."attempt_number" >= 1),
	CONSTRAINT "quiz_attempts_result_when_completed" CHECK ("quiz_attempts"."completed_at" is null or ("quiz_attempts"."score" is not null and "quiz_attempts"."max_score" is not null and "quiz_attempts"."percent" is not null and "quiz_attempts"."passed" is not null and "quiz_attempts"."completed_at" >= "quiz_attempts"."started_at")),
	CONSTRAINT "quiz_attempts_score_range" CHECK (("quiz_attempts"."score" is null or ("quiz_attempts"."score" >= 0 and "quiz_attempts"."score" <= "quiz_attempts"."max_score")) and ("quiz_attempts"."percent" is null or "quiz_attempts"."percent" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "quiz_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"option_text" text NOT NULL,
	"option_order" integer NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"match_value" text,
	CONSTRAINT "quiz_options_question_order_unique" UNIQUE("question_id","option_order")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"question_text" text NOT NULL,
	"question_type" "question_type" NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"time_limit_seconds" integer,
	"explanation" text,
	"question_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_quiz_order_unique" UNIQUE("quiz_id","question_order"),
	CONSTRAINT "quiz_questions_points_not_negative" CHECK ("quiz_questions"."points" >= 0),
	CONSTRAINT "quiz_questions_time_limit_positive" CHECK ("quiz_questions"."time_limit_seconds" is null or "quiz_questions"."time_limit_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"passing_score" integer,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"show_results" boolean DEFAULT true NOT NULL,
	"allow_retries" boolean DEFAULT true NOT NULL,
	"type" "quiz_type" DEFAULT 'quiz' NOT NULL,
	"status" "quiz_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_duration_not_negative" CHECK ("quizzes"."duration_minutes" >= 0),
	CONSTRAINT "quizzes_passing_score_range" CHECK ("quizzes"."passing_score" is null or "quizzes"."passing_score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_answers_question_idx" ON "quiz_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_unique" ON "quiz_attempts" USING btree ("quiz_id","user_id") WHERE "quiz_attempts"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_course_idx" ON "quiz_attempts" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "quizzes_course_idx" ON "quizzes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "quizzes_organization_status_idx" ON "quizzes" USING btree ("organization_id","status");