import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { platformConnections } from "../../db/schema/platform-connections";
import { restaurants } from "../../db/schema/restaurants";

/** The restaurant behind a public form, and whether its website ordering is switched on. */
export async function findOrderingRestaurant(
  db: Database,
  restaurantId: string,
): Promise<{ id: string; name: string; isWebsiteEnabled: boolean } | null> {
  const [row] = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      isWebsiteEnabled: sql<boolean>`coalesce(${platformConnections.isConnected}, false)`,
    })
    .from(restaurants)
    .leftJoin(
      platformConnections,
      and(
        eq(platformConnections.restaurantId, restaurants.id),
        eq(platformConnections.platform, "website"),
      ),
    )
    .where(eq(restaurants.id, restaurantId));
  return row ?? null;
}
