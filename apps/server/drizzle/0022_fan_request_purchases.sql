ALTER TABLE "fan_requests" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "fan_requests" ADD COLUMN "minutes" integer;--> statement-breakpoint
ALTER TABLE "fan_requests" ADD CONSTRAINT "fan_requests_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_requests" ADD CONSTRAINT "fan_requests_purchase_id_unique" UNIQUE("purchase_id");