CREATE TABLE "school_contract_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"sent_to" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_contract_codes_attempts_check" CHECK ("school_contract_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "school_contract_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_contract_codes" ADD CONSTRAINT "school_contract_codes_contract_id_school_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."school_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contract_grants" ADD CONSTRAINT "school_contract_grants_contract_id_school_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."school_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_contract_codes_contract_idx" ON "school_contract_codes" USING btree ("contract_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "school_contract_grants_token_idx" ON "school_contract_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "school_contract_grants_contract_idx" ON "school_contract_grants" USING btree ("contract_id");