import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type OrderMessage, orderMessageSchema } from "../../../domain/realtime";
import type { Database } from "../../db/database";
import { forwardToBrowsers } from "../../events/browser-forward";
import { defineEvent, type EventPayload, notifyExpression } from "../../events/event-definition";
import type { OrderRow } from "./order-row";

/**
 * An order was created, moved, changed by its platform, or what its platform was told
 * changed. The message names the order (id, number, status); dashboards read the rest.
 */
export const orderChanged = defineEvent(
  "order",
  z.object({ restaurantId: z.string(), message: orderMessageSchema }),
);

export type OrderChange = EventPayload<typeof orderChanged>;

export const orderForBrowsers = forwardToBrowsers(orderChanged, ({ message }) => message);

export type AnnouncedOrder = Pick<OrderRow, "id" | "restaurantId" | "orderNumber" | "status">;

/**
 * The order event, as an SQL expression over a row of `source` (a CTE or table with the
 * orders columns): the one place its message is built, for statements that change an order
 * and announce it in one go, and for `announceOrder`.
 */
export function orderNotifyExpression(type: OrderMessage["type"], source: SQL): SQL {
  return notifyExpression(
    orderChanged,
    sql`json_build_object(
      'restaurantId', ${source}.restaurant_id,
      'message', json_build_object(
        'type', ${type}::text,
        'order', json_build_object('id', ${source}.id, 'orderNumber', ${source}.order_number, 'status', ${source}.status)
      )
    )`,
  );
}

/** `orderNotifyExpression` for every row of `source`, as a statement of its own. */
export function orderNotificationSql(type: OrderMessage["type"], source: SQL): SQL {
  return sql`select ${orderNotifyExpression(type, source)} from ${source}`;
}

/** Tells every instance, when `tx` commits, of a change to this order. */
export async function announceOrder(
  tx: Database,
  type: OrderMessage["type"],
  { id, restaurantId, orderNumber, status }: AnnouncedOrder,
): Promise<void> {
  await tx.execute(sql`with announced (id, restaurant_id, order_number, status) as (
      values (${id}::text, ${restaurantId}::text, ${orderNumber}::text, ${status}::text)
    ) ${orderNotificationSql(type, sql`announced`)}`);
}
