import type { TwinPlatform } from "../../lib/sandbox-credentials";

/**
 * The platforms whose twins hold a store and a menu: the marketplaces, which publish store
 * calls (pause, busy) and menu calls (Uber Eats' Set Restaurant Status and Upload Menu,
 * DoorDash's store status and menus, Grubhub's schedules, busy and menu ingestion).
 * Shopify and WooCommerce publish neither to a point of sale. The twins' own list, written
 * from the platforms' pages, never from OrderDock's clients.
 */
export const TWIN_STORE_PLATFORMS = ["ubereats", "doordash", "grubhub"] as const;
export type TwinStorePlatform = (typeof TWIN_STORE_PLATFORMS)[number];

export function isTwinStorePlatform(platform: TwinPlatform): platform is TwinStorePlatform {
  return (TWIN_STORE_PLATFORMS as readonly string[]).includes(platform);
}
