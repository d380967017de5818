-- Search at 1,000,000 businesses (decision 0048): a word searched within a type and a
-- country found its matches in the full-text index of the type (or of every business) and read each
-- match's table row to test the country: "food" among manufacturers in Mexico read 8,933 rows, or
-- joined the 80,069 businesses matching "food" with the type-and-country index, for no result at
-- all (115 ms). The type's full-text indexes now hold the business's country too, as an upper-case
-- lexeme ('MX'), which no query word can be (to_tsquery lower-cases every word), so the type and
-- country are answered inside one index (7 ms). The indexes keep their names; search.repo's
-- `typedVector` is the expression they are built on, and a search within a type must use it.
DROP INDEX "businesses_strong_ma_idx";
--> statement-breakpoint
CREATE INDEX "businesses_strong_ma_idx" ON "businesses" USING gin (("strong_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'MA' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_strong_di_idx";
--> statement-breakpoint
CREATE INDEX "businesses_strong_di_idx" ON "businesses" USING gin (("strong_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'DI' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_strong_ws_idx";
--> statement-breakpoint
CREATE INDEX "businesses_strong_ws_idx" ON "businesses" USING gin (("strong_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'WS' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_strong_im_idx";
--> statement-breakpoint
CREATE INDEX "businesses_strong_im_idx" ON "businesses" USING gin (("strong_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'IM' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_strong_ex_idx";
--> statement-breakpoint
CREATE INDEX "businesses_strong_ex_idx" ON "businesses" USING gin (("strong_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'EX' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_strong_re_idx";
--> statement-breakpoint
CREATE INDEX "businesses_strong_re_idx" ON "businesses" USING gin (("strong_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'RE' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_strong_in_idx";
--> statement-breakpoint
CREATE INDEX "businesses_strong_in_idx" ON "businesses" USING gin (("strong_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'IN' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_strong_co_idx";
--> statement-breakpoint
CREATE INDEX "businesses_strong_co_idx" ON "businesses" USING gin (("strong_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'CO' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_strong_go_idx";
--> statement-breakpoint
CREATE INDEX "businesses_strong_go_idx" ON "businesses" USING gin (("strong_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'GO' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_search_ma_idx";
--> statement-breakpoint
CREATE INDEX "businesses_search_ma_idx" ON "businesses" USING gin (("search_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'MA' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_search_di_idx";
--> statement-breakpoint
CREATE INDEX "businesses_search_di_idx" ON "businesses" USING gin (("search_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'DI' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_search_ws_idx";
--> statement-breakpoint
CREATE INDEX "businesses_search_ws_idx" ON "businesses" USING gin (("search_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'WS' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_search_im_idx";
--> statement-breakpoint
CREATE INDEX "businesses_search_im_idx" ON "businesses" USING gin (("search_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'IM' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_search_ex_idx";
--> statement-breakpoint
CREATE INDEX "businesses_search_ex_idx" ON "businesses" USING gin (("search_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'EX' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_search_re_idx";
--> statement-breakpoint
CREATE INDEX "businesses_search_re_idx" ON "businesses" USING gin (("search_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'RE' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_search_in_idx";
--> statement-breakpoint
CREATE INDEX "businesses_search_in_idx" ON "businesses" USING gin (("search_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'IN' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_search_co_idx";
--> statement-breakpoint
CREATE INDEX "businesses_search_co_idx" ON "businesses" USING gin (("search_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'CO' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX "businesses_search_go_idx";
--> statement-breakpoint
CREATE INDEX "businesses_search_go_idx" ON "businesses" USING gin (("search_vector" || array_to_tsvector(array_remove(ARRAY["country_code"], '')))) WHERE business_type_code = 'GO' AND hidden_at IS NULL;
