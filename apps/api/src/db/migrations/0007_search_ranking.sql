-- Ranking by match class and a stored order key (docs/decisions/0010-search-ranking-at-scale.md).
-- A "strong" match is one found in names, taxonomy, keywords or short descriptions; strong matches
-- come first, then the rest, each class in the order of its b-tree index below, so that a page of
-- a common word is read from the index in order instead of ranking every match. The order indexes
-- carry the strong vector, so that walk tests each entry without reading the table.
ALTER TABLE "businesses" ADD COLUMN "strong_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, coalesce("company_name", '') || ' ' || coalesce("search_text", '') || ' ' || coalesce("short_description", ''))
) STORED;
--> statement-breakpoint
CREATE INDEX "businesses_strong_idx" ON "businesses" USING gin ("strong_vector");
--> statement-breakpoint
CREATE INDEX "businesses_type_rank_idx" ON "businesses" ("business_type_code", "tier_rank" DESC, "verified" DESC, "created_at" DESC, "id") INCLUDE ("strong_vector");
--> statement-breakpoint
CREATE INDEX "businesses_type_country_rank_idx" ON "businesses" ("business_type_code", "country_code", "tier_rank" DESC, "verified" DESC, "created_at" DESC, "id") INCLUDE ("strong_vector");
--> statement-breakpoint
-- Newest-first lists (empty queries) read ids straight from these indexes, deep pages included.
DROP INDEX "businesses_type_country_idx";
--> statement-breakpoint
DROP INDEX "businesses_type_newest_idx";
--> statement-breakpoint
CREATE INDEX "businesses_type_newest_idx" ON "businesses" ("business_type_code", "created_at" DESC, "id");
--> statement-breakpoint
DROP INDEX "businesses_filter_newest_idx";
--> statement-breakpoint
CREATE INDEX "businesses_filter_newest_idx" ON "businesses" ("business_type_code", "country_code", "created_at" DESC, "id");
--> statement-breakpoint
DROP INDEX "products_newest_idx";
--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" ("created_at" DESC, "id");
--> statement-breakpoint
-- Products are ordered by their company's tier and verification: kept on the product row.
ALTER TABLE "products" ADD COLUMN "business_rank" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "products" p SET "business_rank" = b."tier_rank" * 2 + (CASE WHEN b."verified" THEN 1 ELSE 0 END)
FROM "businesses" b WHERE b."id" = p."business_id";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "strong_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, coalesce("name", '') || ' ' || coalesce("search_text", ''))
) STORED;
--> statement-breakpoint
CREATE INDEX "products_strong_idx" ON "products" USING gin ("strong_vector");
--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" ("business_rank" DESC, "created_at" DESC, "id") INCLUDE ("strong_vector");
--> statement-breakpoint
CREATE FUNCTION "products_take_business_rank"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b."tier_rank" * 2 + (CASE WHEN b."verified" THEN 1 ELSE 0 END) INTO NEW."business_rank"
  FROM "businesses" b WHERE b."id" = NEW."business_id";
  NEW."business_rank" := coalesce(NEW."business_rank", 0);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_business_rank" BEFORE INSERT OR UPDATE OF "business_id" ON "products"
FOR EACH ROW EXECUTE FUNCTION "products_take_business_rank"();
--> statement-breakpoint
CREATE FUNCTION "businesses_pass_rank_to_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "business_rank" = NEW."tier_rank" * 2 + (CASE WHEN NEW."verified" THEN 1 ELSE 0 END)
  WHERE "business_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "businesses_rank_to_products" AFTER UPDATE OF "subscription", "verified" ON "businesses"
FOR EACH ROW WHEN (OLD."subscription" IS DISTINCT FROM NEW."subscription" OR OLD."verified" IS DISTINCT FROM NEW."verified")
EXECUTE FUNCTION "businesses_pass_rank_to_products"();
--> statement-breakpoint
-- Members: names are the strong matches; the join date is kept on the profile for ordering.
ALTER TABLE "profiles" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "profiles" p SET "joined_at" = u."created_at" FROM "users" u WHERE u."id" = p."user_id";
--> statement-breakpoint
CREATE FUNCTION "profiles_take_joined_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."created_at" INTO NEW."joined_at" FROM "users" u WHERE u."id" = NEW."user_id";
  NEW."joined_at" := coalesce(NEW."joined_at", now());
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_joined_at" BEFORE INSERT ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_take_joined_at"();
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, coalesce("first_name", '') || ' ' || coalesce("last_name", ''))
) STORED;
--> statement-breakpoint
CREATE INDEX "profiles_name_idx" ON "profiles" USING gin ("name_vector");
--> statement-breakpoint
CREATE INDEX "profiles_joined_idx" ON "profiles" ("joined_at" DESC, "user_id") INCLUDE ("name_vector");
--> statement-breakpoint
CREATE INDEX "profiles_country_joined_idx" ON "profiles" ("country_code", "joined_at" DESC, "user_id") INCLUDE ("name_vector");
--> statement-breakpoint
-- The planner chooses between the order index and the full-text index from these statistics.
ANALYZE "businesses", "products", "profiles";
