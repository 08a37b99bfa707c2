import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import type { TwinContext } from "./twin.service";
import { recordCall, type TwinCallMade } from "./twin-call-records";
import { CREDENTIALS_REVOKED, type TwinFaults } from "./twin-faults";
import { handleTwinCall, type TwinCallInput } from "./twin-order-calls";
import { type RestaurantOf, restaurantOfOrder } from "./twin-restaurants";

/**
 * What every call to a platform twin passes first, an order call or a store call alike:
 * the restaurant it names is looked up, then that restaurant's fault switch (an outage
 * answers every call with the chosen 5xx), then the platform's auth check. Every call is
 * recorded, answered or refused, as `twin-call-records.ts` keeps it.
 */
export type TwinGuard = {
  platform: TwinPlatform;
  operation: string;
  /**
   * Keep the body's bytes as they came, for a platform whose signature covers them
   * (Grubhub's MAC `bodyhash`): the parsed body is not the text that was signed.
   */
  keepRawBody?: boolean;
  auth(request: FastifyRequest): Promise<string | null> | string | null;
  /** The refusal for bad credentials: status and body, in the platform's shape. */
  unauthorized(message: string): { status: number; body: unknown };
  /** The restaurant the call names: its clock, its outage, its record of calls. */
  restaurantOf: RestaurantOf;
};

/** One order endpoint of a platform twin: the guard, then the order's state machine. */
export type TwinEndpoint = Omit<TwinGuard, "restaurantOf"> & {
  method: "POST" | "PUT" | "PATCH";
  url: string;
  /** The order the call names; by default the `:orderId` in its path. */
  orderIdOf?(request: FastifyRequest): string;
  /** By default the restaurant whose order the call names. */
  restaurantOf?: RestaurantOf;
  /**
   * What the platform checks before it reads the call, for the restaurant the call names
   * (Uber: the app must be the store's order manager): its refusal, or null to go on.
   */
  precondition?(
    restaurantId: string,
    db: Database,
  ): Promise<{ status: number; body: unknown } | null>;
  /**
   * Reads the call: the order it is about and what it does, a read that names no order and
   * changes nothing (answered at once: Shopify's `shop`), or a 400 in the platform's words.
   */
  read(request: FastifyRequest):
    | {
        ok: true;
        call: Omit<TwinCallInput, "platform" | "method" | "path" | "operation" | "body" | "named">;
      }
    | { ok: "read"; status: number; body: unknown }
    | { ok: false; status: number; body: unknown; externalId?: string };
};

const rawBodies = new WeakMap<FastifyRequest, string>();
const RAW_BODY_LIMIT = 1024 * 1024;

/** The body's text as it came, for an endpoint with `keepRawBody`; "" without a body. */
export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? "";
}

async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: Readable) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > RAW_BODY_LIMIT) {
      throw Object.assign(new Error("Request body is too large"), { statusCode: 413 });
    }
    chunks.push(bytes);
  }
  const raw = Buffer.concat(chunks);
  rawBodies.set(request, raw.toString("utf8"));
  // The same bytes again, for the JSON parser.
  return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
}

/** The route options a guard needs: its raw body kept for a signature over the bytes. */
export function guardHooks(guard: Pick<TwinGuard, "keepRawBody">) {
  return guard.keepRawBody ? { preParsing: keepRawBody } : {};
}

/** The call as it came: its method, path without the query, body, and the order it names. */
export function callMade(
  request: FastifyRequest,
  guard: Pick<TwinGuard, "platform" | "operation">,
  externalId?: string,
): TwinCallMade {
  return {
    platform: guard.platform,
    method: request.method,
    path: request.url.split("?")[0] ?? request.url,
    operation: guard.operation,
    body: request.body ?? null,
    ...(externalId && { externalId }),
  };
}

/** A call the guard let through: the restaurant it names and that restaurant's time. */
export type GuardedCall = { made: TwinCallMade; restaurantId: string | null; now: Date };

export type GuardCallOptions = {
  context: TwinContext;
  faults: TwinFaults;
  guard: TwinGuard;
  request: FastifyRequest;
  reply: FastifyReply;
  made: TwinCallMade;
};

/**
 * The guard's refusals, sent and recorded: an active outage of the restaurant the call
 * names answers the chosen 5xx with retry-after, bad credentials the platform's refusal.
 * Null when the call was answered so; otherwise the call, to be served.
 */
export async function guardCall({
  context,
  faults,
  guard,
  request,
  reply,
  made,
}: GuardCallOptions): Promise<GuardedCall | null> {
  const restaurantId = await guard.restaurantOf(request, context.db);
  const now = context.clock.now(guard.platform, restaurantId);
  const record = (kept: string | null, status: number, answer: unknown) =>
    recordCall(context.db, context.refusals, {
      made,
      restaurantId: kept,
      status,
      answer,
      receivedAt: context.clock.now(guard.platform, kept),
      isRefused: true,
    });
  const fault = faults.active(guard.platform, restaurantId, now.getTime());
  if (fault) {
    const body = { message: "Service temporarily unavailable" };
    // Answered before the auth, as a platform's outage is; kept in the restaurant's own
    // record only when the call is OrderDock's (its credentials hold).
    const isOurs = restaurantId !== null && (await guard.auth(request)) === null;
    await record(isOurs ? restaurantId : null, fault.status, body);
    reply.status(fault.status).header("retry-after", "5").send(body);
    return null;
  }
  const denied = faults.refusesCredentials(guard.platform, restaurantId)
    ? CREDENTIALS_REVOKED
    : await guard.auth(request);
  if (denied) {
    const refusal = guard.unauthorized(denied);
    await record(null, refusal.status, refusal.body);
    reply.status(refusal.status).send(refusal.body);
    return null;
  }
  return { made, restaurantId, now };
}

export function registerTwinEndpoint(
  app: FastifyInstance,
  context: TwinContext,
  faults: TwinFaults,
  endpoint: TwinEndpoint,
) {
  const orderIdOf = endpoint.orderIdOf ?? ((request) => paramOf(request, "orderId"));
  const guard: TwinGuard = {
    ...endpoint,
    restaurantOf: endpoint.restaurantOf ?? restaurantOfOrder(endpoint.platform, orderIdOf),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.url,
    ...guardHooks(endpoint),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      // Recorded against the order the call names, even when the call is refused.
      const made = callMade(request, endpoint, orderIdOf(request) || undefined);
      const guarded = await guardCall({ context, faults, guard, request, reply, made });
      if (!guarded) return reply;
      const unmet =
        endpoint.precondition && guarded.restaurantId !== null
          ? await endpoint.precondition(guarded.restaurantId, context.db)
          : null;
      const read = unmet ? { ok: false as const, ...unmet } : endpoint.read(request);
      if (read.ok === "read") {
        await recordCall(context.db, context.refusals, {
          made,
          restaurantId: guarded.restaurantId,
          status: read.status,
          answer: read.body,
          receivedAt: guarded.now,
          isRefused: false,
        });
        return reply.status(read.status).send(read.body);
      }
      if (!read.ok) {
        await recordCall(context.db, context.refusals, {
          made: { ...made, externalId: read.externalId },
          restaurantId: guarded.restaurantId,
          status: read.status,
          answer: read.body,
          receivedAt: guarded.now,
          isRefused: true,
        });
        return reply.status(read.status).send(read.body);
      }
      const { externalId: _named, ...call } = made;
      const answer = await handleTwinCall(context, {
        ...call,
        ...read.call,
        named: guarded.restaurantId,
      });
      if (answer.status === 204) return reply.status(204).send();
      return reply.status(answer.status).send(answer.body);
    },
  });
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export const paramOf = (request: FastifyRequest, name: string): string =>
  String((request.params as Record<string, unknown>)[name] ?? "");
