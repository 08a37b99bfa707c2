import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { STORE_KEY } from "@/client/lib/store-status";
import {
  type BusyInput,
  type EndInput,
  type PauseInput,
  type StoreStatus,
  storeStatusSchema,
} from "@/domain/api/store";

/**
 * The store controls' writes: each answers the whole store status, which replaces the
 * cached one at once (the platforms' answers follow through the live feed).
 */
export type StoreAction =
  | { kind: "pause"; input: PauseInput }
  | { kind: "busy"; input: BusyInput }
  | { kind: "end"; input: EndInput }
  | { kind: "retry"; callId: string };

export async function sendStoreAction(action: StoreAction): Promise<StoreStatus> {
  const answer =
    action.kind === "retry"
      ? await apiSend<unknown>(
          "POST",
          `/api/store/calls/${encodeURIComponent(action.callId)}/retry`,
        )
      : await apiSend<unknown>("POST", `/api/store/${action.kind}`, action.input);
  return storeStatusSchema.parse(answer);
}

export function useStoreAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStoreAction,
    onSuccess: (status) => queryClient.setQueryData(STORE_KEY, status),
  });
}
