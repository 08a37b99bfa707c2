import { randomUUID } from "node:crypto";
import {
  ORDERING_UNAVAILABLE,
  type PublicMenu,
  type PublicOrderResult,
  type PublicOrderValues,
} from "../../../domain/api/public-order";
import { isUuid } from "../../../domain/ids";
import { centsToDollars } from "../../../domain/money";
import type { Database } from "../../db/database";
import { notFound } from "../../errors";
import { loadMenuRows } from "../menu/menu.repository";
import { isItemAvailable } from "../menu/menu-json";
import { priceOrderFromMenu } from "../menu/price-order";
import { ingestOrder } from "../orders/ingest.service";
import { findOrderingRestaurant, takeWebsiteOrderNumber } from "./public.repository";

/**
 * The website order form's two calls, priced from the live menu. Both answer 404 unless the
 * restaurant has its website form enabled.
 */
async function requireOrdering(db: Database, restaurantId: string) {
  const restaurant = isUuid(restaurantId) ? await findOrderingRestaurant(db, restaurantId) : null;
  if (!restaurant?.isWebsiteEnabled) throw notFound(ORDERING_UNAVAILABLE, "ORDERING_UNAVAILABLE");
  return restaurant;
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
  const groups = new Map(rows.groups.map((group) => [group.id, group]));
  return {
    restaurant: { id: restaurant.id, name: restaurant.name },
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
              options: group.options.map((option) => ({
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
  const items = priceOrderFromMenu(await loadMenuRows(db, restaurantId), input, now);
  const isDelivery = input.fulfillment === "delivery";
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
      deliveryInstructions: input.instructions || undefined,
      items,
    },
    now,
  });
  return {
    result: {
      orderNumber: order.orderNumber,
      status: order.status,
      total: centsToDollars(order.total),
    },
    isNew,
  };
}
