ALTER TYPE "public"."purchase_kind" ADD VALUE 'seasonal_badge_fee';--> statement-breakpoint
ALTER TYPE "public"."purchase_kind" ADD VALUE 'talking_badge_fee';--> statement-breakpoint
CREATE TABLE "athlete_intros" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athlete_intros_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "athlete_intros_key_check" CHECK ("athlete_intros"."key" in ('seasonal-badges', 'talking-badges', 'mementos'))
);
--> statement-breakpoint
CREATE TABLE "badge_drafts" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"file_id_1" uuid,
	"file_id_2" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_drafts_kind_check" CHECK ("badge_drafts"."kind" in ('seasonal_badge', 'talking_badge'))
);
--> statement-breakpoint
CREATE TABLE "fan_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fan_notifications_type_check" CHECK ("fan_notifications"."type" in ('seasonal_badge', 'talking_badge', 'talking_contest', 'talent_contest', 'blog'))
);
--> statement-breakpoint
CREATE TABLE "manager_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"manager_user_id" uuid,
	"manager_email" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"satisfaction" text NOT NULL,
	"remarks" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manager_ratings_item_kind_check" CHECK ("manager_ratings"."item_kind" in ('seasonal_badge', 'talking_badge')),
	CONSTRAINT "manager_ratings_satisfaction_check" CHECK ("manager_ratings"."satisfaction" in ('Satisfied', 'Unsatisfied'))
);
--> statement-breakpoint
CREATE TABLE "seasonal_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"event_plus" text,
	"year" integer NOT NULL,
	"sport" text NOT NULL,
	"sport_type" text NOT NULL,
	"list_number" integer NOT NULL,
	"type_data_1" text NOT NULL,
	"type_data_2" text NOT NULL,
	"type_data_3" text NOT NULL,
	"manager_email" text,
	"manager_user_id" uuid,
	"video_url" text,
	"video_price_cents" integer,
	"qr_file_id" uuid,
	"qr_price_cents" integer,
	"bought" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"fee_payment_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasonal_badges_type_check" CHECK ("seasonal_badges"."type" in ('Pre-season', 'Post-season', 'Pre-event', 'Post-event', 'X')),
	CONSTRAINT "seasonal_badges_sport_check" CHECK ("seasonal_badges"."sport" in ('FOOTBALL', 'BASKETBALL', 'BASEBALL')),
	CONSTRAINT "seasonal_badges_sport_type_check" CHECK ("seasonal_badges"."sport_type" in ('game', 'meet', 'match', 'cmpet', 'tourn'))
);
--> statement-breakpoint
CREATE TABLE "strategy_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"manager_user_id" uuid,
	"manager_email" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"remarks" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strategy_ratings_item_kind_check" CHECK ("strategy_ratings"."item_kind" in ('seasonal_badge', 'talking_badge'))
);
--> statement-breakpoint
CREATE TABLE "talking_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"intro_file_id" uuid,
	"appeal_file_id" uuid,
	"manager_email" text,
	"manager_user_id" uuid,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"fee_payment_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_athlete_credited";--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "seasonal_badge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "total_seasonal_badges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "talking_badge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_intros" ADD CONSTRAINT "athlete_intros_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_drafts" ADD CONSTRAINT "badge_drafts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_drafts" ADD CONSTRAINT "badge_drafts_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_drafts" ADD CONSTRAINT "badge_drafts_file_id_1_files_id_fk" FOREIGN KEY ("file_id_1") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_drafts" ADD CONSTRAINT "badge_drafts_file_id_2_files_id_fk" FOREIGN KEY ("file_id_2") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_notifications" ADD CONSTRAINT "fan_notifications_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_ratings" ADD CONSTRAINT "manager_ratings_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_ratings" ADD CONSTRAINT "manager_ratings_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasonal_badges" ADD CONSTRAINT "seasonal_badges_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasonal_badges" ADD CONSTRAINT "seasonal_badges_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasonal_badges" ADD CONSTRAINT "seasonal_badges_qr_file_id_files_id_fk" FOREIGN KEY ("qr_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasonal_badges" ADD CONSTRAINT "seasonal_badges_fee_payment_id_payments_id_fk" FOREIGN KEY ("fee_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_ratings" ADD CONSTRAINT "strategy_ratings_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_ratings" ADD CONSTRAINT "strategy_ratings_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talking_badges" ADD CONSTRAINT "talking_badges_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talking_badges" ADD CONSTRAINT "talking_badges_intro_file_id_files_id_fk" FOREIGN KEY ("intro_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talking_badges" ADD CONSTRAINT "talking_badges_appeal_file_id_files_id_fk" FOREIGN KEY ("appeal_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talking_badges" ADD CONSTRAINT "talking_badges_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talking_badges" ADD CONSTRAINT "talking_badges_fee_payment_id_payments_id_fk" FOREIGN KEY ("fee_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_drafts_athlete_idx" ON "badge_drafts" USING btree ("athlete_user_id");--> statement-breakpoint
CREATE INDEX "badge_drafts_file_1_idx" ON "badge_drafts" USING btree ("file_id_1");--> statement-breakpoint
CREATE INDEX "badge_drafts_file_2_idx" ON "badge_drafts" USING btree ("file_id_2");--> statement-breakpoint
CREATE INDEX "fan_notifications_created_idx" ON "fan_notifications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fan_notifications_athlete_idx" ON "fan_notifications" USING btree ("athlete_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "manager_ratings_item_idx" ON "manager_ratings" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "manager_ratings_athlete_idx" ON "manager_ratings" USING btree ("athlete_user_id");--> statement-breakpoint
CREATE INDEX "manager_ratings_manager_idx" ON "manager_ratings" USING btree ("manager_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seasonal_badges_athlete_idx" ON "seasonal_badges" USING btree ("athlete_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seasonal_badges_athlete_sport_idx" ON "seasonal_badges" USING btree ("athlete_user_id","sport","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seasonal_badges_manager_idx" ON "seasonal_badges" USING btree ("manager_user_id");--> statement-breakpoint
CREATE INDEX "seasonal_badges_qr_file_idx" ON "seasonal_badges" USING btree ("qr_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasonal_badges_fee_payment_idx" ON "seasonal_badges" USING btree ("fee_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_ratings_item_idx" ON "strategy_ratings" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "strategy_ratings_athlete_idx" ON "strategy_ratings" USING btree ("athlete_user_id");--> statement-breakpoint
CREATE INDEX "strategy_ratings_manager_idx" ON "strategy_ratings" USING btree ("manager_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talking_badges_athlete_idx" ON "talking_badges" USING btree ("athlete_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talking_badges_manager_idx" ON "talking_badges" USING btree ("manager_user_id");--> statement-breakpoint
CREATE INDEX "talking_badges_intro_file_idx" ON "talking_badges" USING btree ("intro_file_id");--> statement-breakpoint
CREATE INDEX "talking_badges_appeal_file_idx" ON "talking_badges" USING btree ("appeal_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talking_badges_fee_payment_idx" ON "talking_badges" USING btree ("fee_payment_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_athlete_credited" CHECK ("purchases"."athlete_user_id" is not null or "purchases"."kind"::text in ('registration_fee', 'shop_order', 'seasonal_badge_fee', 'talking_badge_fee'));