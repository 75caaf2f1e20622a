CREATE TABLE "institute_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" "school_kind" NOT NULL,
	"state_code" text NOT NULL,
	"place" text NOT NULL,
	"institute_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institute_requests_status_check" CHECK ("institute_requests"."status" in ('pending', 'added', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "school_contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid,
	"request_id" uuid,
	"kind" text NOT NULL,
	"actor_email" text,
	"ip" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_contract_events_kind_check" CHECK ("school_contract_events"."kind" in ('requested', 'approved', 'code-sent', 'code-verified', 'code-refused', 'viewed', 'signed', 'countersigned', 'sealed', 'downloaded'))
);
--> statement-breakpoint
CREATE TABLE "school_contract_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" "school_kind" NOT NULL,
	"state_code" text NOT NULL,
	"place" text NOT NULL,
	"school_id" integer NOT NULL,
	"school_name" text NOT NULL,
	"email" text NOT NULL,
	"id_image_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_contract_requests_status_check" CHECK ("school_contract_requests"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "school_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"request_id" uuid,
	"level" "school_kind" NOT NULL,
	"state_code" text NOT NULL,
	"place" text NOT NULL,
	"school_id" integer NOT NULL,
	"school_name" text NOT NULL,
	"officer_email" text NOT NULL,
	"school_admin_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"schedule_b" jsonb,
	"licensor" jsonb,
	"officer_signature" jsonb,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"countersigned_by" uuid,
	"countersigner_name" text,
	"countersignature" jsonb,
	"countersigned_at" timestamp with time zone,
	"countersigned_ip" text,
	"pdf_key" text,
	"document_sha256" text,
	"effective_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_contracts_status_check" CHECK ("school_contracts"."status" in ('draft', 'signed', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "institute_requests" ADD CONSTRAINT "institute_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contract_events" ADD CONSTRAINT "school_contract_events_contract_id_school_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."school_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contract_events" ADD CONSTRAINT "school_contract_events_request_id_school_contract_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."school_contract_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contract_requests" ADD CONSTRAINT "school_contract_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contract_requests" ADD CONSTRAINT "school_contract_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contracts" ADD CONSTRAINT "school_contracts_request_id_school_contract_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."school_contract_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contracts" ADD CONSTRAINT "school_contracts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contracts" ADD CONSTRAINT "school_contracts_school_admin_id_users_id_fk" FOREIGN KEY ("school_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contracts" ADD CONSTRAINT "school_contracts_countersigned_by_users_id_fk" FOREIGN KEY ("countersigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institute_requests_status_idx" ON "institute_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "institute_requests_created_idx" ON "institute_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "institute_requests_decided_by_idx" ON "institute_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "school_contract_events_contract_idx" ON "school_contract_events" USING btree ("contract_id","created_at","id");--> statement-breakpoint
CREATE INDEX "school_contract_events_request_idx" ON "school_contract_events" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_contract_requests_pending_idx" ON "school_contract_requests" USING btree ("school_id") WHERE "school_contract_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "school_contract_requests_status_idx" ON "school_contract_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "school_contract_requests_created_idx" ON "school_contract_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "school_contract_requests_decided_by_idx" ON "school_contract_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "school_contracts_school_idx" ON "school_contracts" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_contracts_number_idx" ON "school_contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "school_contracts_status_idx" ON "school_contracts" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "school_contracts_search_idx" ON "school_contracts" USING btree ("level","state_code","place","status");--> statement-breakpoint
CREATE INDEX "school_contracts_request_idx" ON "school_contracts" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "school_contracts_admin_idx" ON "school_contracts" USING btree ("school_admin_id");--> statement-breakpoint
CREATE INDEX "school_contracts_countersigned_by_idx" ON "school_contracts" USING btree ("countersigned_by");--> statement-breakpoint
-- A contract's audit trail is append-only, like audit_log: its signing certificate prints it.
CREATE OR REPLACE FUNCTION school_contract_events_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'school_contract_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER school_contract_events_append_only
  BEFORE UPDATE OR DELETE ON school_contract_events
  FOR EACH ROW EXECUTE FUNCTION school_contract_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER school_contract_events_no_truncate
  BEFORE TRUNCATE ON school_contract_events
  FOR EACH STATEMENT EXECUTE FUNCTION school_contract_events_refuse_change();
