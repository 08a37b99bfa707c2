import { apiSend } from "@/client/lib/api-client";
import { type MenuItem, menuItemSchema } from "@/domain/api/menu";
import type { AvailabilityInput } from "@/domain/api/menu-availability";
import { putItem } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

export type SetItemAvailabilityOptions = { itemId: string; change: AvailabilityInput };

/** PUT /api/menu/items/:id/availability: '86' an item (until a time, say), or bring it back. */
export async function setItemAvailability({
  itemId,
  change,
}: SetItemAvailabilityOptions): Promise<MenuItem> {
  const url = `/api/menu/items/${encodeURIComponent(itemId)}/availability`;
  return menuItemSchema.parse(await apiSend<unknown>("PUT", url, change));
}

export function useSetItemAvailability() {
  return useMenuMutation({
    mutationFn: setItemAvailability,
    applyToMenu: (menu, item) => putItem(menu, item),
  });
}
