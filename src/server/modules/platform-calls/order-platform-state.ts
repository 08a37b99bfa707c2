import { eq } from "drizzle-orm";
import { NOT_ACCEPTED_IN_TIME } from "../../../domain/platform-actions";
import { canMoveStatus } from "../../../domain/status";
import type { Database } from "../../db/database";
import { orders } from "../../db/schema/orders";
import type { OrderRow } from "../orders/order-row";
import { insertOrderEvent, setOrderStatus } from "../orders/orders.repository";
import type { EventBus } from "../realtime/event-bus";

export type AnnouncedOrder = Pick<OrderRow, "id" | "restaurantId" | "orderNumber" | "status">;

/** Tells every dashboard that an order's platform line changed ("Sending…", "Accepted…"). */
export async function publishPlatformChange(tx: Database, bus: EventBus, row: AnnouncedOrder) {
  await bus.publish(tx, {
    restaurantId: row.restaurantId,
    message: {
      type: "ORDER_PLATFORM_UPDATED",
      order: { id: row.id, orderNumber: row.orderNumber, status: row.status },
    },
  });
}

/**
 * The platform let the order go for want of an answer (its deadline passed, or it said the
 * order had expired): the order is cancelled, "Not accepted in time".
 */
export async function settleExpiredOrder(
  tx: Database,
  bus: EventBus,
  { orderId, restaurantId, now }: { orderId: string; restaurantId: string; now: Date },
) {
  const [current] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update")
    .limit(1);
  if (!current) return;
  if (
    current.status === "cancelled" ||
    !canMoveStatus({ from: current.status, to: "cancelled", actor: "platform" })
  ) {
    await publishPlatformChange(tx, bus, current);
    return;
  }
  const updated = await setOrderStatus(tx, {
    orderId,
    status: "cancelled",
    at: now,
    statusNote: NOT_ACCEPTED_IN_TIME,
  });
  await insertOrderEvent(tx, {
    orderId,
    restaurantId,
    actorType: "platform",
    fromStatus: current.status,
    toStatus: "cancelled",
    at: now,
  });
  await bus.publish(tx, {
    restaurantId,
    message: {
      type: "ORDER_STATUS_CHANGED",
      order: { id: updated.id, orderNumber: updated.orderNumber, status: updated.status },
    },
  });
}
