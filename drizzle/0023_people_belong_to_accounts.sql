DROP INDEX "users_restaurant_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "restaurant_id";