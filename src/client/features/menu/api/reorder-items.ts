import { apiSend } from "@/client/lib/api-client";
import { type Menu, menuSchema } from "@/domain/api/menu";
import { orderItems } from "../menu-cache";
import { useMenuReorder } from "./menu-mutation";

export type ReorderItemsOptions = { categoryId: string; ids: string[] };

/** PUT /api/menu/categories/:id/items/order with every item id of the category, in order. */
export async function reorderItems({ categoryId, ids }: ReorderItemsOptions): Promise<Menu> {
  const url = `/api/menu/categories/${encodeURIComponent(categoryId)}/items/order`;
  return menuSchema.parse(await apiSend<unknown>("PUT", url, { ids }));
}

export function useReorderItems() {
  return useMenuReorder({
    mutationFn: reorderItems,
    reorder: (menu, { categoryId, ids }: ReorderItemsOptions) => orderItems(menu, categoryId, ids),
  });
}
