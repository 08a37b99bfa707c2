import { type QueryClient, useQuery } from "@tanstack/react-query";
import { PRINTERS_KEY, printersQueryOptions } from "@/client/lib/printers-query";
import type { PrintersView, PrinterView } from "@/domain/api/printers";

/** GET /api/printers, one request shared by the banner and Settings (the query lives in lib). */
export function usePrinters({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery(printersQueryOptions({ isEnabled }));
}

/** A change answered with one printer: show it at once, then reload the counts and stations. */
export function showUpdatedPrinter(queryClient: QueryClient, updated: PrinterView): void {
  queryClient.setQueryData<PrintersView>(PRINTERS_KEY, (view) =>
    view
      ? {
          ...view,
          printers: view.printers.map((printer) => (printer.id === updated.id ? updated : printer)),
        }
      : view,
  );
  void queryClient.invalidateQueries({ queryKey: PRINTERS_KEY });
}
