-- More filters with counts (decision 0081, extending 0080): certifications, revenue bands, founded
-- before a year, markets by world region and replies fast as facet_values tokens of the business;
-- products get facet_values of their own (their business's tokens with their own industry and
-- category), kept by triggers, with a GIN index.
ALTER TABLE "products" ADD COLUMN "facet_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_facet_values_idx" ON "products" USING gin ("facet_values");--> statement-breakpoint
-- Certificate names and markets are read by the contract's terms (normaliseCertificateName,
-- marketRegions; search.facets.test.ts compares them with these functions), looked for as plain
-- substrings of the name lower-cased, each run of other characters one space, a space at both ends
-- (facet_term_text). Substring tests in one expression (the *_of functions, which the business's
-- function inlines on a text it computes once) cost a tenth of a regular expression per standard.
CREATE FUNCTION "facet_term_text"(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT ' ' || btrim(regexp_replace(lower(coalesce(name, '')), '[^a-z0-9]+', ' ', 'g')) || ' '
$$;
--> statement-breakpoint
-- A certificate's standard: the first of CERTIFICATION_STANDARDS with one of its terms in the text, else 'other'.
CREATE FUNCTION "certificate_standard_of"(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN strpos(t, ' 9001 ') > 0 OR strpos(t, ' iso9001 ') > 0 THEN 'iso-9001'
    WHEN strpos(t, ' 14001 ') > 0 OR strpos(t, ' iso14001 ') > 0 THEN 'iso-14001'
    WHEN strpos(t, ' 45001 ') > 0 OR strpos(t, ' iso45001 ') > 0 THEN 'iso-45001'
    WHEN strpos(t, ' 13485 ') > 0 OR strpos(t, ' iso13485 ') > 0 THEN 'iso-13485'
    WHEN strpos(t, ' 16949 ') > 0 OR strpos(t, 'iatf16949 ') > 0 OR strpos(t, 'ts16949 ') > 0 THEN 'iatf-16949'
    WHEN strpos(t, ' ce ') > 0 THEN 'ce'
    WHEN strpos(t, ' fda ') > 0 THEN 'fda'
    WHEN strpos(t, ' haccp ') > 0 THEN 'haccp'
    WHEN strpos(t, ' brc ') > 0 OR strpos(t, ' brcgs ') > 0 THEN 'brc'
    WHEN strpos(t, ' fsc ') > 0 THEN 'fsc'
    WHEN strpos(t, ' gots ') > 0 OR strpos(t, ' global organic textile ') > 0 THEN 'gots'
    WHEN strpos(t, ' organic ') > 0 THEN 'organic'
    WHEN strpos(t, ' halal ') > 0 THEN 'halal'
    WHEN strpos(t, ' kosher ') > 0 THEN 'kosher'
    ELSE 'other' END
$$;
--> statement-breakpoint
CREATE FUNCTION "certificate_standard"(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT "certificate_standard_of"(x.t) FROM (SELECT "facet_term_text"(name) AS t OFFSET 0) x
$$;
--> statement-breakpoint
-- A market's world regions: every one of MARKET_REGIONS with one of its terms in the text, or all of
-- them for a worldwide one (MARKETS_WORLDWIDE_TERMS).
CREATE FUNCTION "market_regions_of"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN strpos(t, ' worldwide ') > 0 OR strpos(t, ' global ') > 0 OR strpos(t, ' globally ') > 0 OR strpos(t, ' international ') > 0 OR strpos(t, ' all markets ') > 0 OR strpos(t, ' all countries ') > 0 OR strpos(t, ' all regions ') > 0 OR strpos(t, ' world ') > 0
    THEN ARRAY['north-america', 'central-america', 'south-america', 'europe', 'middle-east', 'africa', 'asia', 'oceania']::text[]
    ELSE array_remove(ARRAY[
      CASE WHEN strpos(t, ' north america') > 0 OR strpos(t, ' usa ') > 0 OR strpos(t, ' us ') > 0 OR strpos(t, ' united states') > 0 OR strpos(t, ' canada ') > 0 OR strpos(t, ' mexico ') > 0 OR strpos(t, ' nafta ') > 0 THEN 'north-america' END,
      CASE WHEN strpos(t, ' central america') > 0 OR strpos(t, ' caribbean') > 0 OR strpos(t, ' latin america') > 0 OR strpos(t, ' latam ') > 0 THEN 'central-america' END,
      CASE WHEN strpos(t, ' south america') > 0 OR strpos(t, ' latin america') > 0 OR strpos(t, ' latam ') > 0 OR strpos(t, ' mercosur ') > 0 OR strpos(t, ' brazil ') > 0 OR strpos(t, ' argentina ') > 0 OR strpos(t, ' chile ') > 0 OR strpos(t, ' colombia ') > 0 OR strpos(t, ' peru ') > 0 THEN 'south-america' END,
      CASE WHEN strpos(t, 'europe') > 0 OR strpos(t, ' eu ') > 0 OR strpos(t, ' uk ') > 0 OR strpos(t, ' united kingdom ') > 0 OR strpos(t, ' germany ') > 0 OR strpos(t, ' france ') > 0 OR strpos(t, ' italy ') > 0 OR strpos(t, ' spain ') > 0 OR strpos(t, ' scandinavia') > 0 OR strpos(t, ' nordic') > 0 OR strpos(t, ' baltic') > 0 THEN 'europe' END,
      CASE WHEN strpos(t, ' middle east') > 0 OR strpos(t, ' mena ') > 0 OR strpos(t, ' gcc ') > 0 OR strpos(t, ' gulf ') > 0 OR strpos(t, ' uae ') > 0 OR strpos(t, ' united arab emirates ') > 0 OR strpos(t, ' saudi arabia ') > 0 OR strpos(t, ' qatar ') > 0 OR strpos(t, ' israel ') > 0 THEN 'middle-east' END,
      CASE WHEN strpos(t, 'africa') > 0 OR strpos(t, ' mena ') > 0 THEN 'africa' END,
      CASE WHEN strpos(t, ' asia') > 0 OR strpos(t, ' apac ') > 0 OR strpos(t, ' asean ') > 0 OR strpos(t, ' china ') > 0 OR strpos(t, ' japan ') > 0 OR strpos(t, ' korea ') > 0 OR strpos(t, ' india ') > 0 OR strpos(t, ' pakistan ') > 0 OR strpos(t, ' bangladesh ') > 0 OR strpos(t, ' vietnam ') > 0 OR strpos(t, ' indonesia ') > 0 THEN 'asia' END,
      CASE WHEN strpos(t, ' oceania ') > 0 OR strpos(t, ' australia ') > 0 OR strpos(t, ' new zealand ') > 0 OR strpos(t, ' pacific islands ') > 0 OR strpos(t, ' asia pacific ') > 0 OR strpos(t, ' apac ') > 0 THEN 'oceania' END
    ]::text[], NULL) END
$$;
--> statement-breakpoint
CREATE FUNCTION "market_regions"(name text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT "market_regions_of"(x.t) FROM (SELECT "facet_term_text"(name) AS t OFFSET 0) x
$$;
--> statement-breakpoint
-- The day certificates are counted on: a certificate counts while its expiry date is after it. The
-- UTC date, or later when the search module's daily run has moved it on (search_facet_day, one row:
-- the last day that run re-touched the businesses whose certificates expired up to it).
CREATE TABLE "search_facet_day" (
  "one" boolean PRIMARY KEY DEFAULT true CHECK ("one"),
  "day" date NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_facet_day" ("day") VALUES ((now() AT TIME ZONE 'utc')::date);
--> statement-breakpoint
CREATE FUNCTION "search_facet_today"() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT greatest((now() AT TIME ZONE 'utc')::date, (SELECT "day" FROM "search_facet_day" LIMIT 1))
$$;
--> statement-breakpoint
-- The tokens of a business row (0042's, and 0081's: 'cert:iso-9001', 'rev:1m-5m', 'fnd:2000',
-- 'mkt:europe', 'rf:1'). Revenue bands are the contract's REVENUE_BANDS (min inclusive, max
-- exclusive); the founded-before years its FOUNDED_BEFORE_YEARS; replies fast is decision 0039's
-- rule (REPLIES_FAST_RATE 0.8 on RESPONSIVENESS.minSample 3 requests or more).
CREATE OR REPLACE FUNCTION "business_facet_values"(b "businesses") RETURNS text[] LANGUAGE sql STABLE AS $$
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
    -- Certificates not expired on the counting day (undated ones count: nothing says they expired).
    UNION ALL SELECT 'cert:' || "certificate_standard_of"(n.t)
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(b."certificates") = 'array' THEN b."certificates" ELSE '[]'::jsonb END) c,
           LATERAL (SELECT "facet_term_text"(c->>'name') AS t OFFSET 0) n
      WHERE btrim(coalesce(c->>'name', '')) <> ''
        AND coalesce("certificate_expiry_date"(c->>'expireDate') > "search_facet_today"(), true)
    UNION ALL SELECT 'rev:' || band.v
      FROM (VALUES ('0-1m', 0, 1000000), ('1m-5m', 1000000, 5000000), ('5m-10m', 5000000, 10000000),
                   ('10m-50m', 10000000, 50000000), ('50m-100m', 50000000, 100000000),
                   ('100m-500m', 100000000, 500000000), ('500m+', 500000000, NULL)) band(v, lo, hi),
           (SELECT CASE WHEN jsonb_typeof(b."general"->'totalAnnualRevenue'->'min') = 'number'
                        THEN (b."general"->'totalAnnualRevenue'->>'min')::numeric END AS mn,
                   CASE WHEN jsonb_typeof(b."general"->'totalAnnualRevenue'->'max') = 'number'
                        THEN (b."general"->'totalAnnualRevenue'->>'max')::numeric END AS mx) r
      WHERE r.mn <= r.mx AND (band.hi IS NULL OR r.mn < band.hi) AND r.mx >= band.lo
    UNION ALL SELECT 'fnd:' || y FROM unnest(ARRAY[1950, 1970, 1980, 1990, 2000, 2010, 2015, 2020]) y
      WHERE b."year_established" < y
    UNION ALL SELECT 'mkt:' || m
      FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(b."trade_capabilities"->'markets') = 'array'
                                          THEN b."trade_capabilities"->'markets' ELSE '[]'::jsonb END) x,
           LATERAL (SELECT "facet_term_text"(x) AS t OFFSET 0) n,
           unnest("market_regions_of"(n.t)) m
    UNION ALL SELECT CASE WHEN jsonb_typeof(b."responsiveness"->'rate') = 'number'
                           AND jsonb_typeof(b."responsiveness"->'sample') = 'number'
                           AND (b."responsiveness"->>'rate')::numeric >= 0.8
                           AND (b."responsiveness"->>'sample')::numeric >= 3 THEN 'rf:1' ELSE 'rf:0' END
  ) tokens
$$;
--> statement-breakpoint
DROP TRIGGER "businesses_facet_values" ON "businesses";
--> statement-breakpoint
CREATE TRIGGER "businesses_facet_values" BEFORE INSERT OR UPDATE OF "verified", "subscription", "industry_id",
  "country_code", "year_established", "general", "factory", "trade_capabilities", "business_terms", "certificates",
  "responsiveness", "facet_values" ON "businesses"
FOR EACH ROW EXECUTE FUNCTION "businesses_facet_values_keep"();
--> statement-breakpoint
-- The businesses already stored.
UPDATE "businesses" SET "facet_values" = '{}'::text[];
--> statement-breakpoint
-- A product's tokens: its business's, but its own industry (else the business's) and category.
CREATE FUNCTION "product_facet_values"(p "products") RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT t ORDER BY t), '{}'::text[]) FROM (
    SELECT t FROM "businesses" b, unnest(b."facet_values") t
      WHERE b."id" = p."business_id" AND t NOT LIKE 'ind:%' AND t NOT LIKE 'cat:%'
    UNION ALL SELECT 'ind:' || coalesce(nullif(p."industry_id", ''), b."industry_id")
      FROM "businesses" b WHERE b."id" = p."business_id" AND coalesce(nullif(p."industry_id", ''), b."industry_id", '') <> ''
    UNION ALL SELECT 'cat:' || p."category_id" WHERE coalesce(p."category_id", '') <> ''
  ) tokens
$$;
--> statement-breakpoint
CREATE FUNCTION "products_facet_values_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."facet_values" := "product_facet_values"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_facet_values" BEFORE INSERT OR UPDATE OF "business_id", "industry_id", "category_id",
  "facet_values" ON "products"
FOR EACH ROW EXECUTE FUNCTION "products_facet_values_keep"();
--> statement-breakpoint
-- A business's tokens changed: its products recompute theirs (the trigger above).
CREATE FUNCTION "businesses_products_facet_values"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "facet_values" = '{}'::text[] WHERE "business_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "businesses_products_facet_values" AFTER UPDATE ON "businesses"
FOR EACH ROW WHEN (OLD."facet_values" IS DISTINCT FROM NEW."facet_values")
EXECUTE FUNCTION "businesses_products_facet_values"();
--> statement-breakpoint
-- The products already stored.
UPDATE "products" SET "facet_values" = '{}'::text[];
