import { and, asc, eq } from "drizzle-orm";
import type { HistoryEntry, OrderHistory } from "../../../domain/api/order-history";
import { isUuid } from "../../../domain/ids";
import type { Database } from "../../db/database";
import { orderEvents } from "../../db/schema/order-events";
import { orders } from "../../db/schema/orders";
import { notFound } from "../../errors";

/**
 * An order's history for its dialog: every change of status, and its acceptance when
 * someone told the platform, each with who and on which device, by the names kept at the
 * time (docs/devices.md).
 */
export async function getOrderHistory(
  db: Database,
  { restaurantId, orderId }: { restaurantId: string; orderId: string },
): Promise<OrderHistory> {
  if (!isUuid(orderId)) throw notFound("Order not found");
  const [order] = await db
    .select({
      acceptedAt: orders.acceptedAt,
      acceptedByName: orders.acceptedByName,
      acceptedDeviceName: orders.acceptedDeviceName,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId)))
    .limit(1);
  if (!order) throw notFound("Order not found");
  const events = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.restaurantId, restaurantId)))
    // Ids, not times, say which came first: they are handed out under the order's row lock,
    // while times come from each instance's clock.
    .orderBy(asc(orderEvents.id));
  const entries: HistoryEntry[] = events.map((event) => ({
    id: event.id,
    kind: "status",
    at: event.at.toISOString(),
    from: event.fromStatus,
    to: event.toStatus,
    by: byOf(event.actorType, event.actorName, event.deviceName),
    personName: event.actorName,
    deviceName: event.deviceName,
    undone: event.undoneAt !== null,
    isCorrection: event.correctsEventId !== null,
  }));
  if (order.acceptedAt) {
    const accepted: HistoryEntry = {
      id: "accepted",
      kind: "accepted",
      at: order.acceptedAt.toISOString(),
      from: null,
      to: "new",
      // No names: OrderDock's auto-accept, or an acceptance from before names were kept.
      by:
        order.acceptedByName || order.acceptedDeviceName
          ? byOf("user", order.acceptedByName, order.acceptedDeviceName)
          : "system",
      personName: order.acceptedByName,
      deviceName: order.acceptedDeviceName,
      undone: false,
      isCorrection: false,
    };
    // In time order; at the same moment the acceptance comes before the move that made it.
    const index = entries.findIndex((entry) => entry.at >= accepted.at && entry.from !== null);
    entries.splice(index === -1 ? entries.length : index, 0, accepted);
  }
  return { entries };
}

function byOf(
  type: "user" | "platform" | "system",
  personName: string | null,
  deviceName: string | null,
): HistoryEntry["by"] {
  if (type !== "user") return type;
  // A device on its own acts as "Kitchen"; a person's name may be missing on old events.
  return deviceName && !personName ? "kitchen" : "person";
}
