import { apiSend } from "@/client/lib/api-client";
import { type ModifierGroup, modifierGroupSchema } from "@/domain/api/menu";
import type { AvailabilityInput } from "@/domain/api/menu-availability";
import { putGroup } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

export type SetOptionAvailabilityOptions = {
  groupId: string;
  optionId: string;
  change: AvailabilityInput;
};

/**
 * PUT /api/menu/modifier-groups/:id/options/:optionId/availability: '86' one option of a
 * group, or bring it back. The answer is the whole group, which replaces the cached one.
 */
export async function setOptionAvailability({
  groupId,
  optionId,
  change,
}: SetOptionAvailabilityOptions): Promise<ModifierGroup> {
  const url = `/api/menu/modifier-groups/${encodeURIComponent(groupId)}/options/${encodeURIComponent(optionId)}/availability`;
  return modifierGroupSchema.parse(await apiSend<unknown>("PUT", url, change));
}

export function useSetOptionAvailability() {
  return useMenuMutation({ mutationFn: setOptionAvailability, applyToMenu: putGroup });
}
