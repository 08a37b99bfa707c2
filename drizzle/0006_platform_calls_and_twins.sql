CREATE TABLE "platform_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"action" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"response_status" integer,
	"message" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "platform_calls_platform_check" CHECK ("platform_calls"."platform" in ('ubereats', 'doordash', 'grubhub', 'shopify', 'woocommerce', 'website')),
	CONSTRAINT "platform_calls_action_check" CHECK ("platform_calls"."action" in ('accept', 'deny', 'ready', 'complete', 'cancel')),
	CONSTRAINT "platform_calls_state_check" CHECK ("platform_calls"."state" in ('pending', 'sending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "twin_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"restaurant_id" uuid,
	"external_id" text,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"operation" text NOT NULL,
	"body" jsonb,
	"status" integer NOT NULL,
	"answer" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twin_orders" (
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"state" text DEFAULT 'placed' NOT NULL,
	"order_number" text NOT NULL,
	"body" jsonb NOT NULL,
	"prep_minutes" integer,
	"ready_at" timestamp with time zone,
	"reason" text,
	"cancelled_by" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"webhook_pending" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "twin_orders_platform_external_id_pk" PRIMARY KEY("platform","external_id"),
	CONSTRAINT "twin_orders_platform_check" CHECK ("twin_orders"."platform" in ('ubereats', 'doordash', 'grubhub', 'shopify', 'woocommerce', 'website')),
	CONSTRAINT "twin_orders_state_check" CHECK ("twin_orders"."state" in ('placed', 'accepted', 'denied', 'ready', 'picked_up', 'delivered', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_call" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "auto_accept_platforms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "deadline_warning_minutes" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_calls" ADD CONSTRAINT "twin_calls_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_orders" ADD CONSTRAINT "twin_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_calls_due_idx" ON "platform_calls" USING btree ("seq") WHERE "platform_calls"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "platform_calls_order_idx" ON "platform_calls" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "twin_calls_order_idx" ON "twin_calls" USING btree ("platform","external_id","id");--> statement-breakpoint
CREATE INDEX "twin_orders_restaurant_idx" ON "twin_orders" USING btree ("restaurant_id","platform","placed_at");--> statement-breakpoint
CREATE INDEX "twin_orders_deadline_idx" ON "twin_orders" USING btree ("deadline_at") WHERE "twin_orders"."state" = 'placed';--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_deadline_warning_check" CHECK ("restaurants"."deadline_warning_minutes" between 1 and 10);