import { apiSend } from "@/client/lib/api-client";
import { removeItem } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

/** DELETE /api/menu/items/:id. */
export async function deleteItem(itemId: string): Promise<void> {
  await apiSend<unknown>("DELETE", `/api/menu/items/${encodeURIComponent(itemId)}`);
}

export function useDeleteItem() {
  return useMenuMutation({
    mutationFn: deleteItem,
    applyToMenu: (menu, _result, itemId: string) => removeItem(menu, itemId),
  });
}
