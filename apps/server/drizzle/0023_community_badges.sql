ALTER TYPE "public"."purchase_kind" ADD VALUE 'community_badge';--> statement-breakpoint
CREATE SEQUENCE "public"."community_badge_number_seq" INCREMENT BY 1 MINVALUE 100001 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "community_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"badge_number" bigint DEFAULT nextval('community_badge_number_seq') NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_badges_badge_number_unique" UNIQUE("badge_number"),
	CONSTRAINT "community_badges_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_athlete_credited";--> statement-breakpoint
ALTER TABLE "community_badges" ADD CONSTRAINT "community_badges_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_badges" ADD CONSTRAINT "community_badges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_badges_athlete_idx" ON "community_badges" USING btree ("athlete_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_athlete_credited" CHECK ("purchases"."athlete_user_id" is not null or "purchases"."kind"::text in ('registration_fee', 'shop_order', 'seasonal_badge_fee', 'talking_badge_fee', 'community_badge'));