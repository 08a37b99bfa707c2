import { readFixture } from "./platform-fixtures";
import type { KeyedPlatform } from "./webhook-helpers";

/**
 * Test support: an order body of each keyed platform, built on its published payload, with
 * its id, number and items chosen by the test, and the headers the platform sends with it.
 */
export type Json = Record<string, unknown>;
export type LineSpec = { name: string; quantity?: number; options?: number };

export type PlatformBody = {
  platform: KeyedPlatform;
  /** A paid, placed order of this platform with these lines. */
  order(id: string, lines?: LineSpec[]): Json;
  /** The headers that say what the body is (topic), beside the signature. */
  headers(topic?: "create" | "update"): Record<string, string>;
  /** Where the order's free-text note sits. */
  setNote(order: Json, text: string): void;
  /** Where OrderDock keeps that note: the kitchen's, unless the platform says it is the courier's. */
  noteField: "kitchenNote" | "deliveryInstructions";
  /** Where a line's options land: priced modifiers, or (Shopify's properties) the item's note. */
  optionsField: "modifiers" | "note";
  /** An unknown field of an odd type, wherever the platform's order has room for one. */
  addOddField(order: Json, value: unknown): void;
};

const clone = <T>(value: T): T => structuredClone(value);
const DEFAULT_LINES: LineSpec[] = [{ name: "Golden Fork Burger", quantity: 2, options: 1 }];

export const SHOPIFY_BODY: PlatformBody = {
  platform: "shopify",
  order(id, lines = DEFAULT_LINES) {
    const [sample] = (
      readFixture("shopify-orders-rest-fixture-python-api.json") as { orders: Json[] }
    ).orders;
    const items = lines.map((line, index) => ({
      id: index + 1,
      title: line.name,
      quantity: line.quantity ?? 1,
      price: "12.50",
      requires_shipping: false,
      properties: Array.from({ length: line.options ?? 0 }, (_, at) => ({
        name: `Choice ${at}`,
        value: `Option ${at}`,
      })),
    }));
    const itemsTotal = items.reduce((sum, item) => sum + 1250 * item.quantity, 0);
    const total = (itemsTotal / 100).toFixed(2);
    return {
      ...clone(sample),
      id: Number(id),
      admin_graphql_api_id: `gid://shopify/Order/${id}`,
      name: `#${id.slice(-4)}`,
      financial_status: "paid",
      cancelled_at: null,
      line_items: items,
      shipping_lines: [],
      total_discounts: "0.00",
      discount_codes: [],
      total_tax: "0.00",
      total_price: total,
      subtotal_price: total,
      total_line_items_price: total,
      total_shipping_price_set: { shop_money: { amount: "0.00", currency_code: "USD" } },
    };
  },
  headers: (topic = "create") => ({
    "x-shopify-topic": topic === "create" ? "orders/create" : "orders/updated",
    "x-shopify-webhook-id": crypto.randomUUID(),
  }),
  setNote: (order, text) => {
    order.note = text;
  },
  noteField: "kitchenNote",
  optionsField: "note",
  addOddField: (order, value) => {
    order.unexpected = value;
    (order.line_items as Json[])[0] = {
      ...(order.line_items as Json[])[0],
      properties_extra: value,
    };
  },
};

export const WOOCOMMERCE_BODY: PlatformBody = {
  platform: "woocommerce",
  order(id, lines = DEFAULT_LINES) {
    const sample = readFixture("woocommerce-order-create-response-v3.json") as Json;
    const items = lines.map((line, index) => ({
      id: index + 1,
      name: line.name,
      quantity: line.quantity ?? 1,
      subtotal: ((1250 * (line.quantity ?? 1)) / 100).toFixed(2),
      total: ((1250 * (line.quantity ?? 1)) / 100).toFixed(2),
      price: 12.5,
      meta_data: Array.from({ length: line.options ?? 0 }, (_, at) => ({
        id: at,
        key: `Choice ${at}`,
        value: `Option ${at}`,
      })),
    }));
    const total = items.reduce((sum, item) => sum + 1250 * item.quantity, 0);
    return {
      ...clone(sample),
      id: Number(id),
      number: id,
      status: "processing",
      date_created_gmt: "2026-11-25T12:00:00",
      date_modified_gmt: "2026-11-25T12:00:00",
      line_items: items,
      shipping_lines: [],
      shipping_total: "0.00",
      total_tax: "0.00",
      discount_total: "0.00",
      coupon_lines: [],
      fee_lines: [],
      total: (total / 100).toFixed(2),
    };
  },
  headers: (topic = "create") => ({
    "x-wc-webhook-topic": topic === "create" ? "order.created" : "order.updated",
  }),
  setNote: (order, text) => {
    order.customer_note = text;
  },
  noteField: "kitchenNote",
  optionsField: "modifiers",
  addOddField: (order, value) => {
    order.unexpected = value;
    (order.line_items as Json[])[0] = { ...(order.line_items as Json[])[0], mystery: value };
  },
};

export const DOORDASH_BODY: PlatformBody = {
  platform: "doordash",
  order(id, lines = DEFAULT_LINES) {
    const sample = readFixture("doordash-marketplace-sample-order.strict.json") as Json;
    const items = lines.map((line) => ({
      name: line.name,
      quantity: line.quantity ?? 1,
      price: 1250,
      extras: [
        {
          name: "Choices",
          options: Array.from({ length: line.options ?? 0 }, (_, at) => ({
            name: `Option ${at}`,
            price: 0,
            quantity: 1,
          })),
        },
      ],
    }));
    const subtotal = items.reduce((sum, item) => sum + 1250 * item.quantity, 0);
    return {
      event: { type: "OrderCreate", status: "NEW" },
      order: {
        ...clone(sample),
        id,
        delivery_short_code: id.slice(-6),
        categories: [{ name: "Mains", items }],
        subtotal,
        tax: 0,
        is_tax_remitted_by_doordash: false,
        tax_amount_remitted_by_doordash: 0,
      },
    };
  },
  headers: () => ({}),
  setNote: (body, text) => {
    (body.order as Json).order_special_instructions = text;
  },
  noteField: "kitchenNote",
  optionsField: "modifiers",
  addOddField: (body, value) => {
    (body.order as Json).unexpected = value;
  },
};

export const GRUBHUB_BODY: PlatformBody = {
  platform: "grubhub",
  order(id, lines = DEFAULT_LINES) {
    const sample = readFixture(
      "grubhub-pos-order-example.converted-from-openapi-yaml.json",
    ) as Json;
    const charges = clone(sample.charges) as Json;
    const items = lines.map((line) => ({
      name: line.name,
      quantity: line.quantity ?? 1,
      merchant_price: 1250,
      line_options: Array.from({ length: line.options ?? 0 }, (_, at) => ({
        name: `Option ${at}`,
        merchant_price: 0,
        quantity: 1,
      })),
    }));
    const subtotal = items.reduce((sum, item) => sum + 1250 * item.quantity, 0);
    return {
      ...clone(sample),
      uuid: id,
      order_number: id.replace(/\D/g, "").slice(-15) || "1",
      status: "RESTAURANT_CONFIRMABLE",
      diners: [],
      charges: {
        ...charges,
        line_groups: [{ lines: items }],
        taxes: { merchant_total: 0 },
        fees: { total: 0, delivery: 0 },
        tip: { amount: 0, type: "INCLUDE_IN_BILL" },
        coupons: [],
        merchant_total: subtotal,
      },
    };
  },
  headers: () => ({}),
  setNote: (order, text) => {
    ((order.fulfillment_info as Json).pickup_info as Json).instructions = text;
  },
  noteField: "deliveryInstructions",
  optionsField: "modifiers",
  addOddField: (order, value) => {
    order.unexpected = value;
  },
};

export const PLATFORM_BODIES: readonly PlatformBody[] = [
  SHOPIFY_BODY,
  WOOCOMMERCE_BODY,
  DOORDASH_BODY,
  GRUBHUB_BODY,
];

/** An array nested `depth` deep: `[[[...[]...]]]`, written out as text. */
export function deepArrayText(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}
