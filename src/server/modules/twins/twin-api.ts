import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TwinPlatform } from "../platform-calls/clients/twin-keys";
import {
  handleTwinCall,
  recordRefusedCall,
  type TwinCallInput,
  type TwinContext,
} from "./twin.service";
import type { TwinFaults } from "./twin-faults";

/**
 * What every call to a platform twin passes first, an order call or a store call alike:
 * its fault switch (an outage answers every call with the chosen 5xx), then the platform's
 * auth check. Every call is recorded as it came, answered or refused.
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
};

/** One order endpoint of a platform twin: the guard, then the order's state machine. */
export type TwinEndpoint = TwinGuard & {
  method: "POST" | "PUT" | "PATCH";
  url: string;
  /** Reads the call: the order it is about and what it does, or a 400 in the platform's words. */
  read(
    request: FastifyRequest,
  ):
    | { ok: true; call: Omit<TwinCallInput, "platform" | "method" | "path" | "operation" | "body"> }
    | { ok: false; status: number; body: unknown; externalId?: string };
};

/** A call as it came, for the record of calls. */
export type TwinCallMade = {
  platform: TwinPlatform;
  method: string;
  path: string;
  operation: string;
  body: unknown;
  externalId?: string;
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

/** The call as it came: its method, path without the query, and body. */
export function callMade(request: FastifyRequest, guard: TwinGuard): TwinCallMade {
  return {
    platform: guard.platform,
    method: request.method,
    path: request.url.split("?")[0] ?? request.url,
    operation: guard.operation,
    body: request.body ?? null,
  };
}

/**
 * The guard's refusals, sent and recorded: an active outage answers the chosen 5xx with
 * retry-after, bad credentials the platform's refusal. True when the call was answered.
 */
export type RefuseByGuardOptions = {
  context: TwinContext;
  faults: TwinFaults;
  guard: TwinGuard;
  request: FastifyRequest;
  reply: FastifyReply;
  made: TwinCallMade;
};

export async function refuseByGuard({
  context,
  faults,
  guard,
  request,
  reply,
  made,
}: RefuseByGuardOptions): Promise<boolean> {
  const fault = faults.active(guard.platform, context.clock.now(guard.platform).getTime());
  if (fault) {
    const body = { message: "Service temporarily unavailable" };
    await recordRefusedCall(context, { ...made, status: fault.status, answer: body });
    reply.status(fault.status).header("retry-after", "5").send(body);
    return true;
  }
  const denied = await guard.auth(request);
  if (denied) {
    const refusal = guard.unauthorized(denied);
    await recordRefusedCall(context, { ...made, status: refusal.status, answer: refusal.body });
    reply.status(refusal.status).send(refusal.body);
    return true;
  }
  return false;
}

export function registerTwinEndpoint(
  app: FastifyInstance,
  context: TwinContext,
  faults: TwinFaults,
  endpoint: TwinEndpoint,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.url,
    ...guardHooks(endpoint),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const base = {
        ...callMade(request, endpoint),
        // Recorded against the order the path names, even when the call is refused.
        externalId: paramOf(request, "orderId") || undefined,
      };
      const guarded = { context, faults, guard: endpoint, request, reply, made: base };
      if (await refuseByGuard(guarded)) return reply;
      const read = endpoint.read(request);
      if (!read.ok) {
        await recordRefusedCall(context, {
          ...base,
          status: read.status,
          answer: read.body,
          externalId: read.externalId,
        });
        return reply.status(read.status).send(read.body);
      }
      const { externalId: _named, ...call } = base;
      const answer = await handleTwinCall(context, { ...call, ...read.call });
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
