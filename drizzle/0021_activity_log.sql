CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"actor_user_id" uuid,
	"actor_device_id" uuid,
	"actor_name" text,
	"device_name" text,
	CONSTRAINT "activity_log_kind_check" CHECK ("activity_log"."kind" in ('orders', 'availability', 'store', 'menu', 'printers', 'settings', 'people', 'devices', 'platforms', 'alerts'))
);
--> statement-breakpoint
ALTER TABLE "device_pin_attempts" ADD COLUMN "lockouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_device_id_devices_id_fk" FOREIGN KEY ("actor_device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_restaurant_idx" ON "activity_log" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "activity_log_kind_idx" ON "activity_log" USING btree ("restaurant_id","kind","id");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("restaurant_id","actor_user_id","id") WHERE "activity_log"."actor_user_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_log_device_idx" ON "activity_log" USING btree ("actor_device_id") WHERE "activity_log"."actor_device_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "order_events_device_idx" ON "order_events" USING btree ("actor_device_id") WHERE "order_events"."actor_device_id" is not null;