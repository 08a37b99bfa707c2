import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsExportQuerySchema, analyticsQuerySchema } from "../../../domain/api/analytics";
import type { Database } from "../../db/database";
import { attachment } from "../../lib/download-name";
import { restaurantOf } from "../../plugins/session";
import { buildAnalyticsReport } from "./analytics.service";
import { buildAnalyticsExport } from "./analytics-export";

/** Analytics: the session's restaurant only, days in its timezone. */
export function analyticsRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/analytics",
      { schema: { querystring: analyticsQuerySchema } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return buildAnalyticsReport({ db, restaurantId }, request.query);
      },
    );

    app.get(
      "/api/analytics/export.csv",
      { schema: { querystring: analyticsExportQuerySchema } },
      async (request, reply) => {
        const { restaurantId } = await restaurantOf(request);
        const file = await buildAnalyticsExport({ db, restaurantId }, request.query);
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", attachment(file.fileName))
          .header("cache-control", "no-store");
        return typeof file.body === "string" ? file.body : Readable.from(file.body);
      },
    );
  };
}
