import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { PRINTERS_KEY } from "@/client/lib/printers-query";

/** DELETE /api/printers/:id: 204. Its waiting jobs go with it. */
export async function removePrinter(printerId: string): Promise<void> {
  await apiSend<void>("DELETE", `/api/printers/${encodeURIComponent(printerId)}`);
}

export function useRemovePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePrinter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRINTERS_KEY }),
  });
}
