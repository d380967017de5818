CREATE TABLE "rfq_invitations" (
	"rfq_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	CONSTRAINT "rfq_invitations_rfq_id_business_id_pk" PRIMARY KEY("rfq_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"author_user_id" uuid,
	"unit_price" double precision NOT NULL,
	"currency" text NOT NULL,
	"moq" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"incoterm" text NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"attachment" jsonb,
	"status" text DEFAULT 'submitted' NOT NULL,
	"shortlisted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_quotes_status_check" CHECK (status in ('submitted', 'withdrawn', 'awarded', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"buyer_business_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"categories" text[] NOT NULL,
	"industries" text[] NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"target_min" double precision,
	"target_max" double precision,
	"target_currency" text,
	"incoterm" text NOT NULL,
	"destination_country" text NOT NULL,
	"supplier_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"deadline" date NOT NULL,
	"visibility" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"awarded_quote_id" uuid,
	"thread_id" uuid,
	"closed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfqs_status_check" CHECK (status in ('open', 'closed', 'awarded')),
	CONSTRAINT "rfqs_visibility_check" CHECK (visibility in ('public', 'invited'))
);
--> statement-breakpoint
ALTER TABLE "rfq_invitations" ADD CONSTRAINT "rfq_invitations_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_invitations" ADD CONSTRAINT "rfq_invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_business_id_businesses_id_fk" FOREIGN KEY ("buyer_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_invitations_business_idx" ON "rfq_invitations" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quotes_one_per_business" ON "rfq_quotes" USING btree ("rfq_id","business_id");--> statement-breakpoint
CREATE INDEX "rfq_quotes_rfq_idx" ON "rfq_quotes" USING btree ("rfq_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rfq_quotes_business_month_idx" ON "rfq_quotes" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_board_idx" ON "rfqs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'open' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "rfqs_buyer_idx" ON "rfqs" USING btree ("buyer_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfqs_buyer_business_idx" ON "rfqs" USING btree ("buyer_business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfqs_due_idx" ON "rfqs" USING btree ("deadline") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "rfqs_text_idx" ON "rfqs" USING gin (to_tsvector('simple', "title" || ' ' || "description"));