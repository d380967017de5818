CREATE TABLE "membership_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"credited_membership_id" uuid,
	"provider" text NOT NULL,
	"payment_method" text,
	"provider_payment_id" text,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "membership_payments_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" uuid,
	"company_name" text NOT NULL,
	"user_id" uuid,
	"checkout_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"tier" text NOT NULL,
	"plan_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"email" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"max_products" integer NOT NULL,
	"verification" boolean NOT NULL,
	"boosts_per_month" integer,
	"support_hours" integer,
	"sort" integer NOT NULL,
	CONSTRAINT "membership_plans_tier_unique" UNIQUE("tier")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"price_cents" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"decline_code" text,
	"decline_message" text,
	"client_secret" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text NOT NULL,
	"documents" jsonb NOT NULL,
	"note" text,
	"checked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD CONSTRAINT "membership_checkouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD CONSTRAINT "membership_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD CONSTRAINT "membership_checkouts_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_payment_id_membership_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."membership_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_checkouts_business_idx" ON "membership_checkouts" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "membership_checkouts_payment_idx" ON "membership_checkouts" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_number_idx" ON "membership_payments" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_provider_idx" ON "membership_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_checkout_idx" ON "membership_payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "membership_payments_business_idx" ON "membership_payments" USING btree ("business_id","paid_at");--> statement-breakpoint
CREATE INDEX "membership_payments_paid_idx" ON "membership_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_active_idx" ON "memberships" USING btree ("business_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "memberships_expiry_idx" ON "memberships" USING btree ("expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_key_idx" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_pending_idx" ON "verification_requests" USING btree ("business_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "verification_requests_business_idx" ON "verification_requests" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_status_idx" ON "verification_requests" USING btree ("status","created_at");--> statement-breakpoint
-- Products over the cap of the business's tier are hidden, never deleted (decision 0018):
-- the oldest ones up to the cap stay listed. The cap comes from membership_plans (seeded from
-- PACKAGES); without a plan row for the tier nothing is hidden.
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "products_apply_cap"(bid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE cap integer;
BEGIN
  SELECT mp."max_products" INTO cap FROM "businesses" b JOIN "membership_plans" mp ON mp."tier" = b."subscription" WHERE b."id" = bid;
  UPDATE "products" p SET "hidden" = coalesce(r.n > cap, false)
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "products" WHERE "business_id" = bid) r
  WHERE p."id" = r."id" AND p."hidden" IS DISTINCT FROM coalesce(r.n > cap, false);
END $$;
--> statement-breakpoint
CREATE FUNCTION "businesses_apply_product_cap"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "products_apply_cap"(NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "businesses_product_cap" AFTER UPDATE OF "subscription" ON "businesses"
FOR EACH ROW WHEN (OLD."subscription" IS DISTINCT FROM NEW."subscription")
EXECUTE FUNCTION "businesses_apply_product_cap"();
--> statement-breakpoint
-- A product removed while others are hidden lets the next hidden one back under the cap.
CREATE FUNCTION "products_reapply_cap"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "products" WHERE "business_id" = OLD."business_id" AND "hidden") THEN
    PERFORM "products_apply_cap"(OLD."business_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_cap_after_delete" AFTER DELETE ON "products"
FOR EACH ROW EXECUTE FUNCTION "products_reapply_cap"();
--> statement-breakpoint
-- Public product lists read only listed products: their order indexes leave the hidden ones out.
DROP INDEX "products_rank_idx";
--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" ("business_rank" DESC, "created_at" DESC, "id") INCLUDE ("strong_vector") WHERE NOT "hidden";
--> statement-breakpoint
DROP INDEX "products_newest_idx";
--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" ("created_at" DESC, "id") WHERE NOT "hidden";
