ALTER TYPE "public"."issue_status" ADD VALUE 'approved';--> statement-breakpoint
ALTER TYPE "public"."issue_status" ADD VALUE 'declined';--> statement-breakpoint
ALTER TYPE "public"."place_request_status" ADD VALUE 'approved';--> statement-breakpoint
ALTER TYPE "public"."place_request_status" ADD VALUE 'declined';--> statement-breakpoint
CREATE TABLE "news_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"remarks" text NOT NULL,
	"email" text,
	"user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "news_suggestions_type_check" CHECK ("news_suggestions"."type" in ('news', 'athlete', 'school', 'event', 'feature', 'other')),
	CONSTRAINT "news_suggestions_status_check" CHECK ("news_suggestions"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "athlete_issues" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "athlete_issues" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "athlete_issues" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "place_requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "place_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "place_requests" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "news_suggestions" ADD CONSTRAINT "news_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_suggestions" ADD CONSTRAINT "news_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_suggestions_created_idx" ON "news_suggestions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_suggestions_status_idx" ON "news_suggestions" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_suggestions_user_idx" ON "news_suggestions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "news_suggestions_decided_by_idx" ON "news_suggestions" USING btree ("decided_by");--> statement-breakpoint
ALTER TABLE "athlete_issues" ADD CONSTRAINT "athlete_issues_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_requests" ADD CONSTRAINT "place_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athlete_issues_created_idx" ON "athlete_issues" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "athlete_issues_status_idx" ON "athlete_issues" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "athlete_issues_decided_by_idx" ON "athlete_issues" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "admin_notifications_status_idx" ON "admin_notifications" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_notifications_type_idx" ON "admin_notifications" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_notifications_type_status_idx" ON "admin_notifications" USING btree ("type","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_notifications_notify_idx" ON "admin_notifications" USING btree ("notify_id");--> statement-breakpoint
CREATE INDEX "place_requests_kind_status_idx" ON "place_requests" USING btree ("kind","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "place_requests_decided_by_idx" ON "place_requests" USING btree ("decided_by");