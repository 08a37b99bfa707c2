import { apiSend } from "@/client/lib/api-client";
import {
  type ModifierGroup,
  type ModifierGroupInput,
  modifierGroupSchema,
} from "@/domain/api/menu";
import { putGroup } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

/** POST /api/menu/modifier-groups. */
export async function createModifierGroup(input: ModifierGroupInput): Promise<ModifierGroup> {
  const json = await apiSend<unknown>("POST", "/api/menu/modifier-groups", input);
  return modifierGroupSchema.parse(json);
}

export function useCreateModifierGroup() {
  return useMenuMutation({ mutationFn: createModifierGroup, applyToMenu: putGroup });
}
