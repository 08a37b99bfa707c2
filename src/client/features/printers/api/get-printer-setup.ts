import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PrinterSetup } from "@/domain/api/printers";

/**
 * GET /api/printers/:id/setup: the full address, secret included, and the steps. Asked only
 * while shown, read by its URL, and forgotten as soon as it is hidden.
 */
export function printerSetupQueryOptions(printerId: string, isShown: boolean) {
  return queryOptions<PrinterSetup>({
    queryKey: [`/api/printers/${encodeURIComponent(printerId)}/setup`],
    enabled: isShown,
    gcTime: 0,
  });
}

export function usePrinterSetup(printerId: string, isShown: boolean) {
  return useQuery(printerSetupQueryOptions(printerId, isShown));
}
