import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/client/lib/api-client";
import type { PushChoices, PushDevice, PushStatus } from "@/domain/api/push";

/** The push alerts API (docs/api.md): this restaurant's devices and the server's key. */
const PUSH_KEY = ["push"] as const;

export function usePushStatus() {
  return useQuery({
    queryKey: PUSH_KEY,
    queryFn: () => apiGet<PushStatus>("/api/push", { on401: "throw" }) as Promise<PushStatus>,
  });
}

export type NewPushDevice = {
  subscription: PushSubscriptionJSON;
  deviceName: string;
} & PushChoices;

function useChangeDevices<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PUSH_KEY }),
  });
}

/** POST /api/push/subscriptions: 201 with the device. */
export const useAddPushDevice = () =>
  useChangeDevices((device: NewPushDevice) =>
    apiSend<PushDevice>("POST", "/api/push/subscriptions", device),
  );

/** PATCH /api/push/subscriptions/:id: the device as saved. */
export const useUpdatePushDevice = () =>
  useChangeDevices(({ id, ...patch }: { id: string } & Partial<PushChoices>) =>
    apiSend<PushDevice>("PATCH", `/api/push/subscriptions/${encodeURIComponent(id)}`, patch),
  );

/** DELETE /api/push/subscriptions/:id: 204. */
export const useRemovePushDevice = () =>
  useChangeDevices((id: string) =>
    apiSend<void>("DELETE", `/api/push/subscriptions/${encodeURIComponent(id)}`),
  );

export type PushTestOutcome = { kind: "sent" } | { kind: "gone" | "failed"; reason: string };

/** POST /api/push/subscriptions/:id/test: what the device's push service did with it. */
export const useTestPushDevice = () =>
  useChangeDevices((id: string) =>
    apiSend<PushTestOutcome>("POST", `/api/push/subscriptions/${encodeURIComponent(id)}/test`),
  );
