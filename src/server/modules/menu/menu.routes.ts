import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  copyMenuInputSchema,
  copyMenuResultSchema,
  LOCATION_MESSAGES,
} from "../../../domain/api/locations";
import {
  categoryInputSchema,
  idParamsSchema,
  itemInputSchema,
  itemUpdateSchema,
  menuCategorySchema,
  menuItemSchema,
  menuSchema,
  modifierGroupInputSchema,
  modifierGroupSchema,
  optionParamsSchema,
  reorderInputSchema,
} from "../../../domain/api/menu";
import { availabilityInputSchema } from "../../../domain/api/menu-availability";
import { importResultSchema, menuDocumentSchema } from "../../../domain/api/menu-document";
import { categoryStationSchema } from "../../../domain/api/printers";
import type { Database } from "../../db/database";
import { badRequest } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { attachment, fileSlug } from "../../lib/download-name";
import { restaurantOf } from "../../plugins/session";
import { noteActivitySubject } from "../activity/activity-log";
import { requireLocation } from "../locations/locations.service";
import { findRestaurant } from "../restaurants/restaurants.repository";
import type { MenuScope } from "./menu.service";
import * as menu from "./menu.service";
import { copyMenu } from "./menu-copy.service";
import { exportMenu, importMenu } from "./menu-document.service";
import * as items from "./menu-items.service";
import * as groups from "./modifier-groups.service";

const deleted = z.object({ deleted: z.literal(true) });

/** The Menu Manager's API (docs/api.md): the session's restaurant only. */
export function menuRoutes({
  db,
  bus,
  clock,
}: {
  db: Database;
  bus: EventBus;
  clock?: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const scopeOf = async (request: Parameters<typeof restaurantOf>[0]): Promise<MenuScope> => {
      const { restaurantId, userId } = await restaurantOf(request);
      return { db, bus, restaurantId, userId, ...(clock && { now: clock() }) };
    };

    app.get("/api/menu", { schema: { response: { 200: menuSchema } } }, async (request) =>
      menu.getMenu(await scopeOf(request)),
    );

    // --- categories
    app.post(
      "/api/menu/categories",
      { schema: { body: categoryInputSchema, response: { 201: menuCategorySchema } } },
      async (request, reply) =>
        reply.status(201).send(await menu.addCategory(await scopeOf(request), request.body)),
    );
    app.put(
      "/api/menu/categories/order",
      { schema: { body: reorderInputSchema, response: { 200: menuSchema } } },
      async (request) => menu.reorderCategories(await scopeOf(request), request.body.ids),
    );
    app.patch(
      "/api/menu/categories/:id",
      {
        schema: {
          params: idParamsSchema,
          body: categoryInputSchema,
          response: { 200: menuCategorySchema },
        },
      },
      async (request) =>
        menu.renameCategory(await scopeOf(request), request.params.id, request.body),
    );
    app.put(
      "/api/menu/categories/:id/station",
      {
        schema: {
          params: idParamsSchema,
          body: categoryStationSchema,
          response: { 200: menuCategorySchema },
        },
      },
      async (request) =>
        menu.routeCategory(await scopeOf(request), request.params.id, request.body.station),
    );
    app.delete(
      "/api/menu/categories/:id",
      {
        schema: {
          params: idParamsSchema,
          response: { 200: z.object({ deletedItems: z.number().int() }) },
        },
      },
      async (request) => menu.removeCategory(await scopeOf(request), request.params.id),
    );
    app.put(
      "/api/menu/categories/:id/items/order",
      {
        schema: { params: idParamsSchema, body: reorderInputSchema, response: { 200: menuSchema } },
      },
      async (request) =>
        items.reorderItems(await scopeOf(request), request.params.id, request.body.ids),
    );

    // --- items
    app.post(
      "/api/menu/items",
      { schema: { body: itemInputSchema, response: { 201: menuItemSchema } } },
      async (request, reply) =>
        reply.status(201).send(await items.addItem(await scopeOf(request), request.body)),
    );
    app.patch(
      "/api/menu/items/:id",
      {
        schema: {
          params: idParamsSchema,
          body: itemUpdateSchema,
          response: { 200: menuItemSchema },
        },
      },
      async (request) => items.editItem(await scopeOf(request), request.params.id, request.body),
    );
    app.delete(
      "/api/menu/items/:id",
      { schema: { params: idParamsSchema, response: { 200: deleted } } },
      async (request) => items.removeItem(await scopeOf(request), request.params.id),
    );
    app.post(
      "/api/menu/items/:id/duplicate",
      { schema: { params: idParamsSchema, response: { 201: menuItemSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await items.duplicateItem(await scopeOf(request), request.params.id)),
    );
    app.put(
      "/api/menu/items/:id/availability",
      {
        schema: {
          params: idParamsSchema,
          body: availabilityInputSchema,
          response: { 200: menuItemSchema },
        },
      },
      async (request) =>
        items.setItemAvailability(await scopeOf(request), request.params.id, request.body),
    );

    // --- modifier groups
    app.post(
      "/api/menu/modifier-groups",
      { schema: { body: modifierGroupInputSchema, response: { 201: modifierGroupSchema } } },
      async (request, reply) =>
        reply.status(201).send(await groups.addGroup(await scopeOf(request), request.body)),
    );
    app.put(
      "/api/menu/modifier-groups/:id",
      {
        schema: {
          params: idParamsSchema,
          body: modifierGroupInputSchema,
          response: { 200: modifierGroupSchema },
        },
      },
      async (request) =>
        groups.replaceGroup(await scopeOf(request), request.params.id, request.body),
    );
    app.delete(
      "/api/menu/modifier-groups/:id",
      { schema: { params: idParamsSchema, response: { 200: deleted } } },
      async (request) => groups.removeGroup(await scopeOf(request), request.params.id),
    );
    app.post(
      "/api/menu/modifier-groups/:id/duplicate",
      { schema: { params: idParamsSchema, response: { 201: modifierGroupSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await groups.duplicateGroup(await scopeOf(request), request.params.id)),
    );
    app.put(
      "/api/menu/modifier-groups/:id/options/:optionId/availability",
      {
        schema: {
          params: optionParamsSchema,
          body: availabilityInputSchema,
          response: { 200: modifierGroupSchema },
        },
      },
      async (request) =>
        groups.setOptionAvailability(
          await scopeOf(request),
          request.params.id,
          request.params.optionId,
          request.body,
        ),
    );

    // --- the whole menu as a file
    app.get("/api/menu/export", async (request, reply) => {
      const scope = await scopeOf(request);
      const restaurant = await findRestaurant(db, scope.restaurantId);
      const date = new Date().toISOString().slice(0, 10);
      reply.header(
        "content-disposition",
        attachment(`menu-${fileSlug(restaurant?.name, "restaurant")}-${date}.json`),
      );
      return exportMenu(scope);
    });
    app.post(
      "/api/menu/import",
      {
        bodyLimit: 2 * 1024 * 1024,
        schema: { body: menuDocumentSchema, response: { 200: importResultSchema } },
      },
      async (request) => importMenu(await scopeOf(request), request.body),
    );

    // Another location's menu, copied into this one's (docs/locations.md).
    app.post(
      "/api/menu/copy",
      { schema: { body: copyMenuInputSchema, response: { 200: copyMenuResultSchema } } },
      async (request) => {
        const scope = await scopeOf(request);
        const { fromLocationId } = request.body;
        if (fromLocationId === scope.restaurantId)
          throw badRequest(LOCATION_MESSAGES.sameLocation, "SAME_LOCATION");
        const from = await requireLocation(
          { db, restaurantId: scope.restaurantId, userId: scope.userId ?? null },
          fromLocationId,
        );
        noteActivitySubject(request, from.name);
        return copyMenu(scope, from.id);
      },
    );
  };
}
