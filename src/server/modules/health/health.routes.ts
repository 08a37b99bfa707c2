import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/database";
import { withTimeout } from "../../lib/with-timeout";

const PING_TIMEOUT_MS = 2_000;

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: so does the database). */
export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
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
            200: z.object({ status: z.literal("ready"), database: z.literal("ok") }),
            503: z.object({
              status: z.literal("unavailable"),
              database: z.literal("unreachable"),
              message: z.string(),
            }),
          },
        },
      },
      async (request, reply) => {
        try {
          await withTimeout(database.ping(), PING_TIMEOUT_MS);
          return { status: "ready" as const, database: "ok" as const };
        } catch (error) {
          request.log.warn({ err: error }, "readiness check failed");
          return reply.status(503).send({
            status: "unavailable" as const,
            database: "unreachable" as const,
            message: "The database did not answer",
          });
        }
      },
    );
  };
}
