import { and, eq } from "drizzle-orm";
import { STORE_CHANNELS, type StoreChannel } from "../../../domain/store-controls";
import type { Database } from "../../db/database";
import { platformConnections } from "../../db/schema/platform-connections";
import { notFound } from "../../errors";
import { findRestaurant } from "../restaurants/restaurants.repository";

/** What the store controls' service and status share: channels, actions, the restaurant. */
/** The marketplaces with store calls; the website is paused here, with no one to tell. */
export const MARKETPLACES: readonly StoreChannel[] = ["ubereats", "doordash", "grubhub"];
export const isMarketplace = (channel: StoreChannel) => MARKETPLACES.includes(channel);

export const START_ACTION = { pause: "pause", busy: "busy" } as const;
export const END_ACTION = { pause: "resume", busy: "busy_end" } as const;

export type Restaurant = { timezone: string; prepMinutes: number };

/**
 * The restaurant's clock and preparation time. `lock`: its row locked until the transaction
 * ends, so its store controls change one at a time (two people pressing at once, or the
 * kitchen watch and staff), each seeing what the one before wrote; orders are not held up
 * (their key share on the row is compatible).
 */
export async function restaurantOf(
  tx: Database,
  restaurantId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Restaurant> {
  const row = await findRestaurant(tx, restaurantId, { lock });
  if (!row) throw notFound("Restaurant not found");
  return row;
}

/** The channels this restaurant can control: its connected marketplaces and website form. */
export async function availableChannels(
  db: Database,
  restaurantId: string,
): Promise<StoreChannel[]> {
  const connected = await db
    .select({ platform: platformConnections.platform })
    .from(platformConnections)
    .where(
      and(
        eq(platformConnections.restaurantId, restaurantId),
        eq(platformConnections.isConnected, true),
      ),
    );
  const names = new Set<string>(connected.map((row) => row.platform));
  return STORE_CHANNELS.filter((channel) => names.has(channel));
}
