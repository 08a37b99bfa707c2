import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { PRINTERS_KEY } from "@/client/lib/printers-query";
import { backlogSettingsSchema, type PrintersView } from "@/domain/api/printers";

export { backlogSettingsSchema };

/** PUT /api/printers/settings: 200 the whole printers view, which replaces the cached one. */
export async function updateBacklogMinutes(backlogMinutes: number): Promise<PrintersView> {
  return apiSend<PrintersView>("PUT", `${PRINTERS_KEY[0]}/settings`, { backlogMinutes });
}

export function useUpdateBacklogMinutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBacklogMinutes,
    onSuccess: (view) => queryClient.setQueryData(PRINTERS_KEY, view),
  });
}
