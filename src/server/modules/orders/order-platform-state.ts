import { NOT_ACCEPTED_IN_TIME } from "../../../domain/platform-actions";
import { canMoveStatus } from "../../../domain/status";
import type { Database } from "../../db/database";
import { moveOrderStatus } from "./move-order-status";
import { type AnnouncedOrder, announceOrder } from "./order-events";
import { lockOrder } from "./orders.repository";

/** Tells every dashboard that an order's platform line changed ("Sending…", "Accepted…"). */
export async function publishPlatformChange(tx: Database, row: AnnouncedOrder) {
  await announceOrder(tx, "ORDER_PLATFORM_UPDATED", row);
}

/**
 * The platform let the order go for want of an answer (its deadline passed, or it said the
 * order had expired): the order is cancelled, "Not accepted in time".
 */
export async function settleExpiredOrder(
  tx: Database,
  { orderId, restaurantId, now }: { orderId: string; restaurantId: string; now: Date },
) {
  const current = await lockOrder(tx, { restaurantId, orderId });
  if (!current) return;
  if (
    current.status === "cancelled" ||
    !canMoveStatus({ from: current.status, to: "cancelled", actor: "platform" })
  ) {
    await publishPlatformChange(tx, current);
    return;
  }
  await moveOrderStatus(tx, {
    row: current,
    to: "cancelled",
    by: { type: "platform" },
    at: now,
    statusNote: NOT_ACCEPTED_IN_TIME,
  });
}
