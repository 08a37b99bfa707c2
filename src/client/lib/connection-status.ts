import type { RealtimeStatus } from "./realtime-client";
import { createValueStore } from "./value-store";

/**
 * The live feed's state, as the signed-in screens' one socket reports it, for the health bar:
 * `wasOpen` tells a first connection from a reconnection.
 */
export type ConnectionState = { status: RealtimeStatus; wasOpen: boolean };

const state = createValueStore<ConnectionState>({ status: "idle", wasOpen: false });

export function reportConnectionStatus(status: RealtimeStatus): void {
  const current = state.get();
  if (status === current.status) return;
  // Signed out (the socket closed for good): the next session starts afresh.
  const wasOpen = status === "idle" ? false : current.wasOpen || status === "open";
  state.set({ status, wasOpen });
}

export const useConnectionState = state.use;
