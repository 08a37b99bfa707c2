import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AtLocation, apiSend } from "@/client/lib/api-client";
import { PRINTERS_KEY } from "@/client/lib/printers-query";
import type { TicketLayout } from "@/domain/printing";

export type PrintOnPrinterOptions = AtLocation & {
  orderId: string;
  printerId: string;
  layout: TicketLayout;
};

/**
 * POST /api/orders/{id}/print: one kitchen ticket or receipt on one kitchen printer, marked
 * REPRINT when the order has come out in that layout before. 409 when the order has nothing
 * for the printer's station.
 */
export async function printOnPrinter({
  orderId,
  locationId,
  ...body
}: PrintOnPrinterOptions): Promise<{ reprint: boolean }> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/print`;
  return apiSend<{ reprint: boolean }>("POST", url, body, { location: locationId });
}

export function usePrintOnPrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printOnPrinter,
    // The printer's "tickets to print" count changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRINTERS_KEY }),
  });
}
