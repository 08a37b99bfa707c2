import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { settingsSchema } from "../../../domain/api/settings";
import type { Database } from "../../db/database";
import { notFound } from "../../errors";
import { requireRole, restaurantOf } from "../../plugins/session";
import { releaseDueOrders, rescheduleOrders } from "../orders/platform-orders.repository";
import { findRestaurantProfile, updateRestaurantProfile } from "./settings.repository";

/** Settings' restaurant profile: the session's restaurant only. */
export function settingsRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", requireRole("shop_owner", "demo"));

    const read = async (restaurantId: string) => {
      const restaurant = await findRestaurantProfile(db, restaurantId);
      if (!restaurant) throw notFound("Restaurant not found");
      return { restaurant };
    };

    app.get("/api/settings", { schema: { response: { 200: settingsSchema } } }, async (request) =>
      read((await restaurantOf(request)).restaurantId),
    );

    app.put(
      "/api/settings",
      { schema: { body: settingsSchema, response: { 200: settingsSchema } } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        const before = await read(restaurantId);
        const { prepMinutes } = request.body.restaurant;
        const isPrepChanged = prepMinutes !== before.restaurant.prepMinutes;
        // The new preparation time and the release times it gives are saved together.
        await db.transaction(async (tx) => {
          await updateRestaurantProfile(tx, restaurantId, request.body.restaurant);
          if (isPrepChanged) await rescheduleOrders(tx, { restaurantId, prepMinutes });
        });
        // Any scheduled order now due goes to the kitchen at once, not at the next sweep.
        if (isPrepChanged) await releaseDueOrders(db, { restaurantId, now: new Date() });
        return read(restaurantId);
      },
    );
  };
}
