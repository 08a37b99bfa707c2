import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import type { PrinterView } from "@/domain/api/printers";
import { backlogMessage } from "@/domain/printing";
import { useSettleBacklog } from "../api/settle-backlog";
import { PRINTERS_TEXT, PRINTERS_TOASTS } from "../printers-text";

export type BacklogNoticeProps = {
  printer: Pick<PrinterView, "id" | "name" | "waitingCount">;
  /** Where the words go: the buttons are described by them. */
  className?: string;
};

/**
 * "3 tickets waited while the Grill printer was offline", with Print all and Dismiss: tickets
 * older than the outage limit are never printed by themselves, staff choose.
 */
export function BacklogNotice({ printer, className }: BacklogNoticeProps) {
  const textId = useId();
  const settle = useSettleBacklog();
  const run = (action: "print" | "dismiss") =>
    settle.mutate(
      { printerId: printer.id, action },
      {
        onSuccess: ({ count }) =>
          toast({
            variant: "success",
            title: (action === "print" ? PRINTERS_TOASTS.printed : PRINTERS_TOASTS.dismissed)(
              count,
            ),
          }),
        onError: (error) => toastFailure(PRINTERS_TOASTS.backlogFailed, error),
      },
    );
  return (
    <div className={className}>
      {/* On a phone the buttons go below the words, which keep the whole width. */}
      <p id={textId} className="min-w-0 flex-1 basis-full font-medium sm:basis-auto">
        {backlogMessage(printer.waitingCount, printer.name)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          className="min-h-11 bg-background sm:min-h-9"
          aria-describedby={textId}
          disabled={settle.isPending}
          onClick={() => run("print")}
        >
          {PRINTERS_TEXT.printAll}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="min-h-11 sm:min-h-9"
          aria-describedby={textId}
          disabled={settle.isPending}
          onClick={() => run("dismiss")}
        >
          {PRINTERS_TEXT.dismiss}
        </Button>
      </div>
    </div>
  );
}
