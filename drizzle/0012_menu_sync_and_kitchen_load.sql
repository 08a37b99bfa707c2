CREATE TABLE "menu_availability_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"item_id" uuid,
	"group_id" uuid,
	"option_id" text,
	"is_available" boolean NOT NULL,
	"until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_availability_changes_subject_check" CHECK (("menu_availability_changes"."item_id" is not null and "menu_availability_changes"."group_id" is null and "menu_availability_changes"."option_id" is null) or ("menu_availability_changes"."item_id" is null and "menu_availability_changes"."group_id" is not null and "menu_availability_changes"."option_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "menu_publishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"feed_token" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twin_menus" (
	"platform" text NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"menu" jsonb,
	"menu_id" text,
	"published_at" timestamp with time zone,
	"suspended" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "twin_menus_platform_restaurant_id_pk" PRIMARY KEY("platform","restaurant_id"),
	CONSTRAINT "twin_menus_platform_check" CHECK ("twin_menus"."platform" in ('ubereats', 'doordash', 'grubhub', 'shopify', 'woocommerce', 'website'))
);
--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_availability_check";--> statement-breakpoint
ALTER TABLE "platform_calls" DROP CONSTRAINT "platform_calls_action_check";--> statement-breakpoint
ALTER TABLE "platform_calls" DROP CONSTRAINT "platform_calls_subject_check";--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unavailable_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD COLUMN "availability_change_id" uuid;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD COLUMN "menu_publish_id" uuid;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "default_item_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "kitchen_load_rules" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "kitchen_load_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_controls" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "menu_availability_changes" ADD CONSTRAINT "menu_availability_changes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_availability_changes" ADD CONSTRAINT "menu_availability_changes_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_availability_changes" ADD CONSTRAINT "menu_availability_changes_group_id_menu_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."menu_modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_availability_changes" ADD CONSTRAINT "menu_availability_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_publishes" ADD CONSTRAINT "menu_publishes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_publishes" ADD CONSTRAINT "menu_publishes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_menus" ADD CONSTRAINT "twin_menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_availability_changes_item_idx" ON "menu_availability_changes" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "menu_availability_changes_option_idx" ON "menu_availability_changes" USING btree ("group_id","option_id","created_at");--> statement-breakpoint
CREATE INDEX "menu_publishes_restaurant_idx" ON "menu_publishes" USING btree ("restaurant_id","created_at");--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_availability_change_id_menu_availability_changes_id_fk" FOREIGN KEY ("availability_change_id") REFERENCES "public"."menu_availability_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_menu_publish_id_menu_publishes_id_fk" FOREIGN KEY ("menu_publish_id") REFERENCES "public"."menu_publishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_calls_availability_idx" ON "platform_calls" USING btree ("availability_change_id");--> statement-breakpoint
CREATE INDEX "platform_calls_publish_idx" ON "platform_calls" USING btree ("menu_publish_id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_prep_minutes_check" CHECK ("menu_items"."prep_minutes" between 1 and 120);--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_availability_check" CHECK ("menu_items"."availability" in ('available', 'until_end_of_day', 'until_time', 'until_turned_on') and (("menu_items"."availability" in ('until_end_of_day', 'until_time')) = ("menu_items"."unavailable_until" is not null)));--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_action_check" CHECK ("platform_calls"."action" in ('accept', 'deny', 'ready', 'complete', 'cancel', 'adjust', 'pause', 'resume', 'busy', 'busy_end', 'suspend', 'unsuspend', 'publish_menu', 'menu_status'));--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_subject_check" CHECK (num_nonnulls("platform_calls"."order_id", "platform_calls"."store_control_id", "platform_calls"."availability_change_id", "platform_calls"."menu_publish_id") = 1);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_item_minutes_check" CHECK ("restaurants"."default_item_minutes" between 1 and 120);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_load_level_check" CHECK ("restaurants"."kitchen_load_level" between 0 and 2);