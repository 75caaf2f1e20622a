CREATE TABLE "group_chat_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_chat_id" uuid NOT NULL,
	"fan_user_id" uuid,
	"payment_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"outcome" text,
	"rated_by" text,
	"rated_at" timestamp with time zone,
	"returned_cents" integer,
	"charged_cents" integer,
	"purchase_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_chat_seats_status_check" CHECK ("group_chat_seats"."status" in ('held', 'settling', 'settled', 'voided', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "group_chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"seat_cents" integer NOT NULL,
	"seats" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reminded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_chats_status_check" CHECK ("group_chats"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "group_chats_seats_check" CHECK ("group_chats"."seats" between 1 and 100),
	CONSTRAINT "group_chats_price_check" CHECK ("group_chats"."seat_cents" > 0 and "group_chats"."minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "group_chat_seats" ADD CONSTRAINT "group_chat_seats_group_chat_id_group_chats_id_fk" FOREIGN KEY ("group_chat_id") REFERENCES "public"."group_chats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chat_seats" ADD CONSTRAINT "group_chat_seats_fan_user_id_users_id_fk" FOREIGN KEY ("fan_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chat_seats" ADD CONSTRAINT "group_chat_seats_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chat_seats" ADD CONSTRAINT "group_chat_seats_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chats" ADD CONSTRAINT "group_chats_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_chat_seats_payment_idx" ON "group_chat_seats" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_chat_seats_fan_idx" ON "group_chat_seats" USING btree ("group_chat_id","fan_user_id");--> statement-breakpoint
CREATE INDEX "group_chat_seats_purchase_idx" ON "group_chat_seats" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "group_chat_seats_fan_list_idx" ON "group_chat_seats" USING btree ("fan_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_chats_athlete_idx" ON "group_chats" USING btree ("athlete_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_chats_starts_idx" ON "group_chats" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "payments_group_chat_seat_idx" ON "payments" USING btree (("metadata"->>'groupChatId')) WHERE "payments"."purpose" = 'group-chat-seat';