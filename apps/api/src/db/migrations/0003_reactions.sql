CREATE TABLE "reactions" (
	"resource_id" uuid NOT NULL,
	"resource_type" text NOT NULL,
	"actor_key" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"business_id" uuid,
	"reaction_type" text DEFAULT 'like' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_resource_actor_idx" ON "reactions" USING btree ("resource_id","actor_key");--> statement-breakpoint
CREATE INDEX "reactions_user_idx" ON "reactions" USING btree ("user_id");