CREATE TABLE "insight_counts" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_counts_business_id_day_kind_pk" PRIMARY KEY("business_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_seen" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "insight_seen_day_key_pk" PRIMARY KEY("day","key")
);
--> statement-breakpoint
CREATE TABLE "insight_terms" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_terms_business_id_day_term_pk" PRIMARY KEY("business_id","day","term")
);
--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_terms" ADD CONSTRAINT "insight_terms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;