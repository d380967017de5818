CREATE TABLE "inquiry_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_user_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_messages_side_check" CHECK (side in ('S', 'R'))
);
--> statement-breakpoint
CREATE TABLE "inquiry_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"from_business_id" uuid,
	"to_business_id" uuid NOT NULL,
	"product_id" uuid,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"sender_unread" integer DEFAULT 0 NOT NULL,
	"receiver_unread" integer DEFAULT 0 NOT NULL,
	"sender_read_at" timestamp (3) with time zone,
	"receiver_read_at" timestamp (3) with time zone,
	"last_message_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"closed_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_requests_status_check" CHECK (status in ('open', 'closed')),
	CONSTRAINT "inquiry_requests_not_to_self" CHECK (from_business_id is null or from_business_id <> to_business_id)
);
--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_request_id_inquiry_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."inquiry_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_requests" ADD CONSTRAINT "inquiry_requests_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_requests" ADD CONSTRAINT "inquiry_requests_from_business_id_businesses_id_fk" FOREIGN KEY ("from_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_requests" ADD CONSTRAINT "inquiry_requests_to_business_id_businesses_id_fk" FOREIGN KEY ("to_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_requests" ADD CONSTRAINT "inquiry_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_requests" ADD CONSTRAINT "inquiry_requests_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_messages_request_idx" ON "inquiry_messages" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiry_requests_user_idx" ON "inquiry_requests" USING btree ("from_user_id","last_message_at" DESC NULLS LAST) WHERE from_business_id is null;--> statement-breakpoint
CREATE INDEX "inquiry_requests_from_business_idx" ON "inquiry_requests" USING btree ("from_business_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_requests_to_business_idx" ON "inquiry_requests" USING btree ("to_business_id","last_message_at" DESC NULLS LAST);