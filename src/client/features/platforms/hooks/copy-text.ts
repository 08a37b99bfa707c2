import { toast } from "@/client/hooks/use-toast";
import { PLATFORMS_TOASTS } from "../platform-messages";

export type CopyTextOptions = { text: string; copied: { title: string; description: string } };

/**
 * Puts text on the clipboard and says so. The clipboard is missing on plain-http pages
 * other than localhost, and may be refused: then say how to copy by hand.
 */
export async function copyText({ text, copied }: CopyTextOptions): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error("No clipboard on this page");
    await navigator.clipboard.writeText(text);
  } catch {
    toast({ variant: "destructive", ...PLATFORMS_TOASTS.copyFailed });
    return;
  }
  toast({ variant: "success", ...copied });
}
