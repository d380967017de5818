-- Reviews of businesses tied to real trade (decision 0073): the reviews with their one reply, every
-- earlier version of each, and reviews as something members can report.
CREATE TABLE "business_review_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"overall" integer NOT NULL,
	"quality" integer NOT NULL,
	"communication" integer NOT NULL,
	"delivery" integer NOT NULL,
	"text" text NOT NULL,
	"written_at" timestamp (3) with time zone NOT NULL,
	"replaced_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"overall" integer NOT NULL,
	"quality" integer NOT NULL,
	"communication" integer NOT NULL,
	"delivery" integer NOT NULL,
	"text" text NOT NULL,
	"trade_kind" text NOT NULL,
	"trade_month" date NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"status_reason" text,
	"published_at" timestamp (3) with time zone,
	"hidden_at" timestamp (3) with time zone,
	"hidden_reason" text,
	"reply_text" text,
	"reply_user_id" uuid,
	"replied_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_reviews_status_check" CHECK (status in ('pending', 'published', 'rejected')),
	CONSTRAINT "business_reviews_trade_kind_check" CHECK (trade_kind in ('awarded-quote', 'conversation')),
	CONSTRAINT "business_reviews_stars_check" CHECK (overall between 1 and 5 and quality between 1 and 5 and communication between 1 and 5 and delivery between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "business_review_versions" ADD CONSTRAINT "business_review_versions_review_id_business_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."business_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_reply_user_id_users_id_fk" FOREIGN KEY ("reply_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_review_versions_review_idx" ON "business_review_versions" USING btree ("review_id","replaced_at");--> statement-breakpoint
CREATE INDEX "business_reviews_public_idx" ON "business_reviews" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "business_reviews_author_idx" ON "business_reviews" USING btree ("author_user_id","business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_reviews_business_created_idx" ON "business_reviews" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "business_reviews_pending_idx" ON "business_reviews" USING btree ("created_at","id") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK (target_type in ('post', 'comment', 'message', 'business', 'product', 'user', 'review'));