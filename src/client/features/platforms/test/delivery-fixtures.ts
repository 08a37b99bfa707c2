import type { StubReply } from "@/client/test/fetch-stub";
import type { Delivery, DeliveryDetail } from "@/domain/api/webhook-deliveries";
import { PLATFORMS } from "@/domain/platforms";

/** A delivery as the log lists it: a Shopify order that became order #1001. */
export function buildDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: "0b8e2f4a-6c1d-4e3f-9a5b-7c8d9e0f1a2b",
    receivedAt: "2026-01-06T20:05:00.000Z",
    processedAt: "2026-01-06T20:05:01.000Z",
    eventType: "orders/create",
    status: "processed",
    summary: "Order #1001 arrived as New",
    error: null,
    attempts: 1,
    orderId: "9f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
    orderNumber: "1001",
    hasBody: true,
    ...overrides,
  };
}

/** `count` deliveries a minute apart, newest first, from `newest` back. */
export function buildDeliveries(count: number, newest = "2026-01-06T20:05:00.000Z"): Delivery[] {
  return Array.from({ length: count }, (_, index) =>
    buildDelivery({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      receivedAt: new Date(Date.parse(newest) - index * 60_000).toISOString(),
      orderNumber: String(1000 + count - index),
      summary: `Order #${1000 + count - index} arrived as New`,
    }),
  );
}

export function buildDeliveryDetail(
  overrides: Partial<DeliveryDetail["delivery"]> = {},
): DeliveryDetail {
  return {
    delivery: {
      ...buildDelivery(),
      body: '{"id":1001,"line_items":[{"title":"Margherita","quantity":2}]}',
      headers: {
        "x-shopify-topic": "orders/create",
        "x-shopify-shop-domain": "luigi.myshopify.com",
      },
      ...overrides,
    },
  };
}

/** Every webhook platform's log, empty: the tabs' default in screen tests. */
export function emptyDeliveryLogs(): Record<string, StubReply> {
  return Object.fromEntries(
    PLATFORMS.filter((platform) => platform !== "website").map((platform) => [
      `GET /api/platform-connections/${platform}/deliveries`,
      { body: { deliveries: [] } },
    ]),
  );
}
