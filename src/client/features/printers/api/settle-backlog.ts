import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiSend } from "@/client/lib/api-client";
import { PRINTERS_KEY } from "@/client/lib/printers-query";
import { backlogActionSchema } from "@/domain/api/printers";

export { backlogActionSchema };

export type SettleBacklogOptions = { printerId: string } & z.infer<typeof backlogActionSchema>;

/** POST /api/printers/:id/backlog: Print all or Dismiss what waited; answers how many. */
export async function settleBacklog({
  printerId,
  action,
}: SettleBacklogOptions): Promise<{ count: number }> {
  const url = `/api/printers/${encodeURIComponent(printerId)}/backlog`;
  return apiSend<{ count: number }>("POST", url, { action });
}

export function useSettleBacklog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleBacklog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRINTERS_KEY }),
  });
}
