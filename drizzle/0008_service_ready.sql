CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_verification_tokens_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "order_events_order_status_unique";--> statement-breakpoint
DROP INDEX "order_events_preparation_idx";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "corrects_event_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_note" text;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD COLUMN "order_event_id" bigint;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "age_warning_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "age_late_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "sales_tax_millipercent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_corrects_event_id_order_events_id_fk" FOREIGN KEY ("corrects_event_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_order_status_unique" ON "order_events" USING btree ("order_id","to_status") WHERE "order_events"."undone_at" is null and "order_events"."corrects_event_id" is null;--> statement-breakpoint
CREATE INDEX "order_events_preparation_idx" ON "order_events" USING btree ("restaurant_id","to_status","at","order_id") WHERE "order_events"."to_status" in ('new', 'ready') and "order_events"."undone_at" is null and "order_events"."corrects_event_id" is null;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_age_thresholds_check" CHECK ("restaurants"."age_warning_minutes" between 1 and 240 and "restaurants"."age_late_minutes" between 2 and 480 and "restaurants"."age_late_minutes" > "restaurants"."age_warning_minutes");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_sales_tax_check" CHECK ("restaurants"."sales_tax_millipercent" between 0 and 30000);