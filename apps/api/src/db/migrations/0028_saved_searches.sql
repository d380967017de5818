CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"item" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"told_at" timestamp (3) with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_item_type_item_id_pk" PRIMARY KEY("saved_search_id","item_type","item_id"),
	CONSTRAINT "saved_search_matches_item_type_check" CHECK (item_type in ('business', 'product', 'rfq'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"text_query" text DEFAULT '' NOT NULL,
	"business_type" text NOT NULL,
	"country_code" text,
	"industry_id" text,
	"include_rfqs" boolean DEFAULT false NOT NULL,
	"frequency" text NOT NULL,
	"words" "tsquery",
	"last_alert_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK (frequency in ('instant', 'daily', 'weekly', 'off'))
);
--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_pending_idx" ON "saved_search_matches" USING btree ("saved_search_id","created_at") WHERE told_at is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_told_idx" ON "saved_search_matches" USING btree ("told_at") WHERE told_at is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_one_per_search" ON "saved_searches" USING btree ("user_id",lower("text_query"),"business_type",coalesce("country_code", ''),coalesce("industry_id", ''));--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("business_type","country_code") WHERE frequency <> 'off';--> statement-breakpoint
CREATE INDEX "saved_searches_rfq_idx" ON "saved_searches" USING btree ("country_code") WHERE include_rfqs and frequency <> 'off';