CREATE TABLE "resolution_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resolution_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resolution_messages_sender_check" CHECK ("resolution_messages"."sender" in ('athlete', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"athlete_number" integer NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"opened_by" text DEFAULT 'athlete' NOT NULL,
	"updated_by" text DEFAULT 'athlete' NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resolutions_type_check" CHECK ("resolutions"."type" in ('Financial', 'Informational', 'Sports-Related', 'Other')),
	CONSTRAINT "resolutions_status_check" CHECK ("resolutions"."status" in ('pending', 'accepted', 'closed')),
	CONSTRAINT "resolutions_opened_by_check" CHECK ("resolutions"."opened_by" in ('athlete', 'admin')),
	CONSTRAINT "resolutions_updated_by_check" CHECK ("resolutions"."updated_by" in ('athlete', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "resolution_messages" ADD CONSTRAINT "resolution_messages_resolution_id_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_messages" ADD CONSTRAINT "resolution_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolutions" ADD CONSTRAINT "resolutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolutions" ADD CONSTRAINT "resolutions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resolution_messages_thread_idx" ON "resolution_messages" USING btree ("resolution_id","created_at","id");--> statement-breakpoint
CREATE INDEX "resolution_messages_sender_idx" ON "resolution_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "resolutions_user_idx" ON "resolutions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resolutions_created_idx" ON "resolutions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resolutions_status_idx" ON "resolutions" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resolutions_athlete_number_idx" ON "resolutions" USING btree ("athlete_number");--> statement-breakpoint
CREATE INDEX "resolutions_name_search_idx" ON "resolutions" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "resolutions_email_search_idx" ON "resolutions" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "resolutions_decided_by_idx" ON "resolutions" USING btree ("decided_by");