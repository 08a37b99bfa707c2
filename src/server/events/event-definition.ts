import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";

/**
 * One kind of event, declared by the module it belongs to: its name on the wire and the
 * schema its payload is read with on every instance. The bus carries only declared kinds
 * (docs/architecture.md, "Events").
 */
export type EventDefinition<Schema extends z.ZodType = z.ZodType> = {
  readonly name: string;
  readonly schema: Schema;
};

/** What a publisher gives (defaults may be left out). */
export type EventInput<Definition extends EventDefinition> = z.input<Definition["schema"]>;
/** What a listener receives: the payload as its schema read it. */
export type EventPayload<Definition extends EventDefinition> = z.output<Definition["schema"]>;

export function defineEvent<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
): EventDefinition<Schema> {
  return { name, schema };
}

/** The one channel every instance listens on. */
export const EVENTS_CHANNEL = "orderdock_events";

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; an owner that may send more
 * (a list of ids) splits it into several events.
 */
export const MAX_EVENT_BYTES = 7_900;

/** The text sent on the channel: the event's name and its payload. */
export function eventText(definition: EventDefinition, payload: unknown): string {
  const text = JSON.stringify({ event: definition.name, data: payload });
  if (Buffer.byteLength(text) > MAX_EVENT_BYTES) {
    throw new Error(`event ${definition.name} is over ${MAX_EVENT_BYTES} bytes: split it`);
  }
  return text;
}

/**
 * The same notification as `EventBus.publish`, as an SQL expression whose payload `data` is
 * built in the statement (from the rows it changes), so one statement changes and announces.
 */
export function notifyExpression(definition: EventDefinition, data: SQL): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, json_build_object('event', ${definition.name}::text, 'data', ${data})::text)`;
}
