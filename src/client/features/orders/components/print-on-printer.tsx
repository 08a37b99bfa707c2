import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Printer } from "lucide-react";
import { Fragment } from "react";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import { printersQueryOptions } from "@/client/lib/printers-query";
import type { PrinterView } from "@/domain/api/printers";
import type { Order } from "@/domain/order";
import type { TicketLayout } from "@/domain/printing";
import { usePrintOnPrinter } from "../api/print-on-printer";
import { PRINTER_PRINT_TEXT as TEXT } from "../order-messages";

const LAYOUTS: ReadonlyArray<TicketLayout> = ["kitchen", "receipt"];

/**
 * "Print on…": the order's kitchen ticket or receipt on one of the restaurant's kitchen
 * printers, beside the browser's Print. Drawn only when the restaurant has printers.
 */
export function PrintOnPrinter({ order }: { order: Order }) {
  const printers = useQuery(printersQueryOptions()).data?.printers ?? [];
  const print = usePrintOnPrinter();
  if (printers.length === 0) return null;

  const send = (printer: PrinterView, layout: TicketLayout) =>
    print.mutate(
      { orderId: order.id, printerId: printer.id, layout },
      {
        onSuccess: ({ reprint }) =>
          toast({
            variant: "success",
            title: reprint ? TEXT.reprintSent(printer.name) : TEXT.sent(printer.name),
          }),
        // A 409 says the order has nothing for that printer's station, in the server's words.
        onError: (error) => toastFailure(TEXT.failed(printer.name), error),
      },
    );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={print.isPending}>
          <Printer aria-hidden />
          {TEXT.trigger}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-64">
        {printers.map((printer, index) => (
          <Fragment key={printer.id}>
            {index > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel className="text-sm normal-case">
              {printer.online ? printer.name : `${printer.name} (${TEXT.offline})`}
            </DropdownMenuLabel>
            {LAYOUTS.map((layout) => (
              <DropdownMenuItem
                key={layout}
                className="h-11 text-base"
                aria-label={TEXT.itemLabel(TEXT.layouts[layout], printer.name)}
                onSelect={() => send(printer, layout)}
              >
                {TEXT.layouts[layout]}
              </DropdownMenuItem>
            ))}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
