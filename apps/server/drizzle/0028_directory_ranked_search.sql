-- The directory ranks a name search (decision 0042): the name order in the "C" collation (a name's start
-- is then a range of it), the same keys led by the first name, and trigrams of each name for typos.
DROP INDEX "users_name_order_idx";--> statement-breakpoint
CREATE INDEX "users_first_name_order_idx" ON "users" USING btree ((lower("first_name") collate "C"),(lower("last_name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "users_name_words_trgm_idx" ON "users" USING gin ((lower("first_name")) gin_trgm_ops,(lower("last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ((lower("last_name") collate "C"),(lower("first_name") collate "C"),"id");