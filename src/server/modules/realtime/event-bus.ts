import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { type OrderMessage, orderMessageSchema } from "../../../domain/realtime";
import type { Database, DatabaseHandle } from "../../db/database";
import { withTimeout } from "../../lib/with-timeout";

/**
 * One EventBus for every instance. Publishing is a NOTIFY inside the caller's
 * transaction, so an event goes out exactly when its change commits, and never for a change
 * rolled back. Every instance LISTENs and hands each event to its local subscribers; one
 * instance or ten, the path is the same.
 */
export const EVENTS_CHANNEL = "orderdock_events";

export const restaurantEventSchema = z.object({
  restaurantId: z.string(),
  message: orderMessageSchema,
});
export type RestaurantEvent = { restaurantId: string; message: OrderMessage };

/**
 * Sessions have ended: every session of these users (deactivated, deleted, a new password)
 * and these sessions themselves (a sign-out). Their sockets close too, on every instance.
 */
const sessionsEndedSchema = z.object({
  sessionsEnded: z.object({
    userIds: z.array(z.string()),
    sessionIds: z.array(z.string()).default([]),
    /** The session that made the change (a password change) keeps its socket. */
    exceptSessionId: z.string().optional(),
  }),
});
export type SessionsEnded = {
  userIds: ReadonlySet<string>;
  sessionIds: ReadonlySet<string>;
  exceptSessionId?: string;
};
/** A probe an instance sends itself to prove the feed works end to end (admin System). */
const probeSchema = z.object({ probe: z.string() });
/**
 * A restaurant's store controls changed (a pause, busy mode, what a platform answered), with
 * the words of an automatic change staff are told of (the kitchen's load paused orders).
 */
const storeChangedSchema = z.object({ storeChanged: z.string(), notice: z.string().optional() });
/** A restaurant's menu changed on a marketplace: an 86, a return or a publish was answered. */
const menuChangedSchema = z.object({ menuChanged: z.string() });
/**
 * A restaurant's printers changed: their settings, their jobs (new work for a printer that
 * polls) or their state (one went offline). Instances drop what they remember of them.
 */
const printersChangedSchema = z.object({
  printersChanged: z.string(),
  printerIds: z.array(z.string()).max(100),
  /** The printers themselves changed (settings, offline), not only their jobs. */
  isPrinterChange: z.boolean().default(false),
  /** For a printer given new work: its oldest new job, so its next call need not look. */
  readyJobs: z.record(z.string(), z.string()).default({}),
  /** Only what dashboards show changed (a printer came back, its paper, its cover). */
  isStateOnly: z.boolean().default(false),
});
/** Whatever arrives on the channel; built once, as every notification is read with it. */
const eventSchema = z.union([
  restaurantEventSchema,
  sessionsEndedSchema,
  probeSchema,
  storeChangedSchema,
  menuChangedSchema,
  printersChangedSchema,
]);
// A NOTIFY payload must stay under 8,000 bytes: 100 ids of 36 characters fit with room.
const USER_IDS_PER_NOTIFICATION = 100;

/** What changed of a restaurant's printers (publishPrintersChanged). */
export type PrintersChange = {
  isPrinterChange?: boolean;
  /** Printer id → the id of its oldest job made by this change. */
  readyJobs?: Readonly<Record<string, string>>;
  /** Only what dashboards show changed: no job, no setting. */
  isStateOnly?: boolean;
};
export type PrintersChangedListener = (
  restaurantId: string,
  printerIds: string[],
  change: Required<PrintersChange>,
) => void;

/**
 * The same notification `publish` sends, as an SQL expression over a row of `source` (a CTE
 * or table with the orders columns), for statements that change an order and announce it
 * in one go. `restaurantEventSchema` reads both; `orderMessage` builds it in TypeScript.
 */
export function orderNotifyExpression(type: OrderMessage["type"], source: SQL): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, json_build_object(
      'restaurantId', ${source}.restaurant_id,
      'message', json_build_object(
        'type', ${type}::text,
        'order', json_build_object('id', ${source}.id, 'orderNumber', ${source}.order_number, 'status', ${source}.status)
      )
    )::text)`;
}

/** `orderNotifyExpression` for every row of `source`, as a statement of its own. */
export function orderNotificationSql(type: OrderMessage["type"], source: SQL): SQL {
  return sql`select ${orderNotifyExpression(type, source)} from ${source}`;
}

export type EventBus = {
  publish(tx: Database, event: RestaurantEvent): Promise<void>;
  subscribe(listener: (event: RestaurantEvent) => void): () => void;
  /** Called the moment the feed is lost: from then until it is back, events are missed. */
  onFeedLost(listener: () => void): () => void;
  /** Called after the feed was lost and restored: events in the gap may be missing. */
  onResubscribed(listener: () => void): () => void;
  /** Whether this instance hears every event now: started, and not lost since. */
  isFeedUp(): boolean;
  /** Tells every instance, when `tx` commits, that these users' sessions are over. */
  publishSessionsEnded(
    tx: Database,
    userIds: readonly string[],
    options?: { exceptSessionId?: string },
  ): Promise<void>;
  /** Tells every instance, when `tx` commits, that this one session is over (a sign-out). */
  publishSessionEnded(tx: Database, sessionId: string): Promise<void>;
  onSessionsEnded(listener: (ended: SessionsEnded) => void): () => void;
  /**
   * Tells every instance, when `tx` commits, that this restaurant's store controls changed;
   * `notice`: what OrderDock did by itself, for staff to read.
   */
  publishStoreChanged(tx: Database, restaurantId: string, notice?: string): Promise<void>;
  onStoreChanged(listener: (restaurantId: string, notice?: string) => void): () => void;
  /** Tells every instance, when `tx` commits, that a marketplace answered a menu call. */
  publishMenuChanged(tx: Database, restaurantId: string): Promise<void>;
  onMenuChanged(listener: (restaurantId: string) => void): () => void;
  /**
   * Tells every instance, when `tx` commits, that these printers' jobs changed, or (with
   * `isPrinterChange`) the printers themselves: their settings, or that they went offline.
   * `readyJobs` names a printer's oldest new job, when it was given one.
   */
  publishPrintersChanged(
    tx: Database,
    restaurantId: string,
    printerIds: readonly string[],
    options?: PrintersChange,
  ): Promise<void>;
  onPrintersChanged(listener: PrintersChangedListener): () => void;
  /** Sends a probe through the database and waits for it to come back: the round trip. */
  checkFeed(timeoutMs: number): Promise<{ roundTripMs: number }>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createEventBus({
  database,
  logger,
}: {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
}): EventBus {
  const listeners = new Set<(event: RestaurantEvent) => void>();
  const resubscribers = new Set<() => void>();
  const losers = new Set<() => void>();
  let isListening = false;
  const sessionEnders = new Set<(ended: SessionsEnded) => void>();
  const storeListeners = new Set<(restaurantId: string, notice?: string) => void>();
  const menuListeners = new Set<(restaurantId: string) => void>();
  const printerListeners = new Set<PrintersChangedListener>();
  const probes = new Map<string, () => void>();
  let unlisten: (() => Promise<void>) | null = null;

  const deliver = (payload: string) => {
    let event: z.infer<typeof eventSchema>;
    try {
      event = eventSchema.parse(JSON.parse(payload));
    } catch (error) {
      logger.warn({ err: error }, "ignored a malformed event");
      return;
    }
    // Another instance's probe is not ours to answer.
    if ("probe" in event) return probes.get(event.probe)?.();
    if ("storeChanged" in event) {
      for (const listener of storeListeners) listener(event.storeChanged, event.notice);
      return;
    }
    if ("menuChanged" in event) {
      for (const listener of menuListeners) listener(event.menuChanged);
      return;
    }
    if ("printersChanged" in event) {
      for (const listener of printerListeners)
        listener(event.printersChanged, event.printerIds, {
          isPrinterChange: event.isPrinterChange,
          readyJobs: event.readyJobs,
          isStateOnly: event.isStateOnly,
        });
      return;
    }
    if ("sessionsEnded" in event) {
      const { userIds, sessionIds, exceptSessionId } = event.sessionsEnded;
      const ended = { userIds: new Set(userIds), sessionIds: new Set(sessionIds), exceptSessionId };
      for (const listener of sessionEnders) listener(ended);
      return;
    }
    for (const listener of listeners) listener(event);
  };

  return {
    publish: async (tx, event) => {
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onFeedLost: (listener) => {
      losers.add(listener);
      return () => losers.delete(listener);
    },
    onResubscribed: (listener) => {
      resubscribers.add(listener);
      return () => resubscribers.delete(listener);
    },
    isFeedUp: () => isListening,
    publishSessionsEnded: async (tx, userIds, { exceptSessionId } = {}) => {
      for (let start = 0; start < userIds.length; start += USER_IDS_PER_NOTIFICATION) {
        const chunk = userIds.slice(start, start + USER_IDS_PER_NOTIFICATION);
        const payload = JSON.stringify({ sessionsEnded: { userIds: chunk, exceptSessionId } });
        await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
      }
    },
    publishSessionEnded: async (tx, sessionId) => {
      const payload = JSON.stringify({ sessionsEnded: { userIds: [], sessionIds: [sessionId] } });
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    },
    onSessionsEnded: (listener) => {
      sessionEnders.add(listener);
      return () => sessionEnders.delete(listener);
    },
    publishStoreChanged: async (tx, restaurantId, notice) => {
      const payload = JSON.stringify({ storeChanged: restaurantId, notice });
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    },
    onStoreChanged: (listener) => {
      storeListeners.add(listener);
      return () => storeListeners.delete(listener);
    },
    publishMenuChanged: async (tx, restaurantId) => {
      const payload = JSON.stringify({ menuChanged: restaurantId });
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    },
    onMenuChanged: (listener) => {
      menuListeners.add(listener);
      return () => menuListeners.delete(listener);
    },
    publishPrintersChanged: async (
      tx,
      restaurantId,
      printerIds,
      { isPrinterChange, readyJobs, isStateOnly } = {},
    ) => {
      const ids = [...new Set(printerIds)];
      for (let start = 0; start === 0 || start < ids.length; start += USER_IDS_PER_NOTIFICATION) {
        const chunk = ids.slice(start, start + USER_IDS_PER_NOTIFICATION);
        const chunkJobs = Object.fromEntries(
          chunk.flatMap((id) => (readyJobs?.[id] ? [[id, readyJobs[id]]] : [])),
        );
        const payload = JSON.stringify({
          printersChanged: restaurantId,
          printerIds: chunk,
          ...(isPrinterChange && { isPrinterChange }),
          ...(isStateOnly && { isStateOnly }),
          ...(Object.keys(chunkJobs).length > 0 && { readyJobs: chunkJobs }),
        });
        await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
      }
    },
    onPrintersChanged: (listener) => {
      printerListeners.add(listener);
      return () => printerListeners.delete(listener);
    },
    checkFeed: async (timeoutMs) => {
      const id = randomUUID();
      const started = performance.now();
      const arrived = new Promise<void>((resolve) => probes.set(id, resolve));
      try {
        const payload = JSON.stringify({ probe: id });
        await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
        await withTimeout(arrived, timeoutMs);
        return { roundTripMs: performance.now() - started };
      } finally {
        probes.delete(id);
      }
    },
    start: async () => {
      unlisten ??= await database.listen({
        channel: EVENTS_CHANNEL,
        onNotification: deliver,
        onLost: () => {
          isListening = false;
          logger.warn("event feed lost: live updates stop until it is back");
          for (const listener of losers) listener();
        },
        onResubscribed: () => {
          isListening = true;
          logger.warn("event feed restored after a dropped database connection");
          for (const listener of resubscribers) listener();
        },
        onConnectionError: (error) => logger.warn({ err: error }, "event feed connection failed"),
      });
      isListening = true;
    },
    stop: async () => {
      isListening = false;
      await unlisten?.();
      unlisten = null;
    },
  };
}
