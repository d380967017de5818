-- Saved searches keep the search's filters and alert on them; insights count appearances per filter
-- (decision 0083). saved_searches.filters: the filters as saved (written one way, null for none);
-- filter_tokens: the same as facet tokens, one array per facet, that a new item's facet_values must
-- each overlap. The same search is one with its filters too. insight_filters: appearances per
-- business, day and facet token.
CREATE TABLE "insight_filters" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"token" text NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_filters_business_id_day_token_pk" PRIMARY KEY("business_id","day","token")
);
--> statement-breakpoint
DROP INDEX "saved_searches_one_per_search";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filters" jsonb;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_tokens" jsonb;--> statement-breakpoint
ALTER TABLE "insight_filters" ADD CONSTRAINT "insight_filters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_one_per_search" ON "saved_searches" USING btree ("user_id",lower("text_query"),"business_type",coalesce("country_code", ''),coalesce("industry_id", ''),coalesce("filters", '{}'::jsonb));