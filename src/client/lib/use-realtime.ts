import { useEffect, useRef, useState } from "react";
import { RealtimeClient, type RealtimeClientOptions, type RealtimeStatus } from "./realtime-client";

export type UseRealtimeOptions = Omit<RealtimeClientOptions, "onStatusChange"> & {
  /** false keeps the socket closed (signed out, or a screen that needs no live updates). */
  isEnabled?: boolean;
  /**
   * A new value closes the socket and opens another: the server chose the feed when the
   * socket opened (the browser's location), so a switch of location needs a new one.
   */
  reconnectKey?: string;
};

/**
 * One RealtimeClient for as long as the component is mounted and `isEnabled`. The callbacks
 * may change on every render: the client always calls the latest ones. `url`,
 * `createSocket`, `document` and `window` are read when the client is created; a new `url`
 * or `reconnectKey` creates another.
 */
export function useRealtime({
  isEnabled = true,
  reconnectKey,
  ...options
}: UseRealtimeOptions): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>("idle");
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { url } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reconnectKey is the reason to open another socket
  useEffect(() => {
    if (!isEnabled) return;
    const { createSocket, document, window } = latest.current;
    const client = new RealtimeClient({
      url,
      createSocket,
      document,
      window,
      onMessage: (message) => latest.current.onMessage?.(message),
      onStoreChanged: (notice) => latest.current.onStoreChanged?.(notice),
      onMenuChanged: () => latest.current.onMenuChanged?.(),
      onPrintersChanged: () => latest.current.onPrintersChanged?.(),
      onPeopleChanged: () => latest.current.onPeopleChanged?.(),
      onConnected: () => latest.current.onConnected?.(),
      onUnauthorized: () => latest.current.onUnauthorized?.(),
      onStatusChange: setStatus,
    });
    client.start();
    return () => client.stop();
  }, [isEnabled, url, reconnectKey]);

  return status;
}
