import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { type Location, locationSchema } from "@/domain/api/locations";

/** GET /api/locations: the account's locations the person works at, the current one marked. */
export const LOCATIONS_KEY = ["/api/locations"] as const;

export async function getLocations(): Promise<Location[]> {
  return locationSchema.array().parse(await apiGet<unknown>(LOCATIONS_KEY[0]));
}

export function locationsQueryOptions() {
  return queryOptions({ queryKey: LOCATIONS_KEY, queryFn: getLocations });
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
