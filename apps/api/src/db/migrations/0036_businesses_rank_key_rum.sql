-- Business search at 1,000,000 businesses (decision 0048): a word searched within a type
-- whose names-and-taxonomy matches were too few for a walk of businesses_type_rank_idx gathered
-- every match from the type's full-text index and read its table row only to sort it ("hotel
-- furniture" among distributors: 1,813 rows, 8.8 ms, to show five). As for products (migrations
-- 0034 and 0035):
-- * rank_key: the business's place in the search order (tier_rank desc, verified desc, created_at
--   desc) as one number, (tier * 2 + verified) * 2^42 + the creation time in whole milliseconds.
--   A generated column may not read another (tier_rank), so the tier is written out again here,
--   as 0005 writes it.
-- * One RUM index per company type of its listed businesses' names-and-taxonomy vector, carrying
--   rank_key: the matches nearest the top of the order come first from the index alone, so only
--   the rows shown are read from the table.
-- * businesses_ranked_strong(t, q, room): the first `room` of type t, one statement per type so
--   each keeps a generic plan that reads its own index (a partial index is not chosen for a
--   parameter). Its listing rule is search.repo's BUSINESSES.listed, written in SQL.
-- Built only where the server has the extension, as 0034's index was; without it (PGlite, some
-- managed servers) the search gathers and sorts as before (search.repo `rankRead`).
-- A new company type needs its index and its branch (search.indexes.test.ts).
ALTER TABLE "businesses" ADD COLUMN "rank_key" double precision GENERATED ALWAYS AS (
  ((CASE "subscription" WHEN 'platinum' THEN 3 WHEN 'premium' THEN 2 WHEN 'gold' THEN 1 ELSE 0 END) * 2 + (CASE WHEN "verified" THEN 1 ELSE 0 END)) * 4398046511104::double precision
  + floor(extract(epoch FROM ("created_at" AT TIME ZONE 'UTC')) * 1000)::double precision
) STORED;
--> statement-breakpoint
DO $$
DECLARE
  t text;
  branches text := '';
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    FOREACH t IN ARRAY ARRAY['MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO'] LOOP
      EXECUTE format(
        'CREATE INDEX IF NOT EXISTS %I ON "businesses" USING rum ("strong_vector" rum_tsvector_addon_ops, "rank_key") '
        'WITH (attach = ''rank_key'', to = ''strong_vector'') WHERE "business_type_code" = %L AND hidden_at IS NULL',
        'businesses_strong_rum_' || lower(t) || '_idx', t);
      branches := branches || format(
        'IF t = %1$L THEN RETURN QUERY SELECT b.id, b.rank_key FROM businesses b WHERE b.business_type_code = %1$L '
        'AND b.hidden_at IS NULL AND b.strong_vector @@ q ORDER BY b.rank_key <=| 9007199254740992::float8 LIMIT room; RETURN; END IF; ', t);
    END LOOP;
    EXECUTE format(
      'CREATE OR REPLACE FUNCTION businesses_ranked_strong(t text, q tsquery, room int) RETURNS TABLE (id uuid, k double precision) '
      'LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $f$ '
      '#variable_conflict use_column '
      'BEGIN %s END $f$', branches);
  END IF;
END $$;
