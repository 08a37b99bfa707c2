import { CircleCheck, WifiOff } from "lucide-react";
import { cn } from "@/client/lib/utils";
import type { PrinterView } from "@/domain/api/printers";
import { PRINTERS_TEXT } from "../printers-text";

/**
 * Online or Offline, in words and an icon as well as a colour. A printer that has never
 * called is offline too, drawn quietly: nobody expects it yet.
 */
export function PrinterStatusBadge({ printer }: { printer: PrinterView }) {
  const hasCalled = printer.lastSeenAt !== null;
  const Icon = printer.online ? CircleCheck : WifiOff;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold",
        printer.online && "border-transparent bg-emerald-700 text-white",
        !printer.online &&
          hasCalled &&
          "border-transparent bg-destructive-solid text-destructive-foreground",
        !printer.online && !hasCalled && "bg-muted text-muted-foreground",
      )}
    >
      <Icon className="size-4" aria-hidden />
      {printer.online ? PRINTERS_TEXT.online : PRINTERS_TEXT.offline}
    </span>
  );
}
