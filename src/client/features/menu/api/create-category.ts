import { apiSend } from "@/client/lib/api-client";
import {
  type CategoryInput,
  categoryInputSchema,
  type MenuCategory,
  menuCategorySchema,
} from "@/domain/api/menu";
import { addCategory } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

export { categoryInputSchema };

/** POST /api/menu/categories: a new category, last on the menu. */
export async function createCategory(input: CategoryInput): Promise<MenuCategory> {
  return menuCategorySchema.parse(await apiSend<unknown>("POST", "/api/menu/categories", input));
}

export function useCreateCategory() {
  return useMenuMutation({ mutationFn: createCategory, applyToMenu: addCategory });
}
