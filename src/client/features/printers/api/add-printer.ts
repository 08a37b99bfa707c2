import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { PRINTERS_KEY } from "@/client/lib/printers-query";
import {
  type PrinterFields,
  type PrinterSetup,
  type PrinterView,
  printerInputSchema,
} from "@/domain/api/printers";

export { printerInputSchema };

export type AddedPrinter = { printer: PrinterView; setup: PrinterSetup };

/** POST /api/printers: 201 the printer and, this once with its secret, the address to enter. */
export async function addPrinter(fields: PrinterFields): Promise<AddedPrinter> {
  return apiSend<AddedPrinter>("POST", PRINTERS_KEY[0], fields);
}

export function useAddPrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPrinter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRINTERS_KEY }),
  });
}
