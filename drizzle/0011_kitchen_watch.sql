CREATE TABLE "dashboard_presence" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "dark_kitchen_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "reopen_when_back" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_presence" ADD CONSTRAINT "dashboard_presence_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_dark_kitchen_check" CHECK ("restaurants"."dark_kitchen_minutes" between 1 and 60);