import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { type Settings, settingsSchema } from "@/domain/api/settings";

/** GET /api/settings: the restaurant's profile. */
export const SETTINGS_KEY = ["/api/settings"] as const;

export async function getSettings(): Promise<Settings> {
  return settingsSchema.parse(await apiGet<unknown>("/api/settings"));
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: SETTINGS_KEY, queryFn: getSettings });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
