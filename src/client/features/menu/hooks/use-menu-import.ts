import { type ChangeEvent, type RefObject, useCallback, useRef, useState } from "react";
import { toast } from "@/client/hooks/use-toast";
import { ApiError } from "@/client/lib/api-client";
import { type ServerIssue, serverIssues, toastFailure } from "@/client/lib/form-errors";
import { useImportMenu } from "../api/import-menu";
import { MENU_TOASTS } from "../menu-messages";
import { useReturnFocus } from "./use-return-focus";

export type PendingImport = { fileName: string; document: unknown };

export type MenuImport = {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Opens the browser's file picker. */
  choose(): void;
  onFileChange(event: ChangeEvent<HTMLInputElement>): Promise<void>;
  /** A file read and waiting for 'Replace the whole menu?'. */
  pending: PendingImport | null;
  cancel(): void;
  confirm(): Promise<void>;
  /** Why the server refused the file; nothing was changed. */
  issues: ServerIssue[] | null;
  dismissIssues(): void;
  isImporting: boolean;
};

async function readJson(file: File): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await file.text()) };
  } catch {
    return { ok: false };
  }
}

/** A 400 lists what is wrong with the file (with "Nothing was changed."); null for other failures. */
export function importIssues(error: unknown): ServerIssue[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const issues = serverIssues(error);
  if (issues.length > 0) return issues;
  return [{ path: "", message: error.serverMessage ?? MENU_TOASTS.unknownError }];
}

/**
 * 'Import menu': the file is read and parsed here, so a file that is not JSON is
 * told at once; after 'Replace the whole menu?' it is sent as it is, for the server to check.
 */
export function useMenuImport(): MenuImport {
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [issues, setIssues] = useState<ServerIssue[] | null>(null);
  const importMenu = useImportMenu();
  const focus = useReturnFocus();

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) is a change too.
    event.target.value = "";
    if (!file) return;
    const parsed = await readJson(file);
    if (!parsed.ok) {
      toast({ variant: "destructive", ...MENU_TOASTS.notJson(file.name) });
      return;
    }
    setPending({ fileName: file.name, document: parsed.value });
  };

  const confirm = async () => {
    if (!pending) return;
    setPending(null);
    try {
      toast(MENU_TOASTS.menuImported(await importMenu.mutateAsync(pending.document)));
    } catch (error) {
      const refused = importIssues(error);
      if (refused) {
        setIssues(refused);
        return;
      }
      toastFailure(MENU_TOASTS.failed.import, error);
    }
    focus.restore();
  };

  return {
    inputRef,
    choose: useCallback(() => {
      focus.remember();
      inputRef.current?.click();
    }, [focus.remember]),
    onFileChange,
    pending,
    cancel: () => {
      setPending(null);
      focus.restore();
    },
    confirm,
    issues,
    dismissIssues: () => {
      setIssues(null);
      focus.restore();
    },
    isImporting: importMenu.isPending,
  };
}
