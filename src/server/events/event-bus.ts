import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Database, DatabaseHandle } from "../db/database";
import { withTimeout } from "../lib/with-timeout";
import {
  defineEvent,
  EVENTS_CHANNEL,
  type EventDefinition,
  type EventInput,
  type EventPayload,
  eventText,
} from "./event-definition";

/**
 * One EventBus for every instance: a transport for the kinds of event the modules declare
 * (each module owns its events and their payloads; the app hands the bus the list).
 * Publishing is a NOTIFY inside the caller's transaction, so an event goes out exactly when
 * its change commits, and never for a change rolled back. Every instance LISTENs and hands
 * each event, read with its kind's schema, to its local listeners; one instance or ten,
 * the path is the same.
 */
export type EventBus = {
  /** Sends `payload` to every instance's listeners of `event` when `tx` commits. */
  publish<Definition extends EventDefinition>(
    tx: Database,
    event: Definition,
    payload: EventInput<Definition>,
  ): Promise<void>;
  on<Definition extends EventDefinition>(
    event: Definition,
    listener: (payload: EventPayload<Definition>) => void,
  ): () => void;
  /** Called the moment the feed is lost: from then until it is back, events are missed. */
  onFeedLost(listener: () => void): () => void;
  /** Called after the feed was lost and restored: events in the gap may be missing. */
  onResubscribed(listener: () => void): () => void;
  /** Whether this instance hears every event now: started, and not lost since. */
  isFeedUp(): boolean;
  /** Sends a probe through the database and waits for it to come back: the round trip. */
  checkFeed(timeoutMs: number): Promise<{ roundTripMs: number }>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** A probe an instance sends itself to prove the feed works end to end (admin System). */
const probe = defineEvent("probe", z.object({ id: z.string() }));

const envelopeSchema = z.object({ event: z.string(), data: z.unknown() });

export function createEventBus({
  database,
  logger,
  events,
}: {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** Every kind of event the app's modules declare. */
  events: readonly EventDefinition[];
}): EventBus {
  const kinds = new Map<string, EventDefinition>();
  for (const definition of [probe, ...events]) {
    if (kinds.has(definition.name)) throw new Error(`two events named ${definition.name}`);
    kinds.set(definition.name, definition);
  }
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const losers = new Set<() => void>();
  const resubscribers = new Set<() => void>();
  const probes = new Map<string, () => void>();
  let isListening = false;
  let unlisten: (() => Promise<void>) | null = null;

  const kindOf = (definition: EventDefinition) => {
    if (kinds.get(definition.name) !== definition) {
      throw new Error(`event ${definition.name} is not one the app gave the bus`);
    }
    return definition;
  };

  const listen = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => void set.delete(listener);
  };

  const deliver = (text: string) => {
    let name: string;
    let payload: unknown;
    try {
      const envelope = envelopeSchema.parse(JSON.parse(text));
      name = envelope.event;
      const definition = kinds.get(name);
      // A kind this instance does not know (a newer instance's) is not for it.
      if (!definition) return logger.warn({ event: name }, "ignored an event of unknown kind");
      payload = definition.schema.parse(envelope.data);
    } catch (error) {
      logger.warn({ err: error }, "ignored a malformed event");
      return;
    }
    // Another instance's probe is not ours to answer.
    if (name === probe.name) return probes.get((payload as { id: string }).id)?.();
    for (const listener of listeners.get(name) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        logger.error({ err: error, event: name }, "an event listener failed");
      }
    }
  };

  const notify = async (tx: Database, definition: EventDefinition, payload: unknown) => {
    const text = eventText(definition, kindOf(definition).schema.parse(payload));
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${text})`);
  };

  return {
    publish: notify,
    on: (definition, listener) => {
      const name = kindOf(definition).name;
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      return listen(set, listener as (payload: unknown) => void);
    },
    onFeedLost: (listener) => listen(losers, listener),
    onResubscribed: (listener) => listen(resubscribers, listener),
    isFeedUp: () => isListening,
    checkFeed: async (timeoutMs) => {
      const id = randomUUID();
      const started = performance.now();
      const arrived = new Promise<void>((resolve) => probes.set(id, resolve));
      try {
        await notify(database.db, probe, { id });
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
