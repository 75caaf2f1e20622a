CREATE INDEX "athlete_profiles_photo_file_idx" ON "athlete_profiles" USING btree ("photo_file_id");--> statement-breakpoint
CREATE INDEX "athlete_profiles_qr_code_file_idx" ON "athlete_profiles" USING btree ("qr_code_file_id");--> statement-breakpoint
CREATE INDEX "blog_posts_image_file_idx" ON "blog_posts" USING btree ("image_file_id");