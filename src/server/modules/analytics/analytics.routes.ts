import { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsExportQuerySchema, analyticsQuerySchema } from "../../../domain/api/analytics";
import { ALL_LOCATIONS } from "../../../domain/api/locations";
import type { Database } from "../../db/database";
import { attachment } from "../../lib/download-name";
import { restaurantOf } from "../../plugins/session";
import { locationsAsked } from "../locations/locations-asked";
import { type AnalyticsScope, buildAnalyticsReport } from "./analytics.service";
import { buildAnalyticsExport } from "./analytics-export";

/**
 * Analytics: the session's location, days in its timezone; or with `?locations=all` every
 * location of the person's rolled up, per currency, on the same clock (docs/locations.md).
 */
export function analyticsRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  const scopeOf = async (
    request: FastifyRequest,
    locations: typeof ALL_LOCATIONS | undefined,
  ): Promise<AnalyticsScope> => {
    const { restaurantId } = await restaurantOf(request);
    const restaurantIds = await locationsAsked(db, request, locations);
    return {
      db,
      restaurantId,
      restaurantIds,
      ...(locations === ALL_LOCATIONS && { rollUpName: "All locations" }),
    };
  };
  return async (app) => {
    app.get("/api/analytics", { schema: { querystring: analyticsQuerySchema } }, async (request) =>
      buildAnalyticsReport(await scopeOf(request, request.query.locations), request.query),
    );

    app.get(
      "/api/analytics/export.csv",
      { schema: { querystring: analyticsExportQuerySchema } },
      async (request, reply) => {
        const scope = await scopeOf(request, request.query.locations);
        const file = await buildAnalyticsExport(scope, request.query);
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", attachment(file.fileName))
          .header("cache-control", "no-store");
        return typeof file.body === "string" ? file.body : Readable.from(file.body);
      },
    );
  };
}
