CREATE TYPE "public"."fan_request_status" AS ENUM('pending', 'completed');--> statement-breakpoint
CREATE TYPE "public"."place_request_kind" AS ENUM('city', 'sport');--> statement-breakpoint
CREATE TABLE "fan_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"fan_id" uuid NOT NULL,
	"call_type" text NOT NULL,
	"call_type_value" text NOT NULL,
	"status" "fan_request_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "athlete_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"issue_number" integer NOT NULL,
	"message" text NOT NULL,
	"issue_from" text DEFAULT 'Player' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_request_supporters" (
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_request_supporters_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "place_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "place_request_kind" NOT NULL,
	"added_by" uuid NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"college" text NOT NULL,
	"sport" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_admin_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"state_code" text NOT NULL,
	"county" text,
	"school_id" integer,
	"school_name" text NOT NULL,
	"ip_contract" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "qr_code_file_id" uuid;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "qr_url" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "youtube_url" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "social_media" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "promoted_teammates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "rv_rating" double precision;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "show_rv_rating" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "school_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "fan_requests" ADD CONSTRAINT "fan_requests_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_requests" ADD CONSTRAINT "fan_requests_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_issues" ADD CONSTRAINT "athlete_issues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_request_supporters" ADD CONSTRAINT "place_request_supporters_request_id_place_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."place_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_request_supporters" ADD CONSTRAINT "place_request_supporters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_requests" ADD CONSTRAINT "place_requests_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_admin_profiles" ADD CONSTRAINT "school_admin_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_admin_profiles" ADD CONSTRAINT "school_admin_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_requests_athlete_idx" ON "fan_requests" USING btree ("athlete_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "athlete_issues_user_idx" ON "athlete_issues" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "place_request_supporters_user_idx" ON "place_request_supporters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "place_requests_kind_idx" ON "place_requests" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "school_admin_profiles_school_idx" ON "school_admin_profiles" USING btree ("state_code","school_name");--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_qr_code_file_id_files_id_fk" FOREIGN KEY ("qr_code_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_school_admin_id_users_id_fk" FOREIGN KEY ("school_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;