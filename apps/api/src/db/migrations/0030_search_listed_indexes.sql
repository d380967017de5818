-- Search at 1,000,000 businesses (decision 0048): the order indexes of search were partial on the
-- listed rows before staff could hide them (decision 0034); since then every walk and deep page
-- fetched table rows only to test hidden_at, and a product search scanned the whole businesses
-- table for the hidden ones. The order indexes now hold listed rows only, products carry their
-- business id, and hidden businesses have an index of their own (empty, as a rule).
CREATE INDEX "businesses_hidden_idx" ON "businesses" ("id") WHERE hidden_at IS NOT NULL;
--> statement-breakpoint
DROP INDEX "businesses_type_rank_idx";
--> statement-breakpoint
CREATE INDEX "businesses_type_rank_idx" ON "businesses" ("business_type_code", "tier_rank" DESC, "verified" DESC, "created_at" DESC, "id") INCLUDE ("strong_vector") WHERE hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_type_country_rank_idx";
--> statement-breakpoint
CREATE INDEX "businesses_type_country_rank_idx" ON "businesses" ("business_type_code", "country_code", "tier_rank" DESC, "verified" DESC, "created_at" DESC, "id") INCLUDE ("strong_vector") WHERE hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_type_newest_idx";
--> statement-breakpoint
CREATE INDEX "businesses_type_newest_idx" ON "businesses" ("business_type_code", "created_at" DESC, "id") WHERE hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_filter_newest_idx";
--> statement-breakpoint
CREATE INDEX "businesses_filter_newest_idx" ON "businesses" ("business_type_code", "country_code", "created_at" DESC, "id") WHERE hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "products_newest_idx";
--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" ("created_at" DESC, "id") INCLUDE ("business_id") WHERE NOT hidden AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "products_rank_idx";
--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" ("business_rank" DESC, "created_at" DESC, "id") INCLUDE ("strong_vector", "business_id") WHERE NOT hidden AND hidden_at IS NULL;
