CREATE TABLE "store_controls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"extra_minutes" integer,
	"source" text DEFAULT 'staff' NOT NULL,
	"reason" text,
	"created_by" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "store_controls_channel_check" CHECK ("store_controls"."channel" in ('ubereats', 'doordash', 'grubhub', 'website')),
	CONSTRAINT "store_controls_kind_check" CHECK ("store_controls"."kind" in ('pause', 'busy')),
	CONSTRAINT "store_controls_source_check" CHECK ("store_controls"."source" in ('staff', 'kitchen_load', 'dark_kitchen')),
	CONSTRAINT "store_controls_busy_check" CHECK (("store_controls"."kind" = 'busy') = ("store_controls"."extra_minutes" is not null))
);
--> statement-breakpoint
CREATE TABLE "twin_stores" (
	"platform" text NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_until" timestamp with time zone,
	"pause_reason" text,
	"prep_seconds" integer,
	"busy_seconds" integer,
	"busy_interval_id" text,
	"busy_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "twin_stores_platform_restaurant_id_pk" PRIMARY KEY("platform","restaurant_id"),
	CONSTRAINT "twin_stores_platform_check" CHECK ("twin_stores"."platform" in ('ubereats', 'doordash', 'grubhub', 'shopify', 'woocommerce', 'website'))
);
--> statement-breakpoint
ALTER TABLE "platform_calls" DROP CONSTRAINT "platform_calls_action_check";--> statement-breakpoint
ALTER TABLE "platform_calls" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD COLUMN "store_control_id" uuid;--> statement-breakpoint
ALTER TABLE "store_controls" ADD CONSTRAINT "store_controls_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_controls" ADD CONSTRAINT "store_controls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_stores" ADD CONSTRAINT "twin_stores_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_controls_restaurant_idx" ON "store_controls" USING btree ("restaurant_id","channel","kind") WHERE "store_controls"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_store_control_id_store_controls_id_fk" FOREIGN KEY ("store_control_id") REFERENCES "public"."store_controls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_calls_store_idx" ON "platform_calls" USING btree ("restaurant_id","platform","seq") WHERE "platform_calls"."order_id" is null;--> statement-breakpoint
CREATE INDEX "platform_calls_control_idx" ON "platform_calls" USING btree ("store_control_id");--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_subject_check" CHECK (("platform_calls"."order_id" is null) <> ("platform_calls"."store_control_id" is null));--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_action_check" CHECK ("platform_calls"."action" in ('accept', 'deny', 'ready', 'complete', 'cancel', 'adjust', 'pause', 'resume', 'busy', 'busy_end'));