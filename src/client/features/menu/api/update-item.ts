import { apiSend } from "@/client/lib/api-client";
import { type ItemUpdate, type MenuItem, menuItemSchema } from "@/domain/api/menu";
import { putItem } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

export type UpdateItemOptions = { itemId: string; changes: ItemUpdate };

/** PATCH /api/menu/items/:id; a new category puts the item last there. */
export async function updateItem({ itemId, changes }: UpdateItemOptions): Promise<MenuItem> {
  const url = `/api/menu/items/${encodeURIComponent(itemId)}`;
  return menuItemSchema.parse(await apiSend<unknown>("PATCH", url, changes));
}

export function useUpdateItem() {
  return useMenuMutation({
    mutationFn: updateItem,
    applyToMenu: (menu, item) => putItem(menu, item),
  });
}
