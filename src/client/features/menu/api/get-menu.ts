import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { MENU_KEY } from "@/client/lib/menu-query-key";
import { type Menu, menuSchema } from "@/domain/api/menu";

/** GET /api/menu: categories and their items in display order, the groups, the timezone. */

export async function getMenu(): Promise<Menu> {
  return menuSchema.parse(await apiGet<unknown>(MENU_KEY[0]));
}

export function menuQueryOptions() {
  return queryOptions({ queryKey: MENU_KEY, queryFn: getMenu });
}

export function useMenu() {
  return useQuery(menuQueryOptions());
}
