CREATE TYPE "public"."chat_outcome" AS ENUM('satisfactory', 'rude_or_short', 'no_show');--> statement-breakpoint
CREATE TYPE "public"."chat_status" AS ENUM('requested', 'accepted', 'settling', 'settled', 'declined', 'expired', 'failed');--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"fan_user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"channel" "fan_call_type" NOT NULL,
	"contact" text NOT NULL,
	"minutes" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"proposed_times" timestamp with time zone[] NOT NULL,
	"note" text,
	"status" "chat_status" DEFAULT 'requested' NOT NULL,
	"starts_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"outcome" "chat_outcome",
	"auto_rated" boolean DEFAULT false NOT NULL,
	"rated_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"purchase_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_fan_user_id_users_id_fk" FOREIGN KEY ("fan_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_athlete_idx" ON "chats" USING btree ("athlete_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_fan_idx" ON "chats" USING btree ("fan_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_open_idx" ON "chats" USING btree ("status","starts_at") WHERE "chats"."status" in ('requested', 'accepted');