CREATE TABLE "tutorials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"audience" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorials_kind_check" CHECK ("tutorials"."kind" in ('tutorial', 'education')),
	CONSTRAINT "tutorials_audience_check" CHECK ("tutorials"."audience" in ('athlete', 'both', 'others'))
);
--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"place" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decided_by_email" text,
	"reason" text,
	CONSTRAINT "moderation_items_kind_check" CHECK ("moderation_items"."kind" in ('athlete-photo', 'qr-image', 'badge-image', 'blog-post')),
	CONSTRAINT "moderation_items_place_check" CHECK ("moderation_items"."place" in ('profile-photo', 'profile-qr', 'seasonal-qr', 'talking-intro', 'talking-appeal', 'blog-post')),
	CONSTRAINT "moderation_items_state_check" CHECK ("moderation_items"."state" in ('pending', 'reviewed', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutorials_created_idx" ON "tutorials" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tutorials_kind_created_idx" ON "tutorials" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_items_created_idx" ON "moderation_items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_items_state_created_idx" ON "moderation_items" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_items_kind_created_idx" ON "moderation_items" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_items_kind_state_created_idx" ON "moderation_items" USING btree ("kind","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_items_athlete_idx" ON "moderation_items" USING btree ("athlete_user_id");--> statement-breakpoint
CREATE INDEX "moderation_items_decided_by_idx" ON "moderation_items" USING btree ("decided_by_id");--> statement-breakpoint
CREATE INDEX "moderation_items_file_idx" ON "moderation_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "moderation_items_hidden_file_idx" ON "moderation_items" USING btree ("file_id") WHERE "moderation_items"."state" = 'hidden';