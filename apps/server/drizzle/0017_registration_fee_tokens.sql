CREATE TABLE "registration_fee_tokens" (
	"athlete_user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_fee_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "athlete_profiles" DROP CONSTRAINT "athlete_profiles_fee_token_hash_unique";--> statement-breakpoint
ALTER TABLE "registration_fee_tokens" ADD CONSTRAINT "registration_fee_tokens_athlete_user_id_athlete_profiles_user_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."athlete_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Copy the tokens out before their columns go. A hash without an expiry never matched (the
-- lookup compares expires_at with now()), so it is not carried over.
INSERT INTO "registration_fee_tokens" ("athlete_user_id", "token_hash", "expires_at", "created_at")
SELECT "user_id", "fee_token_hash", "fee_token_expires_at", "updated_at" FROM "athlete_profiles"
WHERE "fee_token_hash" IS NOT NULL AND "fee_token_expires_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" DROP COLUMN "fee_token_hash";--> statement-breakpoint
ALTER TABLE "athlete_profiles" DROP COLUMN "fee_token_expires_at";