import { z } from "zod";
import { apiSend } from "@/client/lib/api-client";
import { useMenuMutation } from "./menu-mutation";

const retryResultSchema = z.object({ retried: z.literal(true) });
export type RetryResult = z.infer<typeof retryResultSchema>;

/**
 * POST /api/menu/calls/:callId/retry: sends a marketplace's refused 86, return or publish
 * again. A 409 says there is nothing to send again, or that the menu has moved on since.
 */
export async function retryMenuCall(callId: string): Promise<RetryResult> {
  const url = `/api/menu/calls/${encodeURIComponent(callId)}/retry`;
  return retryResultSchema.parse(await apiSend<unknown>("POST", url));
}

/** Afterwards the menu and the publish status reload, showing the call as sending again. */
export function useRetryMenuCall() {
  return useMenuMutation({ mutationFn: retryMenuCall });
}
