import { getTableColumns, type InferInsertModel, type InferSelectModel } from "drizzle-orm";
import type { Order, OrderDetails } from "../../../domain/order";
import type { Platform } from "../../../domain/platforms";
import type { OrderStatus } from "../../../domain/status";
import { computeTotals } from "../../../domain/totals";
import { orders } from "../../db/schema/orders";

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

/** The columns an order's contents decide: what a platform's update may change. */
export function contentColumns(details: OrderDetails) {
  const { subtotal, computedTotal, total } = computeTotals(details);
  return {
    orderNumber: details.orderNumber,
    customerName: details.customer.name,
    customerPhone: details.customer.phone,
    customerAddress: details.customer.address ?? null,
    isDelivery: details.isDelivery,
    deliveryDistanceMiles: details.isDelivery ? (details.deliveryDistance ?? null) : null,
    currency: details.currency,
    deliveryFeeMinor: details.deliveryFee,
    taxMinor: details.tax,
    platformTaxMinor: details.platformTax,
    subtotalMinor: subtotal,
    computedTotalMinor: computedTotal,
    statedTotalMinor: details.statedTotal ?? null,
    totalMinor: total,
    discounts: details.discounts,
    fees: details.fees,
    tips: details.tips,
    deliveryInstructions: details.deliveryInstructions ?? null,
    kitchenNote: details.kitchenNote ?? null,
    items: details.items,
    checkNotes: details.checkNotes,
    promisedAt: details.promisedAt ? new Date(details.promisedAt) : null,
  };
}

/** Totals are computed here from the parts, never taken from the sender. */
export function toOrderRow({
  restaurantId,
  platform,
  externalId,
  details,
  status = "new",
  isTest = false,
  receivedAt = new Date(),
}: ToOrderRowOptions): NewOrderRow {
  return {
    restaurantId,
    platform,
    externalId,
    status,
    ...contentColumns(details),
    isTest,
    createdAt: details.created ? new Date(details.created) : receivedAt,
    receivedAt,
  };
}

export function fromOrderRow(row: OrderRow): Order {
  return {
    id: row.id,
    locationId: row.restaurantId,
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
    currency: row.currency,
    items: row.items,
    subtotal: row.subtotalMinor,
    discounts: row.discounts,
    tax: row.taxMinor,
    platformTax: row.platformTaxMinor,
    deliveryFee: row.deliveryFeeMinor,
    fees: row.fees,
    tips: row.tips,
    total: row.totalMinor,
    computedTotal: row.computedTotalMinor,
    ...(row.deliveryInstructions ? { deliveryInstructions: row.deliveryInstructions } : {}),
    ...(row.kitchenNote ? { kitchenNote: row.kitchenNote } : {}),
    isTest: row.isTest,
    checkNotes: row.checkNotes,
    ...(row.unavailableItems?.length ? { unavailableItems: row.unavailableItems } : {}),
    ...(row.promisedAt ? { promisedAt: row.promisedAt.toISOString() } : {}),
    ...(row.dueAt ? { dueAt: row.dueAt.toISOString() } : {}),
    ...(row.lastUpdate ? { lastUpdate: row.lastUpdate } : {}),
    ...(row.statusNote ? { statusNote: row.statusNote } : {}),
    ...(hasPlatformLink(row) && {
      platformLink: {
        acceptBy: row.acceptBy?.toISOString() ?? null,
        acceptedAt: row.acceptedAt?.toISOString() ?? null,
        prepMinutes: row.prepMinutes,
        readyAt: row.readyAt?.toISOString() ?? null,
        call: row.platformCall ?? null,
      },
    }),
  };
}

/** Orders the platform waits on, or that OrderDock has told something. */
function hasPlatformLink(row: OrderRow): boolean {
  return Boolean(row.acceptBy || row.acceptedAt || row.platformCall);
}

/**
 * A row of `orders` as a raw statement gave it (column names, the driver's values), read as
 * drizzle reads it. A column the record lacks reads as null.
 */
export function orderRowFromRaw(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(orders))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}
