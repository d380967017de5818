-- Product search at 5,000,000 products (decision 0048): a search whose names-and-taxonomy
-- matches were too few for a walk of products_rank_idx gathered every match from the full-text index
-- and read its table row only to sort it ("compact plc": 6,036 rows, most of them one uncached page
-- each) to show five. Two parts mend it:
-- * rank_key: the product's place in the search order (business_rank desc, created_at desc) as one
--   number, business_rank * 2^42 + the creation time in whole milliseconds (2^42 ms is past the
--   year 2100). Every value is a whole number below 2^53, so a double holds it exactly.
-- * A RUM index of the names-and-taxonomy vector carrying rank_key with each entry (PostgreSQL's
--   `rum` extension, Debian's postgresql-15-rum): it returns the matches nearest the top of the
--   order first, read from the index alone, so only the rows shown are read from the table
--   (search.repo `rankOrderedPage`). Built only where the server has the extension (not PGlite, not
--   every managed PostgreSQL, not a role that may not create extensions); without it the search gathers and sorts as before.
ALTER TABLE "products" ADD COLUMN "rank_key" double precision GENERATED ALWAYS AS (("business_rank" * 4398046511104::double precision) + floor(extract(epoch FROM ("created_at" AT TIME ZONE 'UTC')) * 1000)::double precision) STORED;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    CREATE EXTENSION IF NOT EXISTS rum;
    CREATE INDEX "products_strong_rum_idx" ON "products" USING rum ("strong_vector" rum_tsvector_addon_ops, "rank_key")
      WITH (attach = 'rank_key', to = 'strong_vector') WHERE NOT hidden AND hidden_at IS NULL;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  -- A role that may not create extensions: the search works without the index.
  RAISE NOTICE 'rum not created: %', SQLERRM;
END $$;
