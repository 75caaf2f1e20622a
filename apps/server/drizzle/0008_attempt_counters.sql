CREATE TABLE "attempt_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_counters_scope_key_window_start_pk" PRIMARY KEY("scope","key","window_start")
);
--> statement-breakpoint
CREATE INDEX "attempt_counters_expires_idx" ON "attempt_counters" USING btree ("expires_at");