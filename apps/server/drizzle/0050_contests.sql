ALTER TYPE "public"."purchase_kind" ADD VALUE 'contest_badge';--> statement-breakpoint
CREATE TABLE "contest_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"intro_file_id" uuid,
	"appeal_file_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_badges_kind_check" CHECK ("contest_badges"."kind" in ('vote_getter', 'honor')),
	CONSTRAINT "contest_badges_price_check" CHECK ("contest_badges"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"school_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_entries_status_check" CHECK ("contest_entries"."status" in ('pending', 'enrolled'))
);
--> statement-breakpoint
CREATE TABLE "contest_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_rewards_amount_check" CHECK ("contest_rewards"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contest_schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"school_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_schools_status_check" CHECK ("contest_schools"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "contest_video_athletes" (
	"video_id" uuid NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_video_athletes_video_id_athlete_user_id_pk" PRIMARY KEY("video_id","athlete_user_id")
);
--> statement-breakpoint
CREATE TABLE "contest_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"contest_id" uuid NOT NULL,
	"athlete_user_id" uuid NOT NULL,
	"video_ids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_videos_entry_id_unique" UNIQUE("entry_id"),
	CONSTRAINT "contest_videos_count_check" CHECK (cardinality("contest_videos"."video_ids") between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "contest_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"round" smallint NOT NULL,
	"fan_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	CONSTRAINT "contest_votes_round_check" CHECK ("contest_votes"."round" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sport" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"buying_end_date" date,
	"rounds" smallint DEFAULT 1 NOT NULL,
	"current_round" smallint DEFAULT 1 NOT NULL,
	"round_two_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"organizer_name" text NOT NULL,
	"organizer_email" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_number_unique" UNIQUE("number"),
	CONSTRAINT "contests_kind_check" CHECK ("contests"."kind" in ('sport', 'brand_ambassador')),
	CONSTRAINT "contests_status_check" CHECK ("contests"."status" in ('active', 'admin_action_pending', 'completed', 'rewarded')),
	CONSTRAINT "contests_sport_of_kind" CHECK (("contests"."kind" = 'sport') = ("contests"."sport" is not null)),
	CONSTRAINT "contests_dates_check" CHECK ("contests"."end_date" >= "contests"."start_date"),
	CONSTRAINT "contests_rounds_check" CHECK ("contests"."rounds" in (1, 2) and "contests"."current_round" between 1 and "contests"."rounds")
);
--> statement-breakpoint
CREATE TABLE "email_confirmation_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_badges" ADD CONSTRAINT "contest_badges_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_badges" ADD CONSTRAINT "contest_badges_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_badges" ADD CONSTRAINT "contest_badges_intro_file_id_files_id_fk" FOREIGN KEY ("intro_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_badges" ADD CONSTRAINT "contest_badges_appeal_file_id_files_id_fk" FOREIGN KEY ("appeal_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_rewards" ADD CONSTRAINT "contest_rewards_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_rewards" ADD CONSTRAINT "contest_rewards_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_rewards" ADD CONSTRAINT "contest_rewards_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_schools" ADD CONSTRAINT "contest_schools_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_schools" ADD CONSTRAINT "contest_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_schools" ADD CONSTRAINT "contest_schools_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_video_athletes" ADD CONSTRAINT "contest_video_athletes_video_id_contest_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."contest_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_video_athletes" ADD CONSTRAINT "contest_video_athletes_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_videos" ADD CONSTRAINT "contest_videos_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_videos" ADD CONSTRAINT "contest_videos_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_videos" ADD CONSTRAINT "contest_videos_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_video_id_contest_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."contest_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_fan_user_id_users_id_fk" FOREIGN KEY ("fan_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_sport_sports_name_fk" FOREIGN KEY ("sport") REFERENCES "public"."sports"("name") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_badges_contest_athlete_idx" ON "contest_badges" USING btree ("contest_id","athlete_user_id","kind");--> statement-breakpoint
CREATE INDEX "contest_badges_athlete_idx" ON "contest_badges" USING btree ("athlete_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_badges_intro_file_idx" ON "contest_badges" USING btree ("intro_file_id");--> statement-breakpoint
CREATE INDEX "contest_badges_appeal_file_idx" ON "contest_badges" USING btree ("appeal_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_contest_athlete_idx" ON "contest_entries" USING btree ("contest_id","athlete_user_id");--> statement-breakpoint
CREATE INDEX "contest_entries_athlete_idx" ON "contest_entries" USING btree ("athlete_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_entries_school_idx" ON "contest_entries" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_rewards_recipient_idx" ON "contest_rewards" USING btree ("contest_id","recipient_user_id");--> statement-breakpoint
CREATE INDEX "contest_rewards_user_idx" ON "contest_rewards" USING btree ("recipient_user_id");--> statement-breakpoint
CREATE INDEX "contest_rewards_recorded_by_idx" ON "contest_rewards" USING btree ("recorded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_schools_contest_school_idx" ON "contest_schools" USING btree ("contest_id","school_id");--> statement-breakpoint
CREATE INDEX "contest_schools_school_idx" ON "contest_schools" USING btree ("school_id","status");--> statement-breakpoint
CREATE INDEX "contest_schools_decided_by_idx" ON "contest_schools" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "contest_video_athletes_athlete_idx" ON "contest_video_athletes" USING btree ("athlete_user_id");--> statement-breakpoint
CREATE INDEX "contest_videos_contest_idx" ON "contest_videos" USING btree ("contest_id","created_at");--> statement-breakpoint
CREATE INDEX "contest_videos_athlete_idx" ON "contest_videos" USING btree ("athlete_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_votes_one_per_round_idx" ON "contest_votes" USING btree ("video_id","round","fan_user_id");--> statement-breakpoint
CREATE INDEX "contest_votes_board_idx" ON "contest_votes" USING btree ("contest_id","round","video_id") WHERE "contest_votes"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "contest_votes_fan_board_idx" ON "contest_votes" USING btree ("contest_id","fan_user_id","voided_at");--> statement-breakpoint
CREATE INDEX "contest_votes_fan_idx" ON "contest_votes" USING btree ("fan_user_id");--> statement-breakpoint
CREATE INDEX "contest_votes_voided_by_idx" ON "contest_votes" USING btree ("voided_by");--> statement-breakpoint
CREATE INDEX "contests_kind_status_idx" ON "contests" USING btree ("kind","status","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contests_created_by_idx" ON "contests" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "contests_sport_idx" ON "contests" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_user_idx" ON "email_confirmation_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchases_item_idx" ON "purchases" USING btree ("item_id");