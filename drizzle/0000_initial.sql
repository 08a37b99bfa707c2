CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"actor_type" text NOT NULL,
	"actor_user_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor_type" in ('user', 'platform', 'system')),
	CONSTRAINT "order_events_status_check" CHECK ("order_events"."to_status" in ('new', 'preparing', 'ready', 'completed', 'cancelled') and ("order_events"."from_status" is null or "order_events"."from_status" in ('new', 'preparing', 'ready', 'completed', 'cancelled')))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"order_number" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_address" jsonb,
	"is_delivery" boolean NOT NULL,
	"delivery_distance_miles" double precision,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"delivery_instructions" text,
	"items" jsonb NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_restaurant_platform_external_unique" UNIQUE("restaurant_id","platform","external_id"),
	CONSTRAINT "orders_platform_check" CHECK ("orders"."platform" in ('ubereats', 'doordash', 'grubhub', 'shopify', 'woocommerce', 'website')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('new', 'preparing', 'ready', 'completed', 'cancelled')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."delivery_fee_cents" >= 0 and "orders"."tax_cents" >= 0 and "orders"."subtotal_cents" >= 0),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."tax_cents" + case when "orders"."is_delivery" then "orders"."delivery_fee_cents" else 0 end),
	CONSTRAINT "orders_items_check" CHECK (jsonb_typeof("orders"."items") = 'array')
);
--> statement-breakpoint
CREATE TABLE "platform_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"is_connected" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets_encrypted" text,
	"merchant_agreement_accepted_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_connections_restaurant_platform_unique" UNIQUE("restaurant_id","platform"),
	CONSTRAINT "platform_connections_platform_check" CHECK ("platform_connections"."platform" in ('ubereats', 'doordash', 'grubhub', 'shopify', 'woocommerce', 'website'))
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_kind_check" CHECK ("restaurants"."kind" in ('standard', 'demo', 'test')),
	CONSTRAINT "restaurants_name_check" CHECK (length(trim("restaurants"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'shop_owner', 'demo')),
	CONSTRAINT "users_restaurant_by_role_check" CHECK (("users"."role" = 'admin') = ("users"."restaurant_id" is null))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"restaurant_id" uuid,
	"delivery_key" text NOT NULL,
	"event_type" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"order_id" uuid,
	"payload" jsonb,
	"error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_platform_key_unique" UNIQUE("platform","delivery_key"),
	CONSTRAINT "webhook_deliveries_platform_check" CHECK ("webhook_deliveries"."platform" in ('ubereats', 'doordash', 'grubhub', 'shopify', 'woocommerce', 'website')),
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('received', 'processed', 'ignored', 'rejected', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_connections" ADD CONSTRAINT "platform_connections_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_events_restaurant_at_idx" ON "order_events" USING btree ("restaurant_id","at");--> statement-breakpoint
CREATE INDEX "orders_restaurant_created_idx" ON "orders" USING btree ("restaurant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_restaurant_open_idx" ON "orders" USING btree ("restaurant_id","created_at") WHERE "orders"."status" not in ('completed', 'cancelled');--> statement-breakpoint
CREATE INDEX "orders_restaurant_test_idx" ON "orders" USING btree ("restaurant_id") WHERE "orders"."is_test";--> statement-breakpoint
CREATE INDEX "restaurants_kind_created_idx" ON "restaurants" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "restaurants_expires_idx" ON "restaurants" USING btree ("expires_at") WHERE "restaurants"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_restaurant_idx" ON "users" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_restaurant_idx" ON "webhook_deliveries" USING btree ("restaurant_id","received_at");