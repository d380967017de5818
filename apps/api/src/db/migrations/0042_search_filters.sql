-- Filters with counts on the business search (decision 0080): every filter value of a business as a
-- token in facet_values ('ind:0001', 'cat:<category id>', 'cty:US', 'ver:1', 'tier:gold',
-- 'emp:51-200', 'cm:1', 'lang:es', 'inc:fob', 'cur:eur', 'pay:t/t'), kept by triggers from its
-- columns and its categories so every writer keeps it, with a GIN index the filters' @> and && read.
-- The employees bands are the contract's EMPLOYEE_BANDS; the lists are compared lower-cased.
ALTER TABLE "businesses" ADD COLUMN "facet_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_facet_values_idx" ON "businesses" USING gin ("facet_values");
--> statement-breakpoint
-- The tokens of a business row (its categories read from business_categories).
CREATE FUNCTION "business_facet_values"(b "businesses") RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT t ORDER BY t), '{}'::text[]) FROM (
    SELECT 'ind:' || b."industry_id" AS t WHERE coalesce(b."industry_id", '') <> ''
    UNION ALL SELECT 'cat:' || c."category_id" FROM "business_categories" c WHERE c."business_id" = b."id"
    UNION ALL SELECT 'cty:' || b."country_code" WHERE coalesce(b."country_code", '') <> ''
    UNION ALL SELECT CASE WHEN b."verified" THEN 'ver:1' ELSE 'ver:0' END
    UNION ALL SELECT 'tier:' || b."subscription"
    UNION ALL SELECT 'emp:' || band.v
      FROM (VALUES ('1-10', 1, 10), ('11-50', 11, 50), ('51-200', 51, 200), ('201-500', 201, 500),
                   ('501-1000', 501, 1000), ('1001-5000', 1001, 5000), ('5001+', 5001, NULL)) band(v, lo, hi),
           (SELECT CASE WHEN jsonb_typeof(b."general"->'totalEmployees'->'min') = 'number'
                        THEN (b."general"->'totalEmployees'->>'min')::numeric END AS mn,
                   CASE WHEN jsonb_typeof(b."general"->'totalEmployees'->'max') = 'number'
                        THEN (b."general"->'totalEmployees'->>'max')::numeric END AS mx) r
      WHERE r.mn <= r.mx AND (band.hi IS NULL OR r.mn <= band.hi) AND r.mx >= band.lo
    UNION ALL SELECT CASE WHEN jsonb_typeof(b."factory"->'contractManufacturing') = 'array'
                           AND jsonb_array_length(b."factory"->'contractManufacturing') > 0 THEN 'cm:1' ELSE 'cm:0' END
    UNION ALL SELECT l.p || lower(btrim(x))
      FROM (VALUES ('lang:', b."trade_capabilities"->'spokenLanguages'),
                   ('inc:', b."business_terms"->'acceptedDeliveryTerms'),
                   ('cur:', b."business_terms"->'acceptedPaymentCurrencies'),
                   ('pay:', b."business_terms"->'acceptedPaymentTypes')) l(p, v),
           jsonb_array_elements_text(CASE WHEN jsonb_typeof(l.v) = 'array' THEN l.v ELSE '[]'::jsonb END) x
      WHERE btrim(x) <> ''
  ) tokens
$$;
--> statement-breakpoint
CREATE FUNCTION "businesses_facet_values_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."facet_values" := "business_facet_values"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "businesses_facet_values" BEFORE INSERT OR UPDATE OF "verified", "subscription", "industry_id",
  "country_code", "general", "factory", "trade_capabilities", "business_terms", "facet_values" ON "businesses"
FOR EACH ROW EXECUTE FUNCTION "businesses_facet_values_keep"();
--> statement-breakpoint
-- A business's categories changed: its row recomputes its tokens (the trigger above).
CREATE FUNCTION "business_categories_facet_values"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "businesses" SET "facet_values" = '{}'::text[] WHERE "id" = OLD."business_id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."business_id" IS DISTINCT FROM OLD."business_id"
                            OR NEW."category_id" IS DISTINCT FROM OLD."category_id") THEN
    UPDATE "businesses" SET "facet_values" = '{}'::text[] WHERE "id" = NEW."business_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "business_categories_facet_values" AFTER INSERT OR UPDATE OR DELETE ON "business_categories"
FOR EACH ROW EXECUTE FUNCTION "business_categories_facet_values"();
--> statement-breakpoint
-- The businesses already stored.
UPDATE "businesses" SET "facet_values" = '{}'::text[];
