import { useSyncExternalStore } from "react";
import type { RealtimeStatus } from "./realtime-client";

/**
 * The live feed's state, as the signed-in screens' one socket reports it, for the health bar:
 * `wasOpen` tells a first connection from a reconnection.
 */
export type ConnectionState = { status: RealtimeStatus; wasOpen: boolean };

let state: ConnectionState = { status: "idle", wasOpen: false };
const listeners = new Set<() => void>();

export function reportConnectionStatus(status: RealtimeStatus): void {
  if (status === state.status) return;
  // Signed out (the socket closed for good): the next session starts afresh.
  const wasOpen = status === "idle" ? false : state.wasOpen || status === "open";
  state = { status, wasOpen };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
