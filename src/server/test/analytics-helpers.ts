import { type OrderItem, orderDetailsSchema } from "../../domain/order";
import type { Platform } from "../../domain/platforms";
import { isHeldStatus, type OrderStatus } from "../../domain/status";
import type { Database } from "../db/database";
import { orderEvents } from "../db/schema/order-events";
import { orders } from "../db/schema/orders";
import { toOrderRow } from "../modules/orders/order-row";

export type PlannedOrder = {
  restaurantId: string;
  platform: Platform;
  /** When the customer placed it (ISO). The 'new' event is at the same instant. */
  created: string;
  status: OrderStatus;
  /** Prices in minor units of `currency`. */
  items: Array<
    Pick<OrderItem, "name" | "quantity" | "price"> &
      Partial<Pick<OrderItem, "modifiers" | "lineTotal">>
  >;
  /** USD unless given; the tax (100) and delivery fee (299) are minor units of it. */
  currency?: string;
  isDelivery?: boolean;
  /** Seconds from 'new' to 'ready'; without it the order never reached 'ready'. */
  readyAfterSeconds?: number;
  isTest?: boolean;
  customerName?: string;
  orderNumber?: string;
};

let sequence = 0;

/**
 * Writes one order and the history its status implies (new → preparing → ready →
 * completed, or new → cancelled), with the 'ready' event exactly `readyAfterSeconds` after
 * 'new': analytics tests compute their expected figures by hand from these. The details pass
 * through the order schema, as an ingested order's do.
 */
export async function insertPlannedOrder(db: Database, plan: PlannedOrder): Promise<string> {
  sequence += 1;
  const created = new Date(plan.created);
  const isDelivery = plan.isDelivery ?? false;
  const row = toOrderRow({
    restaurantId: plan.restaurantId,
    platform: plan.platform,
    externalId: `planned-${sequence}-${Math.random().toString(36).slice(2)}`,
    status: plan.status,
    isTest: plan.isTest ?? false,
    receivedAt: created,
    details: orderDetailsSchema.parse({
      orderNumber: plan.orderNumber ?? `P${sequence}`,
      created: plan.created,
      customer: { name: plan.customerName ?? "Dana Whitfield", phone: "" },
      isDelivery,
      currency: plan.currency,
      deliveryFee: isDelivery ? 299 : 0,
      tax: 100,
      items: plan.items,
    }),
  });
  const [inserted] = await db.insert(orders).values(row).returning({ id: orders.id });
  if (!inserted) throw new Error("order not inserted");
  const at = (seconds: number) => new Date(created.getTime() + seconds * 1000);
  // A held order has not reached the kitchen: its one event is the status it waits in.
  const isHeld = isHeldStatus(plan.status);
  const history: Array<{ from: OrderStatus | null; to: OrderStatus; at: Date }> = [
    { from: null, to: isHeld ? plan.status : "new", at: created },
  ];
  if (plan.status === "cancelled") history.push({ from: "new", to: "cancelled", at: at(120) });
  else if (plan.status !== "new" && !isHeld) {
    history.push({ from: "new", to: "preparing", at: at(30) });
    if (plan.readyAfterSeconds !== undefined)
      history.push({ from: "preparing", to: "ready", at: at(plan.readyAfterSeconds) });
    if (plan.status === "completed")
      history.push({
        from: history.at(-1)?.to ?? "preparing",
        to: "completed",
        at: at((plan.readyAfterSeconds ?? 60) + 300),
      });
  }
  await db.insert(orderEvents).values(
    history.map((event) => ({
      orderId: inserted.id,
      restaurantId: plan.restaurantId,
      actorType: "system" as const,
      fromStatus: event.from,
      toStatus: event.to,
      at: event.at,
    })),
  );
  return inserted.id;
}
