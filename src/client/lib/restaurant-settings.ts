import { queryOptions } from "@tanstack/react-query";
import { type Settings, settingsSchema } from "@/domain/api/settings";
import { apiGet } from "./api-client";

/**
 * GET /api/settings: the restaurant's profile and how it answers platforms. Here rather than
 * in the settings feature because the dashboard reads the preparation time and the deadline
 * warning too, and features never import each other; Settings saves through the same key.
 */
export const SETTINGS_KEY = ["/api/settings"] as const;

export async function getSettings(): Promise<Settings> {
  return settingsSchema.parse(await apiGet<unknown>("/api/settings"));
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: SETTINGS_KEY, queryFn: getSettings });
}
