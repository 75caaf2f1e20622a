DROP INDEX "ledger_accounts_system_kind_idx";--> statement-breakpoint
-- The column was never written (decision 0069): its uuid values, if any, cannot name a school.
ALTER TABLE "notifications" ALTER COLUMN "school_id" SET DATA TYPE integer USING NULL::integer;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "school_ip_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "owner_school_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_school_id_schools_id_fk" FOREIGN KEY ("owner_school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_school_kind_idx" ON "ledger_accounts" USING btree ("kind","owner_school_id") WHERE "ledger_accounts"."owner_school_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_school_idx" ON "ledger_accounts" USING btree ("owner_school_id");--> statement-breakpoint
CREATE INDEX "notifications_school_idx" ON "notifications" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_kind_idx" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."owner_user_id" is null and "ledger_accounts"."owner_school_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_one_owner" CHECK ("ledger_accounts"."owner_user_id" is null or "ledger_accounts"."owner_school_id" is null);