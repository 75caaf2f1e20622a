DROP TABLE "fan_requests" CASCADE;--> statement-breakpoint
CREATE INDEX "chats_purchase_idx" ON "chats" USING btree ("purchase_id");--> statement-breakpoint
DROP TYPE "public"."fan_request_status";