import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { settingsSchema, settingsUpdateSchema } from "../../../domain/api/settings";
import type { Database } from "../../db/database";
import { requireRole, restaurantOf } from "../../plugins/session";
import { readSettings, saveSettings } from "./settings.service";

/** Settings' restaurant profile and order handling: the session's restaurant only. */
export function settingsRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", requireRole("shop_owner", "demo"));

    app.get("/api/settings", { schema: { response: { 200: settingsSchema } } }, async (request) => {
      const { restaurantId } = await restaurantOf(request);
      return readSettings({ db, restaurantId });
    });

    app.put(
      "/api/settings",
      { schema: { body: settingsUpdateSchema, response: { 200: settingsSchema } } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return saveSettings({ db, restaurantId, changes: request.body });
      },
    );
  };
}
