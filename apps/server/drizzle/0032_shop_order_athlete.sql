ALTER TABLE "shop_orders" ADD COLUMN "athlete_user_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_orders_athlete_idx" ON "shop_orders" USING btree ("athlete_user_id");