import { apiSend } from "@/client/lib/api-client";
import { type ItemInput, type MenuItem, menuItemSchema } from "@/domain/api/menu";
import { putItem } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

/** POST /api/menu/items: a new item, last in its category. */
export async function createItem(input: ItemInput): Promise<MenuItem> {
  return menuItemSchema.parse(await apiSend<unknown>("POST", "/api/menu/items", input));
}

export function useCreateItem() {
  return useMenuMutation({
    mutationFn: createItem,
    applyToMenu: (menu, item) => putItem(menu, item),
  });
}
