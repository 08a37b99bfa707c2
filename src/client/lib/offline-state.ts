import { useSyncExternalStore } from "react";

/**
 * Whether the app is showing what the service worker kept because there is no connection
 * (docs/installable-app.md): a read answered from its copy carries `x-orderdock-offline`
 * with the time it was kept. Any answer from the server itself ends it.
 */
export const OFFLINE_HEADER = "x-orderdock-offline";

/** When the copy shown was kept (ISO time, or "" when unknown); null while online. */
let keptAt: string | null = null;
const listeners = new Set<() => void>();

export function noteResponse(response: Response): void {
  const offline = response.headers.get(OFFLINE_HEADER);
  const next = offline === null ? null : offline;
  if (next === keptAt) return;
  keptAt = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Null while online; else when the orders shown were last read from the server. */
export function useOfflineSince(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => keptAt,
    () => null,
  );
}
