DROP INDEX "schools_high_school_idx";--> statement-breakpoint
DROP INDEX "schools_college_idx";--> statement-breakpoint
DROP INDEX "school_admin_profiles_school_idx";--> statement-breakpoint
CREATE INDEX "athlete_profiles_school_idx" ON "athlete_profiles" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "athlete_profiles_school_admin_idx" ON "athlete_profiles" USING btree ("school_admin_id");--> statement-breakpoint
CREATE INDEX "athlete_profiles_fee_payment_idx" ON "athlete_profiles" USING btree ("fee_payment_id");--> statement-breakpoint
CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "vendor_ad_views_user_idx" ON "vendor_ad_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vendor_ads_vendor_idx" ON "vendor_ads" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "fan_requests_fan_idx" ON "fan_requests" USING btree ("fan_id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_fan_idx" ON "notifications" USING btree ("fan_id");--> statement-breakpoint
CREATE INDEX "place_requests_added_by_idx" ON "place_requests" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "schools_high_school_idx" ON "schools" USING btree ("state_code","kind","county","name");--> statement-breakpoint
CREATE INDEX "schools_college_idx" ON "schools" USING btree ("state_code","kind","city","name");--> statement-breakpoint
CREATE INDEX "school_admin_profiles_school_idx" ON "school_admin_profiles" USING btree ("school_id");