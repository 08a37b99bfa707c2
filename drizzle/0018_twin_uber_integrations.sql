CREATE TABLE "twin_uber_integrations" (
	"store_id" text PRIMARY KEY NOT NULL,
	"integration_enabled" boolean NOT NULL,
	"is_order_manager" boolean NOT NULL,
	"integrator_store_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
