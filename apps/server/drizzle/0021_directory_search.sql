-- Trigram matching for the athlete directory's name search (decision 0029). A trusted extension
-- since PostgreSQL 13: the database owner may create it; the embedded database loads it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "athlete_profiles_sport_lower_idx" ON "athlete_profiles" USING btree (lower("sport"));--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name")) gin_trgm_ops);