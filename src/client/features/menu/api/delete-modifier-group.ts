import { apiSend } from "@/client/lib/api-client";
import { removeGroup } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

/** DELETE /api/menu/modifier-groups/:id: the group goes and every item lets go of it. */
export async function deleteModifierGroup(groupId: string): Promise<void> {
  await apiSend<unknown>("DELETE", `/api/menu/modifier-groups/${encodeURIComponent(groupId)}`);
}

export function useDeleteModifierGroup() {
  return useMenuMutation({
    mutationFn: deleteModifierGroup,
    applyToMenu: (menu, _result, groupId: string) => removeGroup(menu, groupId),
  });
}
