import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import {
  type SystemResetInput,
  type SystemResetResult,
  systemResetInputSchema,
  systemResetResultSchema,
} from "@/domain/api/admin";
import { invalidateAdminData } from "./invalidate-admin-data";

export { systemResetInputSchema };

/** 'System Reset': test data and demo restaurants go; real owners' data never does. */
export async function systemReset(input: SystemResetInput): Promise<SystemResetResult> {
  const json = await apiSend<unknown>("POST", "/api/admin/system-reset", input);
  return systemResetResultSchema.parse(json);
}

export function useSystemReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: systemReset,
    onSettled: () => invalidateAdminData(queryClient),
  });
}
