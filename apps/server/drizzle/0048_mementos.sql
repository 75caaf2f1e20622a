CREATE TABLE "mementos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_file_id" uuid,
	"video_url" text,
	"price_cents" integer NOT NULL,
	"license_weeks" integer NOT NULL,
	"is_game_video" boolean DEFAULT false NOT NULL,
	"manager_email" text,
	"manager_user_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mementos_price_check" CHECK ("mementos"."price_cents" > 0),
	CONSTRAINT "mementos_license_weeks_check" CHECK ("mementos"."license_weeks" > 0)
);
--> statement-breakpoint
ALTER TABLE "manager_ratings" DROP CONSTRAINT "manager_ratings_item_kind_check";--> statement-breakpoint
ALTER TABLE "strategy_ratings" DROP CONSTRAINT "strategy_ratings_item_kind_check";--> statement-breakpoint
ALTER TABLE "moderation_items" DROP CONSTRAINT "moderation_items_place_check";--> statement-breakpoint
ALTER TABLE "mementos" ADD CONSTRAINT "mementos_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mementos" ADD CONSTRAINT "mementos_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mementos" ADD CONSTRAINT "mementos_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mementos_athlete_idx" ON "mementos" USING btree ("athlete_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mementos_manager_idx" ON "mementos" USING btree ("manager_user_id");--> statement-breakpoint
CREATE INDEX "mementos_image_file_idx" ON "mementos" USING btree ("image_file_id");--> statement-breakpoint
ALTER TABLE "manager_ratings" ADD CONSTRAINT "manager_ratings_item_kind_check" CHECK ("manager_ratings"."item_kind" in ('seasonal_badge', 'talking_badge', 'memento'));--> statement-breakpoint
ALTER TABLE "strategy_ratings" ADD CONSTRAINT "strategy_ratings_item_kind_check" CHECK ("strategy_ratings"."item_kind" in ('seasonal_badge', 'talking_badge', 'memento'));--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_place_check" CHECK ("moderation_items"."place" in ('profile-photo', 'profile-qr', 'seasonal-qr', 'talking-intro', 'talking-appeal', 'memento-image', 'blog-post'));