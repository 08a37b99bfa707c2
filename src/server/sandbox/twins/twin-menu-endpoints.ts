import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TwinContext } from "./twin.service";
import { callMade, guardCall, guardHooks, type TwinGuard } from "./twin-api";
import { recordCall } from "./twin-call-records";
import type { TwinFaults } from "./twin-faults";
import type { TwinStoreAnswer, TwinStoreCall } from "./twin-store-endpoints";
import type { TwinStorePlatform } from "./twin-store-platforms";

/**
 * The menu endpoints of the marketplace twins (docs/platform-twins.md), registered as the
 * store endpoints are: the twin's guard (the restaurant the call names, its outage, then
 * the auth), then the handler in a transaction with the call's record, against the
 * restaurant it named. Two steps more: what must reach OrderDock before the change
 * (Grubhub downloading the menu: OrderDock's own routes need the database, so never inside
 * the transaction), and what the platform does after answering (DoorDash's menu status
 * webhook), started once the change is committed and not waited for by the answer.
 */
export type TwinMenuAnswer = TwinStoreAnswer & {
  /** What the call's record keeps as its answer, when it keeps more than was sent (a job). */
  recorded?: unknown;
  /** The platform's work after answering, from the committed state. */
  later?: (context: TwinContext, signal: AbortSignal) => Promise<void>;
};

export type TwinMenuCall = TwinStoreCall & {
  /** What `prepare` brought back; undefined without one. */
  prepared: unknown;
};

export type TwinMenuEndpoint = TwinGuard & {
  platform: TwinStorePlatform;
  method: "GET" | "POST" | "PUT" | "PATCH";
  url: string;
  /** Runs after the guard, outside any transaction, for the restaurant the call names. */
  prepare?(request: FastifyRequest, restaurantId: string | null): Promise<unknown>;
  handle(request: FastifyRequest, call: TwinMenuCall): Promise<TwinMenuAnswer>;
};

/**
 * Where the platforms' work after answering runs: the app's background tasks, which closing
 * the app waits for, and a signal that says the app is closing (a wait is cut short).
 */
export type TwinFollowUps = {
  run(name: string, work: () => Promise<unknown>): void;
  signal: AbortSignal;
};

export type RegisterTwinMenuEndpointOptions = {
  context: TwinContext;
  faults: TwinFaults;
  followUps: TwinFollowUps;
};

export function registerTwinMenuEndpoint(
  app: FastifyInstance,
  { context, faults, followUps }: RegisterTwinMenuEndpointOptions,
  endpoint: TwinMenuEndpoint,
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
      const prepared = endpoint.prepare ? await endpoint.prepare(request, restaurantId) : undefined;
      const answer = await context.db.transaction(async (tx) => {
        const answered = await endpoint.handle(request, { db: tx, now, restaurantId, prepared });
        await recordCall(tx, context.refusals, {
          made,
          restaurantId: answered.restaurantId,
          status: answered.status,
          answer: answered.recorded ?? answered.body,
          receivedAt: context.clock.now(endpoint.platform, answered.restaurantId),
          isRefused: answered.status >= 400,
        });
        return answered;
      });
      const later = answer.later;
      if (later) {
        followUps.run(`the ${endpoint.platform} twin's ${endpoint.operation} follow-up`, () =>
          later(context, followUps.signal),
        );
      }
      if (answer.body === null) return reply.status(answer.status).send();
      return reply.status(answer.status).send(answer.body);
    },
  });
}

/** Waits, unless the app is closing; false when it is (the work stops there). */
export function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve(true);
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener("abort", stop, { once: true });
  });
}
