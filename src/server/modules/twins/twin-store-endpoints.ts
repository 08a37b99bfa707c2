import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isUuid } from "../../../domain/ids";
import type { Database } from "../../db/database";
import type { StorePlatform } from "../platform-calls/clients/store-clients";
import { findConnection } from "../platforms/platform-connections.repository";
import type { TwinContext } from "./twin.service";
import { callMade, guardHooks, refuseByGuard, type TwinGuard } from "./twin-api";
import type { TwinFaults } from "./twin-faults";
import { recordTwinCall } from "./twin-orders.repository";

/**
 * The store endpoints of the marketplace twins (docs/platform-twins.md): pause and reopen,
 * preparation time, busy mode. Each passes the twin's guard (its outage, then its auth),
 * then its handler checks the store, reads the body and changes the store; the call is
 * recorded with the change, against the restaurant it named (null when none).
 */
export type TwinStoreAnswer = {
  status: number;
  /** Null: no body (204). */
  body: unknown;
  restaurantId: string | null;
};

export type TwinStoreCall = {
  /** The transaction the change and its record share. */
  db: Database;
  /** The twin's clock. */
  now: Date;
};

export type TwinStoreEndpoint = TwinGuard & {
  platform: StorePlatform;
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  handle(request: FastifyRequest, call: TwinStoreCall): Promise<TwinStoreAnswer>;
};

export function registerTwinStoreEndpoint(
  app: FastifyInstance,
  context: TwinContext,
  faults: TwinFaults,
  endpoint: TwinStoreEndpoint,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.url,
    ...guardHooks(endpoint),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const made = callMade(request, endpoint);
      if (await refuseByGuard({ context, faults, guard: endpoint, request, reply, made })) {
        return reply;
      }
      const now = context.clock.now(endpoint.platform);
      const answer = await context.db.transaction(async (tx) => {
        const answered = await endpoint.handle(request, { db: tx, now });
        await recordTwinCall(tx, {
          ...made,
          restaurantId: answered.restaurantId,
          externalId: null,
          body: (made.body ?? null) as never,
          status: answered.status,
          answer: (answered.body ?? null) as never,
          receivedAt: now,
        });
        return answered;
      });
      if (answer.body === null) return reply.status(answer.status).send();
      return reply.status(answer.status).send(answer.body);
    },
  });
}

/**
 * The restaurant a DoorDash location id or Grubhub merchant id names: in the twins it is
 * the restaurant's own id, with the platform connected. A text that is not a uuid names no
 * one and never reaches SQL.
 */
export async function restaurantOfStoreId(
  db: Database,
  platform: StorePlatform,
  id: string,
): Promise<string | null> {
  if (!isUuid(id)) return null;
  const connection = await findConnection(db, id, platform);
  return connection?.isConnected ? id : null;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d{1,9})?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i;

/**
 * An RFC 3339 date-time (`2025-06-01T19:45:00Z`, `…+02:00`); with `isUtc`, only in UTC
 * (`Z` or `+00:00`). Null for anything else, a 31 February included.
 */
export function parseDateTime(value: unknown, { isUtc = false } = {}): Date | null {
  if (typeof value !== "string") return null;
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, , , , zone] = match;
  if (isUtc && !/^(Z|\+00:00)$/i.test(zone ?? "")) return null;
  const monthDays = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > monthDays) {
    return null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether a body field was sent (null counts as not sent). */
export const isGiven = (value: unknown): boolean => value !== undefined && value !== null;
