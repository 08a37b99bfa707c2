import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database";
import type { TwinContext } from "./twin.service";
import { callMade, guardCall, guardHooks, type TwinGuard } from "./twin-api";
import { recordCall } from "./twin-call-records";
import type { TwinFaults } from "./twin-faults";

/**
 * The store endpoints of the marketplace twins (docs/platform-twins.md): pause and reopen,
 * preparation time, busy mode. Each passes the twin's guard (the restaurant it names, that
 * restaurant's outage, then the auth), then its handler reads the body and changes the
 * store; the call is recorded with the change, against the restaurant it named (null when
 * none).
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
  /** The restaurant's twin clock. */
  now: Date;
  /** The restaurant the call names (the endpoint's `restaurantOf`); null: none it knows. */
  restaurantId: string | null;
};

export type TwinStoreEndpoint = TwinGuard & {
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
      const guarded = await guardCall({ context, faults, guard: endpoint, request, reply, made });
      if (!guarded) return reply;
      const { restaurantId, now } = guarded;
      const answer = await context.db.transaction(async (tx) => {
        const answered = await endpoint.handle(request, { db: tx, now, restaurantId });
        await recordCall(tx, context.refusals, {
          made,
          restaurantId: answered.restaurantId,
          status: answered.status,
          answer: answered.body,
          receivedAt: context.clock.now(endpoint.platform, answered.restaurantId),
          isRefused: answered.status >= 400,
        });
        return answered;
      });
      if (answer.body === null) return reply.status(answer.status).send();
      return reply.status(answer.status).send(answer.body);
    },
  });
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
