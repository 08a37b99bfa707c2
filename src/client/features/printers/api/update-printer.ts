import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { PRINTERS_KEY } from "@/client/lib/printers-query";
import type { PrinterFields, PrintersView, PrinterView } from "@/domain/api/printers";
import { showUpdatedPrinter } from "./get-printers";

export type UpdatePrinterOptions = { printerId: string; changes: Partial<PrinterFields> };

/** PATCH /api/printers/:id with only what changed: 200 the printer as it now is. */
export async function updatePrinter({
  printerId,
  changes,
}: UpdatePrinterOptions): Promise<PrinterView> {
  return apiSend<PrinterView>("PATCH", `/api/printers/${encodeURIComponent(printerId)}`, changes);
}

/** Every printer change carries this key, so one can tell whether others are on their way. */
const PRINTER_CHANGE_KEY = ["printer-change"] as const;

/** The change asking is still counted while its own callbacks run. */
const isLastChange = (queryClient: QueryClient) =>
  queryClient.isMutating({ mutationKey: PRINTER_CHANGE_KEY }) <= 1;

/**
 * A ticked box stays ticked while the change is on its way (optimistic), and goes back when
 * the server refuses it. The printers reload once the last of quick changes settles: an
 * earlier reload would briefly undo the ones still on their way.
 */
export function useUpdatePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PRINTER_CHANGE_KEY,
    mutationFn: updatePrinter,
    onMutate: async ({ printerId, changes }) => {
      await queryClient.cancelQueries({ queryKey: PRINTERS_KEY, exact: true });
      const before = queryClient
        .getQueryData<PrintersView>(PRINTERS_KEY)
        ?.printers.find((printer) => printer.id === printerId);
      patchCachedPrinter(queryClient, printerId, changes);
      // What this change overwrote, and only that: other changes on their way stay.
      const undo = Object.fromEntries(
        Object.keys(changes).map((field) => [field, before?.[field as keyof PrinterView]]),
      ) as Partial<PrinterView>;
      return { undo: before ? undo : null };
    },
    onError: (_error, { printerId }, context) => {
      if (context?.undo) patchCachedPrinter(queryClient, printerId, context.undo);
    },
    onSuccess: (updated) => {
      if (isLastChange(queryClient)) showUpdatedPrinter(queryClient, updated);
    },
  });
}

function patchCachedPrinter(
  queryClient: QueryClient,
  printerId: string,
  changes: Partial<PrinterView>,
): void {
  queryClient.setQueryData<PrintersView>(PRINTERS_KEY, (view) =>
    view
      ? {
          ...view,
          printers: view.printers.map((printer) =>
            printer.id === printerId ? { ...printer, ...changes } : printer,
          ),
        }
      : view,
  );
}
