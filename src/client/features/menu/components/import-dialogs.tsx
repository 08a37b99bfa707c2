import { ConfirmDialog } from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import type { MenuImport } from "../hooks/use-menu-import";
import { IMPORT_TEXT as TEXT } from "../menu-messages";

export type ImportDialogsProps = { importer: MenuImport };

/** The file input, 'Replace the whole menu?' and 'Import failed' of 'Import menu'. */
export function ImportDialogs({ importer }: ImportDialogsProps) {
  const issues = importer.issues ?? [];
  return (
    <>
      <input
        ref={importer.inputRef}
        type="file"
        accept=".json,application/json"
        aria-label={TEXT.fileLabel}
        // Out of sight and of the tab order: the 'Import menu' buttons open it.
        hidden
        onChange={(event) => void importer.onFileChange(event)}
      />
      <ConfirmDialog
        open={importer.pending !== null}
        onOpenChange={(open) => !open && importer.cancel()}
        title={TEXT.confirmTitle}
        description={TEXT.confirmDescription}
        confirmLabel={TEXT.confirm}
        onConfirm={() => void importer.confirm()}
      />
      <Dialog
        open={importer.issues !== null}
        onOpenChange={(open) => !open && importer.dismissIssues()}
      >
        <DialogContent>
          <DialogTitle>{TEXT.failedTitle}</DialogTitle>
          <DialogDescription className="text-base">
            {TEXT.failedDescription(issues.length)}{" "}
            <strong className="font-semibold text-foreground">{TEXT.nothingChanged}</strong>
          </DialogDescription>
          <ul className="grid max-h-80 gap-2 overflow-y-auto rounded-lg border bg-muted/50 p-3 text-sm">
            {issues.map((issue, index) => (
              // The same path can carry two problems, so the position keeps keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, shown once
              <li key={index} className="[overflow-wrap:anywhere]">
                {issue.path ? (
                  <>
                    <code className="font-mono font-semibold">{issue.path}</code>: {issue.message}
                  </>
                ) : (
                  issue.message
                )}
              </li>
            ))}
          </ul>
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button className="h-11">{TEXT.close}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
