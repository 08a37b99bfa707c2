import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { doorDashIds, doorDashMenuStore, readDoorDashMenu } from "./doordash-menu-format";
import { sendMenuStatus } from "./doordash-menu-webhook";
import { paramOf } from "./twin-api";
import { doorDashGuard } from "./twin-guards";
import type { TwinMenuAnswer, TwinMenuCall, TwinMenuEndpoint } from "./twin-menu-endpoints";
import { isRecord, isText } from "./twin-menu-values";
import { findTwinMenu, saveTwinMenu, setTwinSuspensions } from "./twin-menus.repository";
import { type RestaurantOf, restaurantInPath, restaurantOfStoreId } from "./twin-restaurants";

/**
 * The DoorDash twin's menu endpoints (DoorDash's Marketplace OpenAPI): `POST /api/v1/menus`
 * and `PATCH /api/v1/menus/{id}` → 200 `{reference, status: "IN_PROGRESS"}`, the menu then
 * processed in the background and its outcome sent to the restaurant's Menu Status webhook;
 * `PUT /api/v1/stores/{merchant_supplied_id}/items/status` and `…/item_options/status` with
 * `[{merchant_supplied_id, is_active}]` → 200, 404 "Store not found or all items within
 * request not found". DoorDash's item status has no end: inactive until made active again.
 * The store is the OrderDock restaurant's id, as in its order calls; errors are `{message}`.
 */
const MENUS = `${TWIN_PATHS.doordash}/api/v1/menus`;
const STORE = `${TWIN_PATHS.doordash}/api/v1/stores/:locationId`;

const answer = (status: number, message: string, restaurantId: string | null): TwinMenuAnswer => ({
  status,
  body: { message },
  restaurantId,
});

function menuCall(kind: "create" | "update") {
  return async (request: FastifyRequest, call: TwinMenuCall): Promise<TwinMenuAnswer> => {
    const storeId = doorDashMenuStore(request.body);
    if (!storeId) return answer(400, "store.merchant_supplied_id is required", null);
    const { restaurantId } = call;
    if (!restaurantId) return answer(404, "Store not found", null);
    const held = await findTwinMenu(call.db, "doordash", restaurantId);
    if (kind === "update" && (!held?.menuId || held.menuId !== paramOf(request, "menuId"))) {
      return answer(404, "Menu not found", restaurantId);
    }
    const read = readDoorDashMenu(request.body);
    if (!read.ok) return answer(400, read.message, restaurantId);
    // A second POST makes DoorDash a second menu for the store; the twin keeps one menu per
    // store, so it replaces the one it had and gives it a new id.
    const menuId = kind === "create" || !held?.menuId ? randomUUID() : held.menuId;
    const reference = read.reference ?? randomUUID();
    await saveTwinMenu(call.db, {
      platform: "doordash",
      restaurantId,
      menu: read.menu,
      menuId,
      keep: [...read.itemIds, ...read.optionIds],
      suspend: read.suspend,
      release: read.release,
      at: call.now,
    });
    const type = kind === "create" ? "MenuCreate" : "MenuUpdate";
    return {
      status: 200,
      body: { reference, status: "IN_PROGRESS" },
      restaurantId,
      later: (context, signal) =>
        sendMenuStatus(context, { restaurantId, storeId, reference, menuId, type }, signal),
    };
  };
}

type Activation = { id: string; isActive: boolean };

/** The bare array DoorDash's item status takes, or its 400 message. */
function readActivations(body: unknown): Activation[] | string {
  if (!Array.isArray(body) || body.length === 0) {
    return "The body must be a non-empty array of {merchant_supplied_id, is_active}";
  }
  const read: Activation[] = [];
  for (const [index, entry] of body.entries()) {
    if (!isRecord(entry) || !isText(entry.merchant_supplied_id)) {
      return `[${index}].merchant_supplied_id is required`;
    }
    if (typeof entry.is_active !== "boolean") return `[${index}].is_active must be true or false`;
    read.push({ id: entry.merchant_supplied_id, isActive: entry.is_active });
  }
  return read;
}

function itemStatus(kind: "items" | "options") {
  return async (request: FastifyRequest, call: TwinMenuCall): Promise<TwinMenuAnswer> => {
    const { restaurantId } = call;
    const notFound = answer(
      404,
      "Store not found or all items within request not found",
      restaurantId,
    );
    if (!restaurantId) return notFound;
    const read = readActivations(request.body);
    if (typeof read === "string") return answer(400, read, restaurantId);
    const held = await findTwinMenu(call.db, "doordash", restaurantId);
    const known = held?.menu ? doorDashIds(held.menu, kind) : new Set<string>();
    // The last word on an entity counts; entities the menu does not hold are left out.
    const latest = new Map(read.filter(({ id }) => known.has(id)).map((e) => [e.id, e.isActive]));
    if (latest.size === 0) return notFound;
    const suspend = Object.fromEntries(
      [...latest]
        .filter(([, isActive]) => !isActive)
        .map(([id]) => [id, { until: null, reason: null }]),
    );
    const release = [...latest].filter(([, isActive]) => isActive).map(([id]) => id);
    await setTwinSuspensions(call.db, {
      platform: "doordash",
      restaurantId,
      suspend,
      release,
      at: call.now,
    });
    return { status: 200, body: null, restaurantId };
  };
}

/** A menu names its store in its body (`store.merchant_supplied_id`). */
const storeInMenu: RestaurantOf = (request, db) =>
  restaurantOfStoreId(db, "doordash", doorDashMenuStore(request.body) ?? "");

export function doorDashMenuEndpoints(config: Config): TwinMenuEndpoint[] {
  const menus = { ...doorDashGuard(config), restaurantOf: storeInMenu };
  const guard = {
    ...doorDashGuard(config),
    restaurantOf: restaurantInPath("doordash", "locationId"),
  };
  return [
    { ...menus, method: "POST", url: MENUS, operation: "menu_create", handle: menuCall("create") },
    {
      ...menus,
      method: "PATCH",
      url: `${MENUS}/:menuId`,
      operation: "menu_update",
      handle: menuCall("update"),
    },
    {
      ...guard,
      method: "PUT",
      url: `${STORE}/items/status`,
      operation: "items_status",
      handle: itemStatus("items"),
    },
    {
      ...guard,
      method: "PUT",
      url: `${STORE}/item_options/status`,
      operation: "item_options_status",
      handle: itemStatus("options"),
    },
  ];
}
