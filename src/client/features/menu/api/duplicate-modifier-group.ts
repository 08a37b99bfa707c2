import { apiSend } from "@/client/lib/api-client";
import { type ModifierGroup, modifierGroupSchema } from "@/domain/api/menu";
import { putGroup } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

/** POST /api/menu/modifier-groups/:id/duplicate: a copy with the same options. */
export async function duplicateModifierGroup(groupId: string): Promise<ModifierGroup> {
  const url = `/api/menu/modifier-groups/${encodeURIComponent(groupId)}/duplicate`;
  return modifierGroupSchema.parse(await apiSend<unknown>("POST", url));
}

export function useDuplicateModifierGroup() {
  return useMenuMutation({ mutationFn: duplicateModifierGroup, applyToMenu: putGroup });
}
