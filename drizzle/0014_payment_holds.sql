ALTER TABLE "payments" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_cohort_status_idx" ON "payments" USING btree ("cohort_id","status");--> statement-breakpoint
CREATE INDEX "payments_promo_status_idx" ON "payments" USING btree ("promo_code_id","status");