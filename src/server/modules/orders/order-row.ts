import type { InferInsertModel, InferSelectModel } from "drizzle-orm";
import type { Order, OrderDetails } from "../../../domain/order";
import type { Platform } from "../../../domain/platforms";
import type { OrderStatus } from "../../../domain/status";
import { computeTotals } from "../../../domain/totals";
import type { orders } from "../../db/schema/orders";

/** The crossing between the domain's Order and the `orders` table. */
export type OrderRow = InferSelectModel<typeof orders>;
export type NewOrderRow = InferInsertModel<typeof orders>;

export type ToOrderRowOptions = {
  restaurantId: string;
  platform: Platform;
  externalId: string;
  details: OrderDetails;
  status?: OrderStatus;
  isTest?: boolean;
  receivedAt?: Date;
};

/** Totals are computed here from the items, never taken from the sender (design §3). */
export function toOrderRow({
  restaurantId,
  platform,
  externalId,
  details,
  status = "new",
  isTest = false,
  receivedAt = new Date(),
}: ToOrderRowOptions): NewOrderRow {
  const { subtotal, total } = computeTotals(details);
  return {
    restaurantId,
    platform,
    externalId,
    orderNumber: details.orderNumber,
    status,
    customerName: details.customer.name,
    customerPhone: details.customer.phone,
    customerAddress: details.customer.address ?? null,
    isDelivery: details.isDelivery,
    deliveryDistanceMiles: details.isDelivery ? (details.deliveryDistance ?? null) : null,
    deliveryFeeCents: details.deliveryFee,
    taxCents: details.tax,
    subtotalCents: subtotal,
    totalCents: total,
    deliveryInstructions: details.deliveryInstructions ?? null,
    items: details.items,
    isTest,
    createdAt: details.created ? new Date(details.created) : receivedAt,
    receivedAt,
  };
}

export function fromOrderRow(row: OrderRow): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    platform: row.platform,
    status: row.status,
    created: row.createdAt.toISOString(),
    customer: {
      name: row.customerName,
      phone: row.customerPhone,
      ...(row.customerAddress ? { address: row.customerAddress } : {}),
    },
    isDelivery: row.isDelivery,
    ...(row.deliveryDistanceMiles !== null ? { deliveryDistance: row.deliveryDistanceMiles } : {}),
    deliveryFee: row.deliveryFeeCents,
    tax: row.taxCents,
    ...(row.deliveryInstructions ? { deliveryInstructions: row.deliveryInstructions } : {}),
    items: row.items,
    subtotal: row.subtotalCents,
    total: row.totalCents,
    isTest: row.isTest,
  };
}
