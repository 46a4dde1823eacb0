ALTER TABLE "day_feedback" ADD COLUMN "itinerary_id" uuid;--> statement-breakpoint
ALTER TABLE "day_feedback" ADD COLUMN "day_index" integer;--> statement-breakpoint
ALTER TABLE "trip_feedback" ADD COLUMN "itinerary_id" uuid;--> statement-breakpoint
ALTER TABLE "day_feedback" ADD CONSTRAINT "day_feedback_itinerary_id_saved_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."saved_itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_feedback" ADD CONSTRAINT "trip_feedback_itinerary_id_saved_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."saved_itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_feedback_itinerary_day_key" ON "day_feedback" USING btree ("itinerary_id","day_index");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_feedback_itinerary_key" ON "trip_feedback" USING btree ("itinerary_id");