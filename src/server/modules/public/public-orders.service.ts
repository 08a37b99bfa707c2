import { randomUUID } from "node:crypto";
import {
  ORDERING_PAUSED,
  ORDERING_UNAVAILABLE,
  type PublicMenu,
  type PublicOrderResult,
  type PublicOrderValues,
} from "../../../domain/api/public-order";
import { isUuid } from "../../../domain/ids";
import { centsToDollars } from "../../../domain/money";
import type { OrderItem } from "../../../domain/order";
import { salesTaxMinor } from "../../../domain/sales-tax";
import { computeSubtotal } from "../../../domain/totals";
import type { Database } from "../../db/database";
import { conflict, notFound } from "../../errors";
import { loadMenuRows } from "../menu/menu.repository";
import { isItemAvailable } from "../menu/menu-json";
import { priceOrderFromMenu } from "../menu/price-order";
import { ingestOrder } from "../orders/ingest.service";
import { findOrderByExternalId } from "../orders/orders.repository";
import { findSalesTaxMillipercent } from "../restaurants/restaurant-settings.repository";
import { takeWebsiteOrderNumber } from "../restaurants/restaurants.repository";
import { isChannelPaused } from "../store/store-controls.repository";
import { findOrderingRestaurant } from "./public.repository";

/**
 * The website order form's two calls, priced from the live menu. Both answer 404 unless the
 * restaurant has its website form enabled.
 */
async function requireOrdering(db: Database, restaurantId: string) {
  const restaurant = isUuid(restaurantId) ? await findOrderingRestaurant(db, restaurantId) : null;
  if (!restaurant?.isWebsiteEnabled) throw notFound(ORDERING_UNAVAILABLE, "ORDERING_UNAVAILABLE");
  return restaurant;
}

/**
 * While the restaurant has paused its website orders, a new order is refused (409
 * ORDERING_PAUSED; the menu says until when). A retry of an order already taken is answered as
 * before: the customer's order stands.
 */
async function refuseWhilePaused(
  db: Database,
  restaurantId: string,
  clientOrderId: string | undefined,
  now: Date,
) {
  const pause = await isChannelPaused(db, { restaurantId, channel: "website", now });
  if (!pause.paused) return;
  const taken =
    clientOrderId &&
    (await findOrderByExternalId(db, {
      restaurantId,
      platform: "website",
      externalId: clientOrderId,
    }));
  if (!taken) throw conflict(ORDERING_PAUSED, "ORDERING_PAUSED");
}

export async function getPublicMenu({
  db,
  restaurantId,
  now = new Date(),
}: {
  db: Database;
  restaurantId: string;
  now?: Date;
}): Promise<PublicMenu> {
  const restaurant = await requireOrdering(db, restaurantId);
  const rows = await loadMenuRows(db, restaurantId);
  const salesTaxPercent = (await findSalesTaxMillipercent(db, restaurantId)) / 1000;
  const pause = await isChannelPaused(db, { restaurantId, channel: "website", now });
  const groups = new Map(rows.groups.map((group) => [group.id, group]));
  return {
    // The rate lets the form show the tax and the total before the customer orders.
    restaurant: { id: restaurant.id, name: restaurant.name, salesTaxPercent },
    ordering: { paused: pause.paused, until: pause.until?.toISOString() ?? null },
    categories: rows.categories.map((category) => ({
      id: category.id,
      name: category.name,
      items: rows.items
        .filter((item) => item.categoryId === category.id)
        .map((item) => ({
          id: item.id,
          name: item.name,
          description: item.description,
          price: centsToDollars(item.priceCents),
          photoUrl: item.photoUrl,
          dietaryTags: item.dietaryTags,
          isAvailable: isItemAvailable(item, now),
          modifierGroups: rows.links
            .filter((link) => link.itemId === item.id)
            .map((link) => groups.get(link.groupId))
            .filter((group) => group !== undefined)
            .map((group) => ({
              id: group.id,
              name: group.name,
              isRequired: group.isRequired,
              minSelections: group.minSelections,
              maxSelections: group.maxSelections,
              // An option 86'd is not offered until it is back.
              options: group.options
                .filter((option) => isItemAvailable(option, now))
                .map((option) => ({
                  id: option.id,
                  name: option.name,
                  price: centsToDollars(option.priceCents),
                })),
            })),
        })),
    })),
  };
}

export async function placeWebsiteOrder({
  db,
  restaurantId,
  input,
  now = new Date(),
}: {
  db: Database;
  restaurantId: string;
  input: PublicOrderValues;
  now?: Date;
}): Promise<{ result: PublicOrderResult; isNew: boolean }> {
  await requireOrdering(db, restaurantId);
  await refuseWhilePaused(db, restaurantId, input.clientOrderId, now);
  const items = withNotes(
    priceOrderFromMenu(await loadMenuRows(db, restaurantId), input, now),
    input,
  );
  const isDelivery = input.fulfillment === "delivery";
  const salesTaxPercent = (await findSalesTaxMillipercent(db, restaurantId)) / 1000;
  // Free words not said to be for the courier are the kitchen's (an allergy is never missed);
  // a pickup has no courier, so words sent for one are the kitchen's too.
  const deliveryInstructions = isDelivery ? input.deliveryInstructions || undefined : undefined;
  const kitchenNote = joinNotes(
    input.kitchenNote,
    input.instructions,
    isDelivery ? undefined : input.deliveryInstructions,
  );
  const { order, isNew } = await ingestOrder({
    db,
    restaurantId,
    platform: "website",
    externalId: input.clientOrderId ?? randomUUID(),
    order: {
      orderNumber: `W-${await takeWebsiteOrderNumber(db, restaurantId)}`,
      created: now.toISOString(),
      customer: {
        name: input.customer.name,
        phone: input.customer.phone,
        ...(isDelivery && { address: input.address }),
      },
      isDelivery,
      tax: salesTaxMinor(computeSubtotal(items), salesTaxPercent),
      ...(deliveryInstructions && { deliveryInstructions }),
      ...(kitchenNote && { kitchenNote }),
      items,
    },
    now,
  });
  return {
    result: {
      orderNumber: order.orderNumber,
      status: order.status,
      tax: centsToDollars(order.tax),
      total: centsToDollars(order.total),
    },
    isNew,
  };
}

/** The priced lines (in the order they were sent) with the customer's note on each. */
function withNotes(items: OrderItem[], input: Pick<PublicOrderValues, "items">): OrderItem[] {
  return items.map((item, index) => {
    const note = input.items[index]?.note;
    return note ? { ...item, note } : item;
  });
}

/** The kitchen's words joined, cut (never refused) at the order model's limit. */
function joinNotes(...parts: Array<string | undefined>): string | undefined {
  const kept = parts.filter((part): part is string => !!part);
  if (kept.length === 0) return undefined;
  const joined = kept.join("; ");
  return joined.length <= KITCHEN_NOTE_MAX ? joined : `${joined.slice(0, KITCHEN_NOTE_MAX - 1)}…`;
}

/** `kitchenNote` in the order model (domain/order.ts). */
const KITCHEN_NOTE_MAX = 1000;
