import { queryOptions } from "@tanstack/react-query";
import { type Settings, settingsSchema } from "@/domain/api/settings";
import { type AtLocation, apiGet } from "./api-client";

/**
 * GET /api/settings: the restaurant's profile and how it answers platforms. Here rather than
 * in the settings feature because the dashboard reads the preparation time and the deadline
 * warning too, and features never import each other; Settings saves through the same key.
 */
export const SETTINGS_KEY = ["/api/settings"] as const;

export async function getSettings({ locationId }: AtLocation = {}): Promise<Settings> {
  return settingsSchema.parse(await apiGet<unknown>("/api/settings", { location: locationId }));
}

/**
 * The browser's location's settings, or with `locationId` another location's (Accept for an
 * order on the All locations dashboard), kept under SETTINGS_KEY.
 */
export function settingsQueryOptions({ locationId }: AtLocation = {}) {
  return queryOptions({
    queryKey: locationId ? [...SETTINGS_KEY, { location: locationId }] : [...SETTINGS_KEY],
    queryFn: () => getSettings({ locationId }),
  });
}
