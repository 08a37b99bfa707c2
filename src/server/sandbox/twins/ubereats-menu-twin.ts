import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { paramOf } from "./twin-api";
import { uberEatsGuard } from "./twin-guards";
import type { TwinMenuAnswer, TwinMenuCall, TwinMenuEndpoint } from "./twin-menu-endpoints";
import { suspensionsInForce } from "./twin-menu-state";
import { isRecord, isWholeAmount, listOf, recordOf } from "./twin-menu-values";
import {
  findTwinMenu,
  lockTwinMenu,
  saveTwinMenu,
  setTwinSuspensions,
  updateTwinMenuBody,
} from "./twin-menus.repository";
import { uberStoreInPath } from "./twin-restaurants";
import {
  readUberMenu,
  readUberSuspension,
  UBER_NO_END_SECONDS,
  uberItemIds,
} from "./ubereats-menu-format";
import { UBER_TWIN_SCOPE } from "./ubereats-scopes";

/**
 * The Uber Eats twin's menu endpoints (Uber's Menu API, scope `eats.store`):
 * `PUT /v2/eats/stores/{store_id}/menus` with the whole menu → 204 (a full replace: what the
 * new menu leaves out is gone, its suspensions with it); `POST …/menus/items/{item_id}`, a
 * sparse update of one item (its `suspension_info`, its `price_info`) → 204, and 404 while no
 * menu was uploaded or for an item the menu does not hold, as Uber documents;
 * `GET …/menus` → 200 with the menu, each item's suspension as it stands. The store id is the
 * one Uber granted the connection; a bad body is 400 `validation_failed`.
 */
const BASE = `${TWIN_PATHS.ubereats}/v2/eats/stores/:storeId/menus`;

const NOT_FOUND: TwinMenuAnswer = {
  status: 404,
  body: { code: "not_found", message: "Store not found." },
  restaurantId: null,
};

const invalid = (restaurantId: string, message: string): TwinMenuAnswer => ({
  status: 400,
  body: { code: "validation_failed", message },
  restaurantId,
});

const NO_MENU = "No menu has been uploaded for this store.";

async function uploadMenu(request: FastifyRequest, call: TwinMenuCall): Promise<TwinMenuAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) return NOT_FOUND;
  const read = readUberMenu(request.body, call.now);
  if (!read.ok) return invalid(restaurantId, read.message);
  // An item the upload leaves without suspension_info keeps what an item call set.
  await saveTwinMenu(call.db, {
    platform: "ubereats",
    restaurantId,
    menu: read.menu,
    keep: read.itemIds,
    suspend: read.suspend,
    release: read.release,
    at: call.now,
  });
  return { status: 204, body: null, restaurantId };
}

async function updateItem(request: FastifyRequest, call: TwinMenuCall): Promise<TwinMenuAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) return NOT_FOUND;
  const body = request.body;
  if (!isRecord(body)) return invalid(restaurantId, "The body must be an object");
  const said = readUberSuspension(body.suspension_info, call.now, "suspension_info");
  if (said.kind === "invalid") return invalid(restaurantId, said.message);
  const price = body.price_info === undefined ? undefined : recordOf(body.price_info).price;
  if (body.price_info !== undefined && (!isRecord(body.price_info) || !isWholeAmount(price))) {
    return invalid(
      restaurantId,
      "price_info.price must be a whole number of minor units, 0 or more",
    );
  }
  const row =
    price === undefined
      ? await findTwinMenu(call.db, "ubereats", restaurantId)
      : await lockTwinMenu(call.db, "ubereats", restaurantId);
  if (!row?.menu)
    return { status: 404, body: { code: "not_found", message: NO_MENU }, restaurantId };
  const itemId = paramOf(request, "itemId");
  if (!uberItemIds(row.menu).has(itemId)) {
    return {
      status: 404,
      body: { code: "not_found", message: "Item not found in the store's menu." },
      restaurantId,
    };
  }
  if (price !== undefined) {
    const items = listOf(row.menu.items).map((item) =>
      recordOf(item).id === itemId
        ? {
            ...recordOf(item),
            price_info: { ...recordOf(recordOf(item).price_info), ...recordOf(body.price_info) },
          }
        : item,
    );
    await updateTwinMenuBody(call.db, {
      platform: "ubereats",
      restaurantId,
      menu: { ...row.menu, items },
      at: call.now,
    });
  }
  if (said.kind === "suspend" || said.kind === "release") {
    await setTwinSuspensions(call.db, {
      platform: "ubereats",
      restaurantId,
      suspend: said.kind === "suspend" ? { [itemId]: said.suspension } : {},
      release: said.kind === "release" ? [itemId] : [],
      at: call.now,
    });
  }
  return { status: 204, body: null, restaurantId };
}

async function readMenu(_request: FastifyRequest, call: TwinMenuCall): Promise<TwinMenuAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) return NOT_FOUND;
  const row = await findTwinMenu(call.db, "ubereats", restaurantId);
  if (!row?.menu)
    return { status: 404, body: { code: "not_found", message: NO_MENU }, restaurantId };
  // Each item's suspension as it stands now, not as the upload gave it.
  const inForce = suspensionsInForce(row.suspended, call.now);
  const items = listOf(row.menu.items).map((entity) => {
    const { suspension_info: _uploaded, ...item } = recordOf(entity);
    const suspension = typeof item.id === "string" ? inForce.get(item.id) : undefined;
    if (!suspension) return item;
    return {
      ...item,
      suspension_info: {
        suspension: {
          suspend_until: suspension.until
            ? Math.floor(suspension.until.getTime() / 1000)
            : UBER_NO_END_SECONDS,
          ...(suspension.reason && { reason: suspension.reason }),
        },
      },
    };
  });
  return { status: 200, body: { ...row.menu, items }, restaurantId };
}

export function uberEatsMenuEndpoints(config: Config): TwinMenuEndpoint[] {
  const guard = { ...uberEatsGuard(config, UBER_TWIN_SCOPE.menus), restaurantOf: uberStoreInPath };
  return [
    { ...guard, method: "PUT", url: BASE, operation: "upload_menu", handle: uploadMenu },
    {
      ...guard,
      method: "POST",
      url: `${BASE}/items/:itemId`,
      operation: "update_menu_item",
      handle: updateItem,
    },
    { ...guard, method: "GET", url: BASE, operation: "get_menu", handle: readMenu },
  ];
}
