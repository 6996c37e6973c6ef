CREATE TABLE "course_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_reviews_course_user_unique" UNIQUE("course_id","user_id"),
	CONSTRAINT "course_reviews_rating_range" CHECK ("course_reviews"."rating" between 1 and 5),
	CONSTRAINT "course_reviews_comment_length" CHECK (char_length("course_reviews"."comment") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "list_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "rating" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "student_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_currency" text DEFAULT 'XOF' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_reviews_course_created_idx" ON "course_reviews" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "courses_listing_popular_idx" ON "courses" USING btree ("organization_id","status","student_count");--> statement-breakpoint
CREATE INDEX "courses_listing_recent_idx" ON "courses" USING btree ("organization_id","status","published_at");--> statement-breakpoint
CREATE INDEX "courses_listing_price_idx" ON "courses" USING btree ("organization_id","status","list_price");--> statement-breakpoint
CREATE INDEX "courses_listing_rating_idx" ON "courses" USING btree ("organization_id","status","rating");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_rating_range" CHECK ("courses"."rating" is null or "courses"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_counts_not_negative" CHECK ("courses"."review_count" >= 0 and "courses"."student_count" >= 0 and "courses"."list_price" >= 0);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_default_currency" CHECK ("organizations"."default_currency" in ('XOF', 'EUR', 'USD'));