import { apiSend } from "@/client/lib/api-client";
import { type Menu, menuSchema } from "@/domain/api/menu";
import { orderCategories } from "../menu-cache";
import { useMenuReorder } from "./menu-mutation";

/** PUT /api/menu/categories/order with every category id in the new order. */
export async function reorderCategories(ids: string[]): Promise<Menu> {
  return menuSchema.parse(await apiSend<unknown>("PUT", "/api/menu/categories/order", { ids }));
}

export function useReorderCategories() {
  return useMenuReorder({ mutationFn: reorderCategories, reorder: orderCategories });
}
