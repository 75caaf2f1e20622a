CREATE TABLE "user_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"author_email" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notes_user_idx" ON "user_notes" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Operators' notes are never edited: a note says what an operator wrote, when (a note goes
-- with the account it is about, so DELETE through the account's cascade stays allowed).
CREATE OR REPLACE FUNCTION user_notes_refuse_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'user_notes is append-only: UPDATE is not allowed'
    USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_notes_append_only
  BEFORE UPDATE ON user_notes
  FOR EACH ROW EXECUTE FUNCTION user_notes_refuse_update();
--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ((lower("email") collate "C"));