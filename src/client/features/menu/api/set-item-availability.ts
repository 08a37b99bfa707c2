import { apiSend } from "@/client/lib/api-client";
import { type AvailabilityChoice, type MenuItem, menuItemSchema } from "@/domain/api/menu";
import { putItem } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

export type SetItemAvailabilityOptions = { itemId: string; availability: AvailabilityChoice };

/** PUT /api/menu/items/:id/availability: '86' an item, or bring it back. */
export async function setItemAvailability({
  itemId,
  availability,
}: SetItemAvailabilityOptions): Promise<MenuItem> {
  const url = `/api/menu/items/${encodeURIComponent(itemId)}/availability`;
  return menuItemSchema.parse(await apiSend<unknown>("PUT", url, { availability }));
}

export function useSetItemAvailability() {
  return useMenuMutation({
    mutationFn: setItemAvailability,
    applyToMenu: (menu, item) => putItem(menu, item),
  });
}
