import pg from "pg";
import type { ListenOptions } from "./database";

/**
 * LISTEN on a connection of its own (a pooled connection would be handed to other queries).
 * When the connection drops, it reconnects with a growing delay (0.5 s doubling to 10 s),
 * issues LISTEN again and reports it, so listeners can recover what they missed.
 */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

export async function listenOnPostgres(
  url: string,
  { channel, onNotification, onResubscribed, onConnectionError }: ListenOptions,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined)
        onNotification(message.payload);
    });
    next.on("error", (error) => onConnectionError?.(error));
    next.on("end", () => {
      if (client === next) client = null;
      if (!isStopped) scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    // Stopped while this connection was being made: it must not outlive the listener.
    if (isStopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(async () => {
      try {
        await connect();
        if (isStopped) return;
        retryMs = FIRST_RETRY_MS;
        onResubscribed?.();
      } catch (error) {
        onConnectionError?.(error as Error);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        scheduleReconnect();
      }
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  };
}
