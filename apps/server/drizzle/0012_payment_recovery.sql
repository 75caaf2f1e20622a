-- New payment statuses. The type is rebuilt rather than extended with ADD VALUE: drizzle runs
-- every pending migration in one transaction, and PostgreSQL refuses to use a value added by
-- ADD VALUE before that transaction commits (the fee index below uses them). Values of a type
-- created in the same transaction are usable at once.
ALTER TYPE "public"."payment_status" RENAME TO "payment_status_old";--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('created', 'capturing', 'pending', 'captured', 'cancelled', 'failed', 'refunding', 'refunded');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE "public"."payment_status" USING "status"::text::"public"."payment_status";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'created';--> statement-breakpoint
DROP TYPE "public"."payment_status_old";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulated_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "simulated_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","updated_at");--> statement-breakpoint
-- Abandoned fee checkouts left open before this index existed: keep the newest open one per
-- athlete (none when a fee is captured); the older ones were never captured, so no money moves.
UPDATE "payments" AS p SET "status" = 'cancelled', "updated_at" = now()
  WHERE p."purpose" = 'registration-fee' AND p."status" = 'created' AND EXISTS (
    SELECT 1 FROM "payments" AS q
    WHERE q."purpose" = 'registration-fee' AND q."user_id" = p."user_id" AND q."id" <> p."id"
      AND (q."status" = 'captured' OR (q."status" = 'created' AND (q."created_at", q."id") > (p."created_at", p."id")))
  );--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_fee_idx" ON "payments" USING btree ("user_id") WHERE "payments"."purpose" = 'registration-fee' and "payments"."status" in ('created', 'capturing', 'pending', 'captured');