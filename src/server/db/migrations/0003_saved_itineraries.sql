CREATE TABLE "saved_itineraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"duration_days" integer NOT NULL,
	"preferences" jsonb NOT NULL,
	"itinerary" jsonb NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_itineraries_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "saved_itineraries" ADD CONSTRAINT "saved_itineraries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_itineraries_user_updated_idx" ON "saved_itineraries" USING btree ("user_id","updated_at" DESC NULLS LAST);