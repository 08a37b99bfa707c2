import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import { saveFile, useExportMenu } from "../api/export-menu";
import { MENU_TOASTS } from "../menu-messages";

/** 'Export menu': the server's file, saved through the browser's downloads. */
export function useMenuExport() {
  const exportMenu = useExportMenu();
  const run = async () => {
    try {
      const file = await exportMenu.mutateAsync();
      saveFile(file);
      toast(MENU_TOASTS.menuExported(file.fileName));
    } catch (error) {
      toastFailure(MENU_TOASTS.failed.export, error);
    }
  };
  return { run, isExporting: exportMenu.isPending };
}
