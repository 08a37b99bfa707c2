import type { RushOrder } from "./orders";

/**
 * What happened to each order of a step, on the load generator's clock: when its webhook
 * was sent and answered, when its NEW_ORDER reached its restaurant's dashboard, and when a
 * list reload first held it (the card). A restaurant's NEW_ORDER is paired with the oldest
 * of its orders still waiting for one; at the rush's rate a restaurant has at most one.
 */
export type OrderRecord = {
  order: RushOrder;
  sentAt: number;
  repliedAt?: number;
  status?: number;
  /** The body of a refusal, for the report. */
  answer?: string;
  orderId?: string;
  newOrderAt?: number;
  cardAt?: number;
};

export class RushTracker {
  readonly records: OrderRecord[] = [];
  private readonly waiting = new Map<string, OrderRecord[]>();
  private readonly uncarded = new Map<string, OrderRecord[]>();
  /** Messages that named no order the step sent (another restaurant's, or none pending). */
  unmatchedNewOrders = 0;

  constructor(private readonly onCard: (record: OrderRecord) => void) {}

  sent(order: RushOrder, at: number): OrderRecord {
    const record: OrderRecord = { order, sentAt: at };
    this.records.push(record);
    const queue = this.waiting.get(order.restaurant.id) ?? [];
    queue.push(record);
    this.waiting.set(order.restaurant.id, queue);
    return record;
  }

  newOrder(restaurantId: string, orderId: string, at: number): void {
    const record = this.waiting.get(restaurantId)?.shift();
    if (!record) {
      this.unmatchedNewOrders += 1;
      return;
    }
    record.orderId = orderId;
    record.newOrderAt = at;
    const queue = this.uncarded.get(restaurantId) ?? [];
    queue.push(record);
    this.uncarded.set(restaurantId, queue);
  }

  /** A list reload of the restaurant's dashboard came back: which waiting orders it shows. */
  reloaded(restaurantId: string, body: string, at: number): void {
    const queue = this.uncarded.get(restaurantId);
    if (!queue || queue.length === 0) return;
    const still: OrderRecord[] = [];
    for (const record of queue) {
      if (record.orderId && body.includes(`"id":"${record.orderId}"`)) {
        record.cardAt = at;
        this.onCard(record);
      } else still.push(record);
    }
    this.uncarded.set(restaurantId, still);
  }

  /** Whether every accepted webhook's order is on its dashboard. */
  allCarded(): boolean {
    return this.records.every((record) => record.status !== 200 || record.cardAt !== undefined);
  }
}
