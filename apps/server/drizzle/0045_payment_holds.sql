ALTER TYPE "public"."payment_status" ADD VALUE 'authorizing';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'authorized';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'voiding';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'voided';--> statement-breakpoint
ALTER TYPE "public"."simulated_order_status" ADD VALUE 'authorized';--> statement-breakpoint
ALTER TYPE "public"."simulated_order_status" ADD VALUE 'voided';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "intent" text DEFAULT 'capture' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorization_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorization_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_cents" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "returned_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_orders" ADD COLUMN "intent" text DEFAULT 'capture' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_orders" ADD COLUMN "authorization_id" text;--> statement-breakpoint
ALTER TABLE "simulated_orders" ADD COLUMN "authorization_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulated_orders" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "simulated_orders" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_returned_within_price" CHECK ("purchases"."returned_cents" >= 0 and "purchases"."returned_cents" < "purchases"."amount_cents");