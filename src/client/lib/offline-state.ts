import { createValueStore } from "./value-store";

/**
 * Whether the app is showing what the service worker kept because there is no connection
 * (docs/installable-app.md): a read answered from its copy carries `x-orderdock-offline`
 * with the time it was kept. Any answer from the server itself ends it.
 */
export const OFFLINE_HEADER = "x-orderdock-offline";

/** When the copy shown was kept (ISO time, or "" when unknown); null while online. */
const keptAt = createValueStore<string | null>(null);

export function noteResponse(response: Response): void {
  keptAt.set(response.headers.get(OFFLINE_HEADER));
}

/** Null while online; else when the orders shown were last read from the server. */
export const useOfflineSince = keptAt.use;
