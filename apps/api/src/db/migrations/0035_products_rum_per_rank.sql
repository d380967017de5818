-- Product search at 5,000,000 products (decision 0048): the RUM index of migration 0034
-- returns matches in rank order, but to do so it reads every entry of every word of the query and
-- sorts all the matches first ("solar & panel": about 100,000 entries and 6,959 matches, 12 ms), even
-- when the five shown all come from the top rank.
-- * One RUM index per business rank (0 to 7: tier * 2 + verified) splits those lists.
-- * products_ranked_strong(q, room) reads them from the highest rank down in one statement: the
--   parts of a `union all` run one after the other and the limit stops them, so a search whose page
--   comes from paying members reads only their entries (about 5% of the products each). The function
--   keeps its plan for the session (PL/pgSQL, generic plan): planning eight parts took 4 ms a call,
--   more than reading them. Its listing rule is search.repo's PRODUCTS.listed, written in SQL.
-- `rank_key <=| 2^53` is 2^53 minus the key, exact for every key (all whole numbers below 2^53), so
-- the smallest distance is the highest key.
-- Built only where the server has the extension, as 0034's index was (search.repo `rankOrderedPage`).
DO $$
DECLARE
  r int;
  parts text[] := '{}';
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    DROP INDEX IF EXISTS "products_strong_rum_idx";
    FOR r IN REVERSE 7..0 LOOP
      EXECUTE format(
        'CREATE INDEX IF NOT EXISTS %I ON "products" USING rum ("strong_vector" rum_tsvector_addon_ops, "rank_key") '
        'WITH (attach = ''rank_key'', to = ''strong_vector'') WHERE "business_rank" = %s AND NOT hidden AND hidden_at IS NULL',
        'products_strong_rum_r' || r || '_idx', r);
      parts := parts || format(
        '(SELECT p.id, p.rank_key AS k FROM products p WHERE p.business_rank = %s AND p.strong_vector @@ q '
        'AND NOT p.hidden AND p.hidden_at IS NULL '
        'AND NOT EXISTS (SELECT 1 FROM businesses hb WHERE hb.id = p.business_id AND hb.hidden_at IS NOT NULL) '
        'ORDER BY p.rank_key <=| 9007199254740992::float8 LIMIT room)', r);
    END LOOP;
    EXECUTE format(
      'CREATE OR REPLACE FUNCTION products_ranked_strong(q tsquery, room int) RETURNS TABLE (id uuid, k double precision) '
      'LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $f$ '
      '#variable_conflict use_column '
      'BEGIN RETURN QUERY SELECT x.id, x.k FROM (%s) x LIMIT room; END $f$',
      array_to_string(parts, ' UNION ALL '));
  END IF;
END $$;
