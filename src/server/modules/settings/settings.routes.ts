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
        await updateRestaurantProfile(db, restaurantId, request.body.restaurant);
        const { prepMinutes } = request.body.restaurant;
        if (prepMinutes !== before.restaurant.prepMinutes) {
          // Scheduled orders fall due earlier or later; any now due go to the kitchen.
          await rescheduleOrders(db, { restaurantId, prepMinutes });
          await releaseDueOrders(db, { restaurantId, now: new Date() });
        }
        return read(restaurantId);
      },
    );
  };
}
