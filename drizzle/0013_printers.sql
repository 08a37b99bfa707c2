CREATE TABLE "print_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"printer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"layout" text NOT NULL,
	"cause" text NOT NULL,
	"changes" jsonb,
	"reprint" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"fetched_by" uuid,
	"done_at" timestamp with time zone,
	"result" text,
	"released_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "print_jobs_kind_check" CHECK ("print_jobs"."kind" in ('new', 'accepted', 'updated', 'cancelled', 'manual')),
	CONSTRAINT "print_jobs_layout_check" CHECK ("print_jobs"."layout" in ('kitchen', 'receipt'))
);
--> statement-breakpoint
CREATE TABLE "twin_printer_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printer_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"station" text NOT NULL,
	"protocol" text NOT NULL,
	"paper_width" integer NOT NULL,
	"auto_print" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prints_receipt" boolean DEFAULT false NOT NULL,
	"backup_printer_id" uuid,
	"secret_hash" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"is_twin" boolean DEFAULT false NOT NULL,
	"twin_runner" text,
	"twin_lease_until" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"offline_since" timestamp with time zone,
	"condition" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_protocol_check" CHECK ("printers"."protocol" in ('star-cloudprnt', 'epson-sdp')),
	CONSTRAINT "printers_paper_check" CHECK ("printers"."paper_width" in (58, 80)),
	CONSTRAINT "printers_name_check" CHECK (length(trim("printers"."name")) between 1 and 40),
	CONSTRAINT "printers_station_check" CHECK (length(trim("printers"."station")) between 1 and 40),
	CONSTRAINT "printers_auto_print_check" CHECK (jsonb_typeof("printers"."auto_print") = 'array' and not ("printers"."auto_print" - array['new', 'accepted', 'updated', 'cancelled']::text[] <> '[]'::jsonb))
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "station" text DEFAULT 'kitchen' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "print_backlog_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_printer_tickets" ADD CONSTRAINT "twin_printer_tickets_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_backup_printer_id_printers_id_fk" FOREIGN KEY ("backup_printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_cause_unique" ON "print_jobs" USING btree ("printer_id","layout","cause");--> statement-breakpoint
CREATE INDEX "print_jobs_open_idx" ON "print_jobs" USING btree ("printer_id","created_at") WHERE "print_jobs"."done_at" is null and "print_jobs"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "print_jobs_restaurant_cause_idx" ON "print_jobs" USING btree ("restaurant_id","cause");--> statement-breakpoint
CREATE INDEX "twin_printer_tickets_printer_idx" ON "twin_printer_tickets" USING btree ("printer_id","at");--> statement-breakpoint
CREATE INDEX "printers_restaurant_idx" ON "printers" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "printers_backup_idx" ON "printers" USING btree ("backup_printer_id") WHERE "printers"."backup_printer_id" is not null;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_print_backlog_check" CHECK ("restaurants"."print_backlog_minutes" between 1 and 240);