import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/client/lib/api-client";
import {
  OWNERS_PAGE_SIZE,
  type RestaurantOwner,
  restaurantOwnerSchema,
  TOTAL_COUNT_HEADER,
} from "@/domain/api/admin";

/** Every page and search of the owner list sits under this key, so one invalidation reaches all. */
export const OWNERS_KEY = ["/api/admin/restaurant-owners"] as const;

export type GetOwnersOptions = { search: string; page: number; pageSize?: number };
export type OwnersPage = { owners: RestaurantOwner[]; total: number };

const ownersSchema = z.array(restaurantOwnerSchema);

export async function getOwners({
  search,
  page,
  pageSize = OWNERS_PAGE_SIZE,
}: GetOwnersOptions): Promise<OwnersPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search !== "") query.set("search", search);
  const response = await apiRequest("GET", `${OWNERS_KEY[0]}?${query}`);
  const owners = ownersSchema.parse(await response.json());
  // The body holds one page; the header says how many owners match the search in all.
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return {
    owners,
    total: Number.isInteger(total) && total >= 0 ? total : (page - 1) * pageSize + owners.length,
  };
}

export function ownersQueryOptions({
  search,
  page,
  pageSize = OWNERS_PAGE_SIZE,
}: GetOwnersOptions) {
  return queryOptions({
    queryKey: [...OWNERS_KEY, { search, page, pageSize }],
    queryFn: () => getOwners({ search, page, pageSize }),
    // The previous page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useOwners(options: GetOwnersOptions) {
  return useQuery(ownersQueryOptions(options));
}
