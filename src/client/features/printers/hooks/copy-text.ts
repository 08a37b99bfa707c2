import { toast } from "@/client/hooks/use-toast";
import { PRINTERS_TOASTS } from "../printers-text";

/**
 * Puts the printer's address on the clipboard and says so. The clipboard is missing on
 * plain-http pages other than localhost, and may be refused: then say how to copy by hand.
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error("No clipboard on this page");
    await navigator.clipboard.writeText(text);
  } catch {
    toast({ variant: "destructive", ...PRINTERS_TOASTS.copyFailed });
    return;
  }
  toast({ variant: "success", ...PRINTERS_TOASTS.copied });
}
