import { type QueryClient, useQuery } from "@tanstack/react-query";
import { PRINTERS_KEY, printersQueryOptions } from "@/client/lib/printers-query";
import type { PrintersView, PrinterView } from "@/domain/api/printers";

/**
 * While Settings shows the printers, their last calls are read again this often: a printer
 * that keeps calling is news to no one, so nothing else would refresh "Last call 5 s ago".
 */
export const SETTINGS_REFRESH_MS = 10_000;

/**
 * GET /api/printers, one request shared by the banner and Settings (the query lives in lib);
 * `refreshMs` reads it again on a timer while the caller is on screen.
 */
export function usePrinters({
  isEnabled = true,
  refreshMs,
}: {
  isEnabled?: boolean;
  refreshMs?: number;
} = {}) {
  return useQuery({
    ...printersQueryOptions({ isEnabled }),
    ...(refreshMs !== undefined && { refetchInterval: refreshMs }),
  });
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
