import { apiSend } from "@/client/lib/api-client";
import { type MenuCategory, menuCategorySchema } from "@/domain/api/menu";
import { categoryStationSchema } from "@/domain/api/printers";
import { setCategoryStation } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

export { categoryStationSchema };

export type RouteCategoryOptions = { categoryId: string; station: string };

/** PUT /api/menu/categories/:id/station: the printers of this station get its items. */
export async function routeCategory({
  categoryId,
  station,
}: RouteCategoryOptions): Promise<MenuCategory> {
  const url = `/api/menu/categories/${encodeURIComponent(categoryId)}/station`;
  return menuCategorySchema.parse(await apiSend<unknown>("PUT", url, { station }));
}

export function useRouteCategory() {
  return useMenuMutation<MenuCategory, RouteCategoryOptions>({
    mutationFn: routeCategory,
    applyToMenu: setCategoryStation,
  });
}
