-- Full-text search (weights: A names, B taxonomy and short texts, C long texts, D specs),
-- trigram indexes for typo tolerance and suggestions, and a vocabulary for spelling fixes.
ALTER TABLE "businesses" ADD COLUMN "tier_rank" smallint GENERATED ALWAYS AS (
  CASE "subscription" WHEN 'platinum' THEN 3 WHEN 'premium' THEN 2 WHEN 'gold' THEN 1 ELSE 0 END
) STORED;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("company_name", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("search_text", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("short_description", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("general_description", '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin (lower("company_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "businesses_filter_newest_idx" ON "businesses" ("business_type_code", "country_code", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "businesses_type_newest_idx" ON "businesses" ("business_type_code", "created_at" DESC);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("search_text", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C') ||
  setweight(to_tsvector('english'::regconfig, coalesce("specs_text", '')), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" ("created_at" DESC);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce("first_name", '') || ' ' || coalesce("last_name", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("company_name", '') || ' ' || coalesce("profession", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("brief_presentation", '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_vector");
--> statement-breakpoint
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
