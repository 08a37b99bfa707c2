CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "accounts_name_check" CHECK (length(trim("accounts"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"user_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	CONSTRAINT "user_locations_user_id_restaurant_id_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_restaurant_by_role_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_restaurant_id_restaurants_id_fk";
--> statement-breakpoint
DROP INDEX "team_invitations_restaurant_idx";--> statement-breakpoint
DROP INDEX "team_invitations_open_unique";--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD COLUMN "location_ids" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "all_locations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every restaurant becomes an account of one location, the account taking the restaurant's
-- id and name; its people and invitations belong to that account, at all its locations.
INSERT INTO "accounts" ("id", "name", "created_at", "updated_at")
  SELECT "id", "name", "created_at", "created_at" FROM "restaurants";--> statement-breakpoint
UPDATE "restaurants" SET "account_id" = "id";--> statement-breakpoint
-- A location's currency is the one most of its orders were in (USD when it has none).
UPDATE "restaurants" r SET "currency" = c."currency"
  FROM (
    SELECT DISTINCT ON ("restaurant_id") "restaurant_id", "currency"
    FROM "orders"
    GROUP BY "restaurant_id", "currency"
    ORDER BY "restaurant_id", count(*) DESC, "currency"
  ) c
  WHERE c."restaurant_id" = r."id";--> statement-breakpoint
UPDATE "users" SET "account_id" = "restaurant_id";--> statement-breakpoint
UPDATE "team_invitations" SET "account_id" = "restaurant_id";--> statement-breakpoint
ALTER TABLE "restaurants" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_invitations" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_locations_restaurant_idx" ON "user_locations" USING btree ("restaurant_id");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurants_account_idx" ON "restaurants" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "team_invitations_account_idx" ON "team_invitations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_open_unique" ON "team_invitations" USING btree ("account_id",lower("email")) WHERE "team_invitations"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_currency_check" CHECK ("restaurants"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_by_role_check" CHECK (("users"."role" = 'admin') = ("users"."account_id" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_owner_locations_check" CHECK ("users"."role" not in ('shop_owner', 'demo') or "users"."all_locations");