import { apiSend } from "@/client/lib/api-client";
import {
  type ModifierGroup,
  type ModifierGroupInput,
  modifierGroupSchema,
} from "@/domain/api/menu";
import { putGroup } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

export type UpdateModifierGroupOptions = { groupId: string; group: ModifierGroupInput };

/** PUT /api/menu/modifier-groups/:id: the whole group; kept options travel with their ids. */
export async function updateModifierGroup({
  groupId,
  group,
}: UpdateModifierGroupOptions): Promise<ModifierGroup> {
  const url = `/api/menu/modifier-groups/${encodeURIComponent(groupId)}`;
  return modifierGroupSchema.parse(await apiSend<unknown>("PUT", url, group));
}

export function useUpdateModifierGroup() {
  return useMenuMutation({ mutationFn: updateModifierGroup, applyToMenu: putGroup });
}
