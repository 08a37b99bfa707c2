import { apiSend } from "@/client/lib/api-client";
import { type MenuItem, menuItemSchema } from "@/domain/api/menu";
import { putItem } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

/** POST /api/menu/items/:id/duplicate: "<name> (copy)", right after the original. */
export async function duplicateItem(itemId: string): Promise<MenuItem> {
  const url = `/api/menu/items/${encodeURIComponent(itemId)}/duplicate`;
  return menuItemSchema.parse(await apiSend<unknown>("POST", url));
}

export function useDuplicateItem() {
  return useMenuMutation({
    mutationFn: duplicateItem,
    applyToMenu: (menu, copy, originalId: string) => putItem(menu, copy, originalId),
  });
}
