import type { Database } from "../../db/database";
import { moveOrderStatus } from "./move-order-status";
import { lockDueOrders } from "./platform-orders.repository";

/** How often each instance looks for scheduled orders that fell due. */
export const RELEASE_INTERVAL_MS = 15_000;

export type ReleaseDueOrdersOptions = {
  db: Database;
  now: Date;
  /** Only this restaurant's (after its preparation time changed); every restaurant's when left out. */
  restaurantId?: string;
};

/**
 * A scheduled order goes to the kitchen when its time comes: its promised time less the
 * restaurant's preparation time (docs/decisions/096-held-statuses-and-their-release.md). It
 * becomes `new`, moved by OrderDock itself, and dashboards ring for it as for a new order.
 * The number released.
 */
export function releaseDueOrders({
  db,
  now,
  restaurantId,
}: ReleaseDueOrdersOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockDueOrders(tx, { now, restaurantId });
    for (const row of due) {
      await moveOrderStatus(tx, { row, to: "new", by: { type: "system" }, at: now });
    }
    return due.length;
  });
}
