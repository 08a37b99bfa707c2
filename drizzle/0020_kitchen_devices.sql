CREATE TABLE "device_pin_attempts" (
	"device_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "device_pin_attempts_device_id_user_id_pk" PRIMARY KEY("device_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pin_actions" text[] DEFAULT array['reject', 'cancel', 'eighty_six', 'pause']::text[] NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "devices_pin_actions_check" CHECK ("devices"."pin_actions" <@ array['accept', 'reject', 'cancel', 'move', 'print', 'eighty_six', 'pause']::text[])
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_device_id" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_device_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "device_pin_attempts" ADD CONSTRAINT "device_pin_attempts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pin_attempts" ADD CONSTRAINT "device_pin_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pin_attempts" ADD CONSTRAINT "device_pin_attempts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_restaurant_idx" ON "devices" USING btree ("restaurant_id","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_device_id_devices_id_fk" FOREIGN KEY ("actor_device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "order_events" SET "actor_name" = "users"."name" FROM "users" WHERE "users"."id" = "order_events"."actor_user_id";
