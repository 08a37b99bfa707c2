import { z } from "zod";
import { apiSend } from "@/client/lib/api-client";
import { removeCategory } from "../menu-cache";
import { useMenuMutation } from "./menu-mutation";

const deleteCategoryResultSchema = z.object({ deletedItems: z.number().int() });
export type DeleteCategoryResult = z.infer<typeof deleteCategoryResultSchema>;

/** DELETE /api/menu/categories/:id: the category and every item in it. */
export async function deleteCategory(categoryId: string): Promise<DeleteCategoryResult> {
  const url = `/api/menu/categories/${encodeURIComponent(categoryId)}`;
  return deleteCategoryResultSchema.parse(await apiSend<unknown>("DELETE", url));
}

export function useDeleteCategory() {
  return useMenuMutation({
    mutationFn: deleteCategory,
    applyToMenu: (menu, _result, categoryId: string) => removeCategory(menu, categoryId),
  });
}
