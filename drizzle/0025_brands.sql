ALTER TABLE "restaurants" ADD COLUMN "kitchen_id" uuid;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_kitchen_id_restaurants_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurants_kitchen_idx" ON "restaurants" USING btree ("kitchen_id") WHERE "restaurants"."kitchen_id" is not null;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_kitchen_check" CHECK ("restaurants"."kitchen_id" <> "restaurants"."id");