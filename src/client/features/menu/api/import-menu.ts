import { apiSend } from "@/client/lib/api-client";
import { type ImportResult, importResultSchema } from "@/domain/api/menu-document";
import { useMenuMutation } from "./menu-mutation";

/**
 * POST /api/menu/import: the file's menu replaces the whole menu, or nothing changes and
 * a 400 lists every problem. The document is sent as read: the server checks it whole.
 */
export async function importMenu(document: unknown): Promise<ImportResult> {
  return importResultSchema.parse(await apiSend<unknown>("POST", "/api/menu/import", document));
}

export function useImportMenu() {
  return useMenuMutation({ mutationFn: importMenu });
}
