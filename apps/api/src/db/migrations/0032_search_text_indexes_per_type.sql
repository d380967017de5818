-- Search at 1,000,000 businesses (decision 0048): a word searched within a business type
-- found its matches in the full-text index of every business, then read each match's table row
-- only to test the type: 16,648 rows read for the 1,813 distributors matching "hotel furniture"
-- (350 ms for the page, 330 ms more for its count). Each business type now has full-text indexes
-- of its own listed businesses (every search asks `hidden_at is null`), so a search within a type
-- reads only that type's matches (9 ms and 3 ms). The indexes of all businesses stay, for a
-- search of every type. A new company type needs its two indexes too (search.indexes.test.ts).
CREATE INDEX "businesses_strong_ma_idx" ON "businesses" USING gin ("strong_vector") WHERE business_type_code = 'MA' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_strong_di_idx" ON "businesses" USING gin ("strong_vector") WHERE business_type_code = 'DI' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_strong_ws_idx" ON "businesses" USING gin ("strong_vector") WHERE business_type_code = 'WS' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_strong_im_idx" ON "businesses" USING gin ("strong_vector") WHERE business_type_code = 'IM' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_strong_ex_idx" ON "businesses" USING gin ("strong_vector") WHERE business_type_code = 'EX' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_strong_re_idx" ON "businesses" USING gin ("strong_vector") WHERE business_type_code = 'RE' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_strong_in_idx" ON "businesses" USING gin ("strong_vector") WHERE business_type_code = 'IN' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_strong_co_idx" ON "businesses" USING gin ("strong_vector") WHERE business_type_code = 'CO' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_strong_go_idx" ON "businesses" USING gin ("strong_vector") WHERE business_type_code = 'GO' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_search_ma_idx" ON "businesses" USING gin ("search_vector") WHERE business_type_code = 'MA' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_search_di_idx" ON "businesses" USING gin ("search_vector") WHERE business_type_code = 'DI' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_search_ws_idx" ON "businesses" USING gin ("search_vector") WHERE business_type_code = 'WS' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_search_im_idx" ON "businesses" USING gin ("search_vector") WHERE business_type_code = 'IM' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_search_ex_idx" ON "businesses" USING gin ("search_vector") WHERE business_type_code = 'EX' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_search_re_idx" ON "businesses" USING gin ("search_vector") WHERE business_type_code = 'RE' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_search_in_idx" ON "businesses" USING gin ("search_vector") WHERE business_type_code = 'IN' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_search_co_idx" ON "businesses" USING gin ("search_vector") WHERE business_type_code = 'CO' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE INDEX "businesses_search_go_idx" ON "businesses" USING gin ("search_vector") WHERE business_type_code = 'GO' AND hidden_at IS NULL;
