import { eq } from "drizzle-orm";
import type { OrderHandling, RestaurantProfile } from "../../../domain/api/settings";
import type { Database } from "../../db/database";
import { restaurants } from "../../db/schema/restaurants";

export async function findRestaurantProfile(
  db: Database,
  restaurantId: string,
): Promise<RestaurantProfile | null> {
  const [row] = await db
    .select({
      name: restaurants.name,
      phone: restaurants.phone,
      address: restaurants.address,
      timezone: restaurants.timezone,
      prepMinutes: restaurants.prepMinutes,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row ?? null;
}

export async function updateRestaurantProfile(
  db: Database,
  restaurantId: string,
  profile: RestaurantProfile,
): Promise<void> {
  await db
    .update(restaurants)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(restaurants.id, restaurantId));
}

export async function findOrderHandling(
  db: Database,
  restaurantId: string,
): Promise<OrderHandling | null> {
  const [row] = await db
    .select({
      autoAcceptPlatforms: restaurants.autoAcceptPlatforms,
      deadlineWarningMinutes: restaurants.deadlineWarningMinutes,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row ?? null;
}

export async function updateOrderHandling(
  db: Database,
  restaurantId: string,
  handling: OrderHandling,
): Promise<void> {
  await db
    .update(restaurants)
    .set({ ...handling, updatedAt: new Date() })
    .where(eq(restaurants.id, restaurantId));
}
