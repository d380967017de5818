CREATE TABLE "reply_clocks" (
	"business_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"asked_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp (3) with time zone,
	CONSTRAINT "reply_clocks_business_id_subject_type_subject_id_pk" PRIMARY KEY("business_id","subject_type","subject_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "responsiveness" jsonb;--> statement-breakpoint
ALTER TABLE "reply_clocks" ADD CONSTRAINT "reply_clocks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_clocks_asked_idx" ON "reply_clocks" USING btree ("business_id","asked_at");