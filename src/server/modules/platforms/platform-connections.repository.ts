import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { platformConnections } from "../../db/schema/platform-connections";

export type PlatformConnectionRow = typeof platformConnections.$inferSelect;

export function listPlatformConnections(
  db: Database,
  restaurantId: string,
): Promise<PlatformConnectionRow[]> {
  return db
    .select()
    .from(platformConnections)
    .where(eq(platformConnections.restaurantId, restaurantId));
}
