import { TriangleAlert } from "lucide-react";
import type { PrinterView } from "@/domain/api/printers";
import { useNow } from "../hooks/use-now";
import { conditionWords, lastCallText, PRINTERS_TEXT } from "../printers-text";

/** Printers call every few seconds: "Last call 12 s ago" is read again every 10 s. */
const LAST_CALL_REFRESH_MS = 10_000;

/** When the printer last called, what it said of its paper and cover, and what it still has to print. */
export function PrinterHealth({ printer }: { printer: PrinterView }) {
  const now = useNow(LAST_CALL_REFRESH_MS);
  const trouble = conditionWords(printer.condition);
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base">
      <li className="tabular-nums text-muted-foreground">
        {lastCallText(printer.lastSeenAt, now)}
      </li>
      {trouble.map((words) => (
        <li key={words} className="inline-flex items-center gap-1.5 font-semibold">
          <TriangleAlert className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
          {words}
        </li>
      ))}
      <li className="tabular-nums">{PRINTERS_TEXT.ticketsToPrint(printer.queuedCount)}</li>
    </ul>
  );
}
