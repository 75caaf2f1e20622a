ALTER TABLE "athlete_profiles" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "public_supporter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_bio_length" CHECK (char_length("athlete_profiles"."bio") <= 500);