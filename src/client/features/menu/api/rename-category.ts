import { apiSend } from "@/client/lib/api-client";
import { type CategoryInput, type MenuCategory, menuCategorySchema } from "@/domain/api/menu";
import { renameCategory as renameInMenu } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

export type RenameCategoryOptions = { categoryId: string; changes: CategoryInput };

/** PATCH /api/menu/categories/:id with the new name. */
export async function renameCategory({
  categoryId,
  changes,
}: RenameCategoryOptions): Promise<MenuCategory> {
  const url = `/api/menu/categories/${encodeURIComponent(categoryId)}`;
  return menuCategorySchema.parse(await apiSend<unknown>("PATCH", url, changes));
}

export function useRenameCategory() {
  return useMenuMutation({ mutationFn: renameCategory, applyToMenu: renameInMenu });
}
