import { apiSend } from "@/client/lib/api-client";
import {
  type CopyMenuInput,
  type CopyMenuResult,
  copyMenuInputSchema,
  copyMenuResultSchema,
} from "@/domain/api/locations";
import { useMenuMutation } from "./menu-mutation";

export { copyMenuInputSchema };

/**
 * POST /api/menu/copy: another location's menu into this one. What this menu already has
 * by name stays as it is, so a second copy adds nothing; the answer counts what was added.
 */
export async function copyMenu(input: CopyMenuInput): Promise<CopyMenuResult> {
  return copyMenuResultSchema.parse(await apiSend<unknown>("POST", "/api/menu/copy", input));
}

export function useCopyMenu() {
  return useMenuMutation({ mutationFn: copyMenu });
}
