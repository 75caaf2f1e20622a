CREATE TYPE "public"."blog_post_type" AS ENUM('admin', 'athlete');--> statement-breakpoint
CREATE TYPE "public"."consent_status" AS ENUM('pending', 'confirmed');--> statement-breakpoint
CREATE TYPE "public"."vendor_ad_media" AS ENUM('image', 'video');--> statement-breakpoint
CREATE TYPE "public"."vendor_ad_status" AS ENUM('pending', 'active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."purchase_kind" AS ENUM('sport_badge', 'momento', 'group_chat', 'single_chat', 'seasonal_badge', 'endorsement', 'talking_badge');--> statement-breakpoint
CREATE TYPE "public"."shop_order_type" AS ENUM('sign', 'poster', 'both');--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "blog_post_type" NOT NULL,
	"author_user_id" uuid,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description_html" text NOT NULL,
	"image_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parental_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"guardian_email" text NOT NULL,
	"status" "consent_status" DEFAULT 'pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_ad_views" (
	"ad_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"user_id" uuid,
	"viewer_name" text NOT NULL,
	"viewer_email" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_ad_views_ad_id_viewer_key_pk" PRIMARY KEY("ad_id","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "vendor_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_user_id" uuid,
	"category" text NOT NULL,
	"status" "vendor_ad_status" DEFAULT 'pending' NOT NULL,
	"media" "vendor_ad_media" NOT NULL,
	"image_url" text,
	"video_url" text,
	"website" text NOT NULL,
	"description" text NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "purchase_kind" NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"fan_user_id" uuid,
	"amount_cents" integer NOT NULL,
	"payment_id" uuid,
	"item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"type" "shop_order_type" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"apartment" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"company_name" text,
	"country" text DEFAULT 'US' NOT NULL,
	"signs" integer DEFAULT 0 NOT NULL,
	"poster_packs" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ad_views" ADD CONSTRAINT "vendor_ad_views_ad_id_vendor_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."vendor_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ad_views" ADD CONSTRAINT "vendor_ad_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ads" ADD CONSTRAINT "vendor_ads_vendor_user_id_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_fan_user_id_users_id_fk" FOREIGN KEY ("fan_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_type_created_idx" ON "blog_posts" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parental_consents_athlete_idx" ON "parental_consents" USING btree ("athlete_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_ads_list_idx" ON "vendor_ads" USING btree ("status","category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_ads_active_idx" ON "vendor_ads" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_kind_created_idx" ON "purchases" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_athlete_idx" ON "purchases" USING btree ("athlete_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_fan_idx" ON "purchases" USING btree ("fan_user_id","created_at" DESC NULLS LAST);