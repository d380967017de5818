-- Search by rating (decision 0077): each business keeps how many public reviews it has and the
-- average of their overall stars (null below three), written by the reviews module whenever its
-- public set changes. One partial index of the rated businesses, company type first, serves
-- "Highest rated" (average, then count, then the directory's order) and "4 stars & up" by a walk that stops after one page, with
-- or without words (it carries the search vector, so a word is tested on the index entry), at
-- 1,000,000 businesses of which few are rated. The businesses reviewed before
-- the columns existed get their figures from the reviews module's hourly recount.
ALTER TABLE "businesses" ADD COLUMN "review_average" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_type_rating_idx" ON "businesses" ("business_type_code", "review_average" DESC, "review_count" DESC, "tier_rank" DESC, "verified" DESC, "created_at" DESC, "id") INCLUDE ("search_vector", "country_code") WHERE review_average IS NOT NULL AND hidden_at IS NULL;
