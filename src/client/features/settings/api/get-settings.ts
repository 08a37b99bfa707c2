import { useQuery } from "@tanstack/react-query";
import { settingsQueryOptions } from "@/client/lib/restaurant-settings";

/** GET /api/settings: the restaurant's profile and order handling (the query lives in lib). */
export function useSettings() {
  return useQuery(settingsQueryOptions());
}
