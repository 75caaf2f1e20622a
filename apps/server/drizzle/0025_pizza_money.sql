CREATE TABLE "pizza_money_donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"fan_name" text NOT NULL,
	"fan_email" text NOT NULL,
	"no_fee" boolean NOT NULL,
	"donation_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pizza_money_donations_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "pizza_money_donations_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "pizza_money_donations_positive" CHECK ("pizza_money_donations"."donation_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pizza_money_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"description" text NOT NULL,
	"intro_file_id" uuid,
	"appeal_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pizza_money_gifts_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "pizza_money_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"fan_user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "pizza_money_requests_status_check" CHECK ("pizza_money_requests"."status" in ('pending', 'active', 'gifted'))
);
--> statement-breakpoint
ALTER TABLE "pizza_money_donations" ADD CONSTRAINT "pizza_money_donations_request_id_pizza_money_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."pizza_money_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pizza_money_donations" ADD CONSTRAINT "pizza_money_donations_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pizza_money_donations" ADD CONSTRAINT "pizza_money_donations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pizza_money_gifts" ADD CONSTRAINT "pizza_money_gifts_request_id_pizza_money_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."pizza_money_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pizza_money_gifts" ADD CONSTRAINT "pizza_money_gifts_intro_file_id_files_id_fk" FOREIGN KEY ("intro_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pizza_money_gifts" ADD CONSTRAINT "pizza_money_gifts_appeal_file_id_files_id_fk" FOREIGN KEY ("appeal_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pizza_money_requests" ADD CONSTRAINT "pizza_money_requests_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pizza_money_requests" ADD CONSTRAINT "pizza_money_requests_fan_user_id_users_id_fk" FOREIGN KEY ("fan_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pizza_money_donations_request_idx" ON "pizza_money_donations" USING btree ("request_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pizza_money_gifts_intro_file_idx" ON "pizza_money_gifts" USING btree ("intro_file_id");--> statement-breakpoint
CREATE INDEX "pizza_money_gifts_appeal_file_idx" ON "pizza_money_gifts" USING btree ("appeal_file_id");--> statement-breakpoint
CREATE INDEX "pizza_money_requests_athlete_idx" ON "pizza_money_requests" USING btree ("athlete_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pizza_money_requests_fan_idx" ON "pizza_money_requests" USING btree ("fan_user_id","athlete_user_id");--> statement-breakpoint
CREATE INDEX "payments_pizza_cap_idx" ON "payments" USING btree (("metadata"->>'athleteUserId'),"created_at") WHERE "payments"."purpose" = 'pizza-money';