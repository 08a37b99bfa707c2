import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { settingsSchema, settingsUpdateSchema } from "../../../domain/api/settings";
import type { Database } from "../../db/database";
import { restaurantOf } from "../../plugins/session";
import { readSettings, saveSettings } from "./settings.service";

/**
 * Settings' restaurant profile, order handling, opening hours and kitchen load: the session's
 * restaurant only. New kitchen-load rules are looked at once saved.
 */
export function settingsRoutes({
  db,
  onKitchenLoadSaved,
}: {
  db: Database;
  onKitchenLoadSaved?: (restaurantId: string) => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/settings", { schema: { response: { 200: settingsSchema } } }, async (request) => {
      const { restaurantId } = await restaurantOf(request);
      return readSettings({ db, restaurantId });
    });

    app.put(
      "/api/settings",
      { schema: { body: settingsUpdateSchema, response: { 200: settingsSchema } } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        const saved = await saveSettings({ db, restaurantId, changes: request.body });
        if (request.body.kitchenLoad) onKitchenLoadSaved?.(restaurantId);
        return saved;
      },
    );
  };
}
