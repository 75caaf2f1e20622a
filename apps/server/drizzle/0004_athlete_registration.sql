CREATE TYPE "public"."athlete_type" AS ENUM('College', 'High School');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('pending_fee', 'active');--> statement-breakpoint
CREATE TABLE "athlete_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_key" text NOT NULL,
	"document_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fan_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"state_code" text NOT NULL,
	"city" text,
	"county" text,
	"favorite_school_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "registration_status" "registration_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "athlete_type" "athlete_type";--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "school_name" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "new_institute" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "school_athlete" boolean;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "contact_method" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "contact_value" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "payout_email" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "sport_badge_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "fee_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "fee_token_hash" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "fee_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "athlete_acceptances" ADD CONSTRAINT "athlete_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_profiles" ADD CONSTRAINT "fan_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_profiles" ADD CONSTRAINT "fan_profiles_favorite_school_id_schools_id_fk" FOREIGN KEY ("favorite_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athlete_acceptances_user_idx" ON "athlete_acceptances" USING btree ("user_id","document_key");--> statement-breakpoint
CREATE INDEX "fan_profiles_city_idx" ON "fan_profiles" USING btree ("state_code","city");--> statement-breakpoint
CREATE INDEX "fan_profiles_county_idx" ON "fan_profiles" USING btree ("state_code","county");--> statement-breakpoint
CREATE INDEX "fan_profiles_school_idx" ON "fan_profiles" USING btree ("favorite_school_id");--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_fee_payment_id_payments_id_fk" FOREIGN KEY ("fee_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athlete_profiles_school_place_idx" ON "athlete_profiles" USING btree ("state_code","city","county");--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_fee_token_hash_unique" UNIQUE("fee_token_hash");