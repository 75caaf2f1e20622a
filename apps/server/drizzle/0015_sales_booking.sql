ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'manager_wallet';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'school_royalties';--> statement-breakpoint
ALTER TYPE "public"."purchase_kind" ADD VALUE 'pizza_money';--> statement-breakpoint
ALTER TYPE "public"."purchase_kind" ADD VALUE 'registration_fee';--> statement-breakpoint
ALTER TYPE "public"."purchase_kind" ADD VALUE 'shop_order';--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "athlete_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- Rows written before the booking function (demo sales) get a key of their own.
UPDATE "purchases" SET "idempotency_key" = 'purchase:' || "id";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_athlete_credited" CHECK ("purchases"."athlete_user_id" is not null or "purchases"."kind"::text in ('registration_fee', 'shop_order'));