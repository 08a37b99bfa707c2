import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { withTimeout } from "../../lib/with-timeout";

const PING_TIMEOUT_MS = 2_000;
/** What a load balancer or client is told to wait before asking a not-ready instance again. */
const NOT_READY_RETRY_SECONDS = 5;

const notReadySchema = z.object({
  status: z.literal("unavailable"),
  database: z.enum(["ok", "unreachable"]),
  events: z.enum(["ok", "down"]),
  message: z.string(),
});

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers
 * and this instance hears its event feed). An instance whose feed is down would take changes
 * its dashboards never hear of, so it is not ready until LISTEN is back.
 */
export function healthRoutes({
  database,
  bus,
}: {
  database: DatabaseHandle;
  bus: Pick<EventBus, "isFeedUp">;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/healthz",
      { schema: { response: { 200: z.object({ status: z.literal("ok") }) } } },
      async () => ({ status: "ok" as const }),
    );

    app.get(
      "/readyz",
      {
        schema: {
          response: {
            200: z.object({
              status: z.literal("ready"),
              database: z.literal("ok"),
              events: z.literal("ok"),
            }),
            503: notReadySchema,
          },
        },
      },
      async (request, reply) => {
        const isDatabaseUp = await withTimeout(database.ping(), PING_TIMEOUT_MS).then(
          () => true,
          (error: unknown) => {
            request.log.warn({ err: error }, "readiness check failed");
            return false;
          },
        );
        const isFeedUp = bus.isFeedUp();
        if (isDatabaseUp && isFeedUp)
          return { status: "ready" as const, database: "ok" as const, events: "ok" as const };
        return reply
          .status(503)
          .header("retry-after", String(NOT_READY_RETRY_SECONDS))
          .send({
            status: "unavailable" as const,
            database: isDatabaseUp ? ("ok" as const) : ("unreachable" as const),
            events: isFeedUp ? ("ok" as const) : ("down" as const),
            message: isDatabaseUp
              ? "Live updates are reconnecting to the database"
              : "The database did not answer",
          });
      },
    );
  };
}
