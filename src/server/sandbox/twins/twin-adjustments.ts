import { DOORDASH_ITEM_PRICE_BASIS } from "../../modules/webhooks/mappers/doordash-items";
import type { SimulatedWebhook } from "./platform-webhooks";
import { SIMULATED_TAX_RATE } from "./simulated-cart";
import { uberCharges } from "./simulated-marketplace-orders";
import type { TwinOrderRow } from "./twin-orders.repository";
import { type SigningKeys, uberNotification, wholeOrder } from "./twin-webhooks";

/**
 * An item out of stock, as the platform settles it: the line leaves the order, its money
 * follows, and the platform says so with its own webhook. Uber asks the customer, then
 * sends `order.fulfillment_issues.resolved` and serves the order changed (its order
 * integration guide); DoorDash sends the whole changed order as `OrderAdjust` (its order
 * updates guide). The last line of an order is not removed: DoorDash documents that
 * setting the only item to zero "returns OK but changes nothing", and an Uber customer left
 * with nothing cancels instead.
 */
export type Adjustment = { body: Record<string, unknown>; webhook: SimulatedWebhook } | null;

type Json = Record<string, unknown>;
const objects = (value: unknown): Json[] =>
  Array.isArray(value)
    ? value.filter((item): item is Json => Boolean(item) && typeof item === "object")
    : [];
const amountOf = (value: unknown) =>
  Number((value as { amount?: unknown } | undefined)?.amount ?? 0);

export function removeLine(
  order: TwinOrderRow,
  lineId: string,
  keys: SigningKeys,
  now: Date,
): Adjustment {
  if (order.platform === "ubereats") return removeUberLine(order, lineId, keys, now);
  if (order.platform === "doordash") return removeDoorDashLine(order, lineId, keys, now);
  return null;
}

function removeUberLine(
  order: TwinOrderRow,
  lineId: string,
  keys: SigningKeys,
  now: Date,
): Adjustment {
  const cart = (order.body.cart ?? {}) as Json;
  const items = objects(cart.items);
  const kept = items.filter((item) => String(item.instance_id ?? item.id ?? "") !== lineId);
  if (kept.length === items.length || kept.length === 0) return null;
  const subtotal = kept.reduce(
    (sum, item) => sum + amountOf((item.price as Json | undefined)?.total_price),
    0,
  );
  // The delivery fee and the courier's tip stay; the tax follows the items.
  const charges = ((order.body.payment ?? {}) as Json).charges as Json | undefined;
  const body = {
    ...order.body,
    cart: { ...cart, items: kept },
    payment: {
      charges: uberCharges({
        subtotal,
        tax: Math.round(subtotal * SIMULATED_TAX_RATE),
        deliveryFee: amountOf(charges?.delivery_fee),
        tip: amountOf(charges?.tip),
      }),
    },
  };
  return { body, webhook: uberNotification(order, "order.fulfillment_issues.resolved", keys, now) };
}

function removeDoorDashLine(
  order: TwinOrderRow,
  lineId: string,
  keys: SigningKeys,
  now: Date,
): Adjustment {
  const categories = objects(order.body.categories);
  const all = categories.flatMap((category) => objects(category.items));
  const removed = all.find((item) => String(item.line_item_id ?? "") === lineId);
  if (!removed || all.length <= 1) return null;
  const quantity = Number(removed.quantity ?? 1);
  const price = Number(removed.price ?? 0);
  // The line's options leave with it, once per unit.
  const options = objects(removed.extras)
    .flatMap((group) => objects(group.options))
    .reduce((sum, option) => sum + Number(option.price ?? 0) * Number(option.quantity ?? 1), 0);
  const lineAmount =
    (DOORDASH_ITEM_PRICE_BASIS === "unit" ? price * quantity : price) + options * quantity;
  const subtotal = Number(order.body.subtotal ?? 0);
  const tax = Number(order.body.tax ?? 0);
  const newSubtotal = Math.max(0, subtotal - lineAmount);
  const body = {
    ...order.body,
    categories: categories
      .map((category) => ({
        ...category,
        items: objects(category.items).filter((item) => item !== removed),
      }))
      .filter((category) => category.items.length > 0),
    subtotal: newSubtotal,
    tax: subtotal > 0 ? Math.round((tax * newSubtotal) / subtotal) : tax,
  };
  return { body, webhook: wholeOrder(order, body, keys, now, "OrderAdjust") };
}
