-- Certificates that do not silently expire (decision 0076): every business certificate's expiry
-- date as a row, kept from businesses.certificates by a trigger, so the daily reminder run and the
-- staff's list read a range of the date index instead of every profile's jsonb; reminded_stage
-- records the last reminder sent for that date (a new date clears it).
CREATE TABLE "certificate_expiries" (
	"business_id" uuid NOT NULL,
	"certificate_id" text NOT NULL,
	"name" text NOT NULL,
	"expire_date" date NOT NULL,
	"reminded_stage" integer,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "certificate_expiries_business_id_certificate_id_pk" PRIMARY KEY("business_id","certificate_id")
);
--> statement-breakpoint
ALTER TABLE "certificate_expiries" ADD CONSTRAINT "certificate_expiries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_expiries_date_idx" ON "certificate_expiries" USING btree ("expire_date");--> statement-breakpoint
-- A certificate's expireDate as a date, or null when it is not one (the row is then left out).
CREATE FUNCTION "certificate_expiry_date"(v text) RETURNS date LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF v IS NULL OR v !~ '^\d{4}-\d{2}-\d{2}$' THEN RETURN NULL; END IF;
  RETURN v::date;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The business's rows follow its certificates: gone ones deleted, new ones added, a changed name
-- kept, a changed expiry date re-armed (reminded_stage cleared).
CREATE FUNCTION "certificate_expiries_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."certificates" IS NOT DISTINCT FROM NEW."certificates" THEN RETURN NULL; END IF;
  DELETE FROM "certificate_expiries" e WHERE e."business_id" = NEW."id" AND NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements(coalesce(NEW."certificates", '[]'::jsonb)) c
    WHERE c->>'id' = e."certificate_id" AND "certificate_expiry_date"(c->>'expireDate') IS NOT NULL);
  INSERT INTO "certificate_expiries" AS e ("business_id", "certificate_id", "name", "expire_date")
  SELECT DISTINCT ON (c->>'id') NEW."id", c->>'id', left(coalesce(c->>'name', ''), 200), "certificate_expiry_date"(c->>'expireDate')
  FROM jsonb_array_elements(coalesce(NEW."certificates", '[]'::jsonb)) c
  WHERE coalesce(c->>'id', '') <> '' AND "certificate_expiry_date"(c->>'expireDate') IS NOT NULL
  ON CONFLICT ("business_id", "certificate_id") DO UPDATE SET
    "name" = excluded."name",
    "expire_date" = excluded."expire_date",
    "reminded_stage" = CASE WHEN e."expire_date" = excluded."expire_date" THEN e."reminded_stage" END,
    "reminded_at" = CASE WHEN e."expire_date" = excluded."expire_date" THEN e."reminded_at" END
  WHERE e."name" IS DISTINCT FROM excluded."name" OR e."expire_date" IS DISTINCT FROM excluded."expire_date";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "businesses_certificate_expiries" AFTER INSERT OR UPDATE OF "certificates" ON "businesses"
FOR EACH ROW EXECUTE FUNCTION "certificate_expiries_sync"();
--> statement-breakpoint
-- The certificates already stored.
INSERT INTO "certificate_expiries" ("business_id", "certificate_id", "name", "expire_date")
SELECT DISTINCT ON (b."id", c->>'id') b."id", c->>'id', left(coalesce(c->>'name', ''), 200), "certificate_expiry_date"(c->>'expireDate')
FROM "businesses" b, jsonb_array_elements(b."certificates") c
WHERE jsonb_typeof(b."certificates") = 'array' AND coalesce(c->>'id', '') <> ''
  AND "certificate_expiry_date"(c->>'expireDate') IS NOT NULL
ON CONFLICT DO NOTHING;
