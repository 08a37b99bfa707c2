CREATE TABLE "early_cancellations" (
	"restaurant_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"note" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "early_cancellations_order_unique" UNIQUE("restaurant_id","platform","external_id"),
	CONSTRAINT "early_cancellations_platform_check" CHECK ("early_cancellations"."platform" in ('ubereats', 'doordash', 'grubhub', 'shopify', 'woocommerce', 'website'))
);
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "delivery_fee_cents" TO "delivery_fee_minor";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "tax_cents" TO "tax_minor";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "subtotal_cents" TO "subtotal_minor";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total_cents" TO "total_minor";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_platform_key_unique";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_status_check";--> statement-breakpoint
DROP INDEX "webhook_deliveries_restaurant_idx";--> statement-breakpoint
DELETE FROM "webhook_deliveries" WHERE "restaurant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "restaurant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "computed_total_minor" bigint;--> statement-breakpoint
UPDATE "orders" SET "computed_total_minor" = "total_minor";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "computed_total_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stated_total_minor" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tips" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "check_notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_update" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "raw_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "early_cancellations" ADD CONSTRAINT "early_cancellations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_scheduled_due_idx" ON "orders" USING btree ("due_at") WHERE "orders"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("restaurant_id","platform","received_at" DESC NULLS LAST);--> statement-breakpoint
UPDATE "webhook_deliveries" SET "raw_body" = coalesce("payload"::text, ''), "status" = case when "status" = 'rejected' then 'refused' else "status" end;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN "payload";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_restaurant_key_unique" UNIQUE("restaurant_id","platform","delivery_key");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_status_check" CHECK ("order_events"."to_status" in ('awaiting_payment', 'scheduled', 'new', 'preparing', 'ready', 'completed', 'cancelled') and ("order_events"."from_status" is null or "order_events"."from_status" in ('awaiting_payment', 'scheduled', 'new', 'preparing', 'ready', 'completed', 'cancelled')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'scheduled', 'new', 'preparing', 'ready', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."delivery_fee_minor" >= 0 and "orders"."tax_minor" >= 0 and "orders"."platform_tax_minor" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_minor" = coalesce("orders"."stated_total_minor", "orders"."computed_total_minor"));--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_prep_minutes_check" CHECK ("restaurants"."prep_minutes" between 1 and 240);--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('received', 'processed', 'ignored', 'refused', 'failed'));