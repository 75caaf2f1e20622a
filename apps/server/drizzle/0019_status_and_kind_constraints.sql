-- Status and kind columns take their values from the domain's lists. A value outside them makes
-- the cast fail and the migration stop: such a row was written by no code path and needs a look.
CREATE TYPE "public"."fan_call_type" AS ENUM('WhatsApp', 'Zoom');--> statement-breakpoint
CREATE TYPE "public"."issue_status" AS ENUM('submitted');--> statement-breakpoint
CREATE TYPE "public"."place_request_status" AS ENUM('pending');--> statement-breakpoint
ALTER TABLE "fan_requests" ALTER COLUMN "call_type" SET DATA TYPE "public"."fan_call_type" USING "call_type"::"public"."fan_call_type";--> statement-breakpoint
ALTER TABLE "athlete_issues" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "athlete_issues" ALTER COLUMN "status" SET DATA TYPE "public"."issue_status" USING "status"::"public"."issue_status";--> statement-breakpoint
ALTER TABLE "athlete_issues" ALTER COLUMN "status" SET DEFAULT 'submitted'::"public"."issue_status";--> statement-breakpoint
ALTER TABLE "place_requests" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "place_requests" ALTER COLUMN "status" SET DATA TYPE "public"."place_request_status" USING "status"::"public"."place_request_status";--> statement-breakpoint
ALTER TABLE "place_requests" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."place_request_status";--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_gender_check" CHECK ("athlete_profiles"."gender" in ('Male', 'Female'));--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_country_check" CHECK ("athlete_profiles"."country" in ('USA', 'Other'));--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_contact_method_check" CHECK ("athlete_profiles"."contact_method" in ('whatsapp', 'zoom'));