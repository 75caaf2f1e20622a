-- The directory ranks a name search (decision 0042): the name order in the "C" collation (a
-- name's start is then a range of it), the same keys led by the first name, and the distinct
-- first and last names with their trigrams, kept by a trigger, for fragments and typos.
CREATE TABLE "directory_names" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_name_order_idx";--> statement-breakpoint
CREATE INDEX "directory_names_trgm_idx" ON "directory_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_order_idx" ON "users" USING btree ((lower("first_name") collate "C"),(lower("last_name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ((lower("last_name") collate "C"),(lower("first_name") collate "C"),"id");--> statement-breakpoint
-- Every user's lower-cased first and last name, on insert and on a change of name (decision 0042).
CREATE FUNCTION directory_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_names (name) VALUES (lower(NEW.first_name)), (lower(NEW.last_name))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_directory_names AFTER INSERT OR UPDATE OF first_name, last_name ON users
  FOR EACH ROW EXECUTE FUNCTION directory_names_add();--> statement-breakpoint
INSERT INTO directory_names (name)
  SELECT lower(first_name) FROM users UNION SELECT lower(last_name) FROM users
  ON CONFLICT DO NOTHING;
