import { eq } from "drizzle-orm";
import type { RestaurantProfile } from "../../../domain/api/settings";
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
