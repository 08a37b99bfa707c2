import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { OrderDetailsInput } from "../../domain/order";
import type { Platform } from "../../domain/platforms";
import type { OrderStatus } from "../../domain/status";
import { type OrderChange, orderChanged } from "../modules/orders/order-events";
import { SESSION_COOKIE } from "../plugins/session-cookie";

/** A realistic delivery order in the domain's shape (cents), for ingest tests. */
export function sampleDetails(overrides: Partial<OrderDetailsInput> = {}): OrderDetailsInput {
  return {
    orderNumber: "BC953",
    customer: {
      name: "Maria Gonzalez",
      phone: "(512) 555-0142",
      address: { street: "1200 S Lamar Blvd", city: "Austin", state: "TX", zipCode: "78704" },
    },
    isDelivery: true,
    deliveryDistance: 2.4,
    deliveryFee: 299,
    tax: 268,
    deliveryInstructions: "Gate code 4821",
    items: [
      {
        name: "Golden Fork Burger",
        description: "Half-pound Angus patty",
        quantity: 2,
        price: 1695,
        modifiers: [{ name: "Applewood bacon", price: 250 }],
      },
    ],
    ...overrides,
  };
}

/**
 * Every event the bus delivers from now on. On PostgreSQL notifications arrive a moment
 * after the commit, so a test waits for the event it is about rather than for "the next one"
 * (a late event of an earlier test may come first).
 */
export function collectEvents(app: FastifyInstance) {
  const events: OrderChange[] = [];
  const stop = app.events.on(orderChanged, (event) => events.push(event));
  return {
    events,
    stop,
    /** The events about this order, once at least `count` of them arrived. */
    async waitForOrder(orderId: string, count = 1, timeoutMs = 5_000): Promise<OrderChange[]> {
      const deadline = Date.now() + timeoutMs;
      const about = () => events.filter((event) => event.message.order.id === orderId);
      while (about().length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} events for ${orderId}, got ${about().length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return about();
    },
    /** The first event of this type (and status, when given) about this order. */
    async waitForMessage(
      orderId: string,
      type: OrderChange["message"]["type"],
      status?: OrderChange["message"]["order"]["status"],
      timeoutMs = 5_000,
    ): Promise<OrderChange> {
      const deadline = Date.now() + timeoutMs;
      const find = () =>
        events.find(
          ({ message }) =>
            message.order.id === orderId &&
            message.type === type &&
            (status === undefined || message.order.status === status),
        );
      for (let found = find(); ; found = find()) {
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`expected ${type} for ${orderId}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

export type OrderApi = {
  list(query?: string): Promise<LightMyRequestResponse>;
  setStatus(
    orderId: string,
    body: Record<string, unknown> | { status: OrderStatus | string },
  ): Promise<LightMyRequestResponse>;
  createTestOrder(): Promise<LightMyRequestResponse>;
  clearTestOrders(): Promise<LightMyRequestResponse>;
};

/** The orders API as one signed-in user calls it. */
export function orderApi(app: FastifyInstance, token: string): OrderApi {
  const cookies = { [SESSION_COOKIE]: token };
  return {
    list: (query = "") => app.inject({ method: "GET", url: `/api/orders${query}`, cookies }),
    setStatus: (orderId, body) =>
      app.inject({ method: "PUT", url: `/api/orders/${orderId}`, cookies, payload: body }),
    createTestOrder: () => app.inject({ method: "POST", url: "/api/orders/test-new", cookies }),
    clearTestOrders: () =>
      app.inject({ method: "POST", url: "/api/orders/clear-test-data", cookies }),
  };
}

export type { Platform };
