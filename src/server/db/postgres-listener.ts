import pg from "pg";
import type { ListenOptions } from "./database";

/**
 * LISTEN on a connection of its own (a pooled connection would be handed to other queries).
 * The moment that connection is lost, `onLost` says so, so no one goes on believing the feed
 * works; then it reconnects with a growing delay (0.5 s doubling to 2 s), issues LISTEN again
 * and reports it with `onResubscribed`, so listeners can recover what they missed.
 *
 * A connection can also die without a word (a network path gone, a server frozen): a
 * heartbeat query every few seconds that gets no answer in time counts as a lost connection.
 */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 2_000;
export const LISTEN_HEARTBEAT_MS = 5_000;
/** How the feed's connection names itself in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = "orderdock-events";
// A connection attempt that hangs (a server that accepts and then says nothing) is a failure.
const CONNECT_TIMEOUT_MS = 5_000;

export type PostgresListenOptions = ListenOptions & {
  /** Between heartbeat queries; the same is allowed for each to be answered. */
  heartbeatMs?: number;
};

export async function listenOnPostgres(
  url: string,
  {
    channel,
    onNotification,
    onLost,
    onResubscribed,
    onConnectionError,
    heartbeatMs = LISTEN_HEARTBEAT_MS,
  }: PostgresListenOptions,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  /** The current connection is gone: say so once, let it go, and start reconnecting. */
  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    lost.removeAllListeners("notification");
    // A connection that stopped answering may never finish ending; nothing waits for it.
    lost.end().catch(() => {});
    if (isStopped) return;
    onLost?.();
    scheduleReconnect();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: LISTEN_APPLICATION_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined)
        onNotification(message.payload);
    });
    next.on("error", (error) => {
      onConnectionError?.(error);
      lose(next);
    });
    next.on("end", () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      throw error;
    }
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

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current) return;
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error("The event feed's connection stopped answering")),
        heartbeatMs,
      );
    });
    Promise.race([current.query("select 1"), silence])
      .catch((error: Error) => {
        if (client !== current) return;
        onConnectionError?.(error);
        lose(current);
      })
      .finally(() => clearTimeout(timer));
  }, heartbeatMs);
  heartbeat.unref();

  try {
    await connect();
  } catch (error) {
    clearInterval(heartbeat);
    throw error;
  }
  return async () => {
    isStopped = true;
    clearInterval(heartbeat);
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
