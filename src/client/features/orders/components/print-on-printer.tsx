import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Printer } from "lucide-react";
import { Fragment, useState } from "react";
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
import { errorMessage } from "@/client/lib/api-client";
import { toastFailure, UNKNOWN_ERROR } from "@/client/lib/form-errors";
import { printersQueryOptions } from "@/client/lib/printers-query";
import type { PrinterView } from "@/domain/api/printers";
import type { Order } from "@/domain/order";
import type { TicketLayout } from "@/domain/printing";
import { usePrintOnPrinter } from "../api/print-on-printer";
import { useOrderKitchenId, useOrderLocationId } from "../order-location";
import { PRINTER_PRINT_TEXT as TEXT } from "../order-messages";

const LAYOUTS: ReadonlyArray<TicketLayout> = ["kitchen", "receipt"];

/**
 * "Print on…": the order's kitchen ticket or receipt on one of the restaurant's kitchen
 * printers, beside the browser's Print. Drawn only when the restaurant has printers.
 */
export function PrintOnPrinter({ order }: { order: Order }) {
  // Asked at the order's own place (a brand's, on its kitchen's dashboard; any on the All
  // locations dashboard); the printers are those of the kitchen that makes it.
  const locationId = useOrderLocationId()(order);
  const kitchenId = useOrderKitchenId()(order);
  const printers = useQuery(printersQueryOptions({ locationId: kitchenId })).data?.printers ?? [];
  const print = usePrintOnPrinter();
  // The dialog keeps screen readers inside it, where the toast cannot be heard: the answer
  // is also said beside the button.
  const [said, setSaid] = useState("");
  if (printers.length === 0) return null;

  // Awaited rather than given callbacks: the answer is told even if the menu's re-render
  // (the printers' list refreshes as the job is made) replaced this component meanwhile.
  const send = async (printer: PrinterView, layout: TicketLayout) => {
    try {
      const { reprint } = await print.mutateAsync({
        orderId: order.id,
        locationId,
        printerId: printer.id,
        layout,
      });
      const title = reprint ? TEXT.reprintSent(printer.name) : TEXT.sent(printer.name);
      setSaid(title);
      toast({ variant: "success", title });
    } catch (error) {
      setSaid(`${TEXT.failed(printer.name)}: ${errorMessage(error, UNKNOWN_ERROR)}`);
      // A 409 says the order has nothing for that printer's station, in the server's words.
      toastFailure(TEXT.failed(printer.name), error);
    }
  };

  return (
    <>
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
                  onSelect={() => void send(printer, layout)}
                >
                  {TEXT.layouts[layout]}
                </DropdownMenuItem>
              ))}
            </Fragment>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <p role="status" className="self-center text-sm text-muted-foreground">
        {said}
      </p>
    </>
  );
}
