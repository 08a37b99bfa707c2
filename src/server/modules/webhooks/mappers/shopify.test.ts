import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { jsonFixtureNames, readFixture, readFixtureText } from "../../../test/platform-fixtures";
import { mapShopifyOrder, shopifyStateOf } from "./shopify";
import { PayloadError } from "./types";

const WEBHOOK = "shopify-orders-webhook-sample-shopify-dev.json";
const REST_LIST = "shopify-orders-rest-fixture-python-api.json";
const REST_ONE = "shopify-order-rest-fixture-python-api.json";

type Json = Record<string, unknown>;
// The REST fixtures wrap the order; a webhook sends it bare.
const webhookOrder = () => structuredClone(readFixture(WEBHOOK)) as Json;
const listedOrder = () =>
  structuredClone((readFixture(REST_LIST) as { orders: Json[] }).orders[0]) as Json;
const wrappedOrder = () => structuredClone((readFixture(REST_ONE) as { order: Json }).order);

const ipod = (description: string, note?: string) => ({
  name: "IPod Nano - 8gb",
  description,
  quantity: 1,
  price: 19900,
  modifiers: [],
  ...(note && { note }),
});
const louisville = {
  name: "Bob Norman",
  phone: "555-625-1199",
  address: { street: "Chestnut Street 92", city: "Louisville", state: "KY", zipCode: "40202" },
};
const engraving = "custom engraving: Happy Birthday; colour: green";

describe("Shopify fixtures", () => {
  it("are the three files this suite covers", () => {
    expect(jsonFixtureNames("shopify")).toEqual([REST_ONE, REST_LIST, WEBHOOK]);
  });
});

describe("mapShopifyOrder on the fixtures", () => {
  it.each([
    {
      file: WEBHOOK,
      payload: webhookOrder,
      // Shopify's own figure: current_total_price "414.95" (the order carries current_*).
      platformTotal: 41495,
      // Its one line (89.99) does not make current_subtotal_price 414.95: the sample's parts
      // do not add up, and staff see OrderDock's 89.99 beside Shopify's 414.95.
      computedTotal: 8999,
      state: { state: "cancelled", stateNote: "Cancelled on Shopify" },
      details: {
        orderNumber: "#9999",
        created: "2021-12-31T19:00:00-05:00",
        // The shipping address's name and phone come before the customer record's.
        customer: {
          name: "Steve Shipper",
          phone: "555-555-SHIP",
          address: {
            street: "123 Shipping Street",
            city: "Shippington",
            state: "KY",
            zipCode: "40003",
          },
        },
        isDelivery: true,
        currency: "USD",
        statedTotal: 41495,
        tax: 0,
        // current_shipping_price_set, not the original 10.00.
        deliveryFee: 0,
        discounts: [],
        fees: [],
        tips: [],
        checkNotes: [],
        items: [{ name: "Aviator sunglasses", quantity: 1, price: 8999, modifiers: [] }],
      },
    },
    {
      file: REST_LIST,
      payload: listedOrder,
      // total_price "598.94" = 597.00 − 10.00 (TENOFF) + 11.94 tax.
      platformTotal: 59894,
      computedTotal: 59894,
      state: { state: "placed" },
      details: {
        orderNumber: "#1001",
        created: "2008-01-10T11:00:00-05:00",
        customer: louisville,
        isDelivery: true,
        currency: "USD",
        statedTotal: 59894,
        tax: 1194,
        deliveryFee: 0,
        discounts: [{ label: "Discount (TENOFF)", amount: 1000, fundedBy: "restaurant" }],
        fees: [],
        tips: [],
        checkNotes: [],
        // Note attributes that do not say they are for the courier are for the kitchen.
        kitchenNote: engraving,
        items: [
          ipod(
            "green",
            "Custom Engraving Front: Happy Birthday; Custom Engraving Back: Merry Christmas",
          ),
          ipod("red"),
          ipod("black"),
        ],
      },
    },
    {
      file: REST_ONE,
      payload: wrappedOrder,
      // total_price "409.94" = total_line_items_price 398.00 + 11.94, but its lines are
      // 3 × 199.00 = 597.00 and total_discounts is "0.00" beside a TENOFF code of 10.00:
      // OrderDock's 597.00 + 11.94 = 608.94 is shown beside it.
      platformTotal: 40994,
      computedTotal: 60894,
      state: { state: "placed" },
      details: {
        orderNumber: "#1001",
        created: "2008-01-10T11:00:00-05:00",
        customer: louisville,
        isDelivery: true,
        currency: "USD",
        statedTotal: 40994,
        tax: 1194,
        deliveryFee: 0,
        discounts: [],
        fees: [],
        tips: [],
        checkNotes: [],
        kitchenNote: engraving,
        items: [ipod("green", "Custom Engraving: Happy Birthday"), ipod("red"), ipod("black")],
      },
    },
  ])("maps $file", ({ payload, platformTotal, computedTotal, state, details }) => {
    const mapped = mapShopifyOrder(payload());
    expect(mapped).toEqual({
      externalId: expect.any(String),
      details,
      ...state,
      isScheduled: false,
    });
    const parsed = orderDetailsSchema.parse(mapped.details);
    expect(parsed.statedTotal).toBe(platformTotal);
    const totals = computeTotals(parsed);
    expect(totals.computedTotal).toBe(computedTotal);
    expect(totals.total).toBe(platformTotal);
  });

  it("keeps the exact id above 2^53 that JSON.parse rounds", () => {
    const raw = readFixtureText(WEBHOOK);
    const parsed = JSON.parse(raw) as Json;
    expect(String(parsed.id)).toBe("820982911946154500");
    expect(mapShopifyOrder(parsed).externalId).toBe("820982911946154508");
    expect(mapShopifyOrder(parsed, { rawBody: raw }).externalId).toBe("820982911946154508");
    const { admin_graphql_api_id: _gid, ...withoutGid } = parsed;
    expect(() => mapShopifyOrder(withoutGid)).toThrow(PayloadError);
    expect(mapShopifyOrder(withoutGid, { rawBody: raw }).externalId).toBe("820982911946154508");
    expect(mapShopifyOrder(listedOrder()).externalId).toBe("450789469");
  });

  it("falls back to the parsed id when the raw body has no readable top-level id", () => {
    const payload = listedOrder();
    expect(mapShopifyOrder(payload, { rawBody: '{"id":null}' }).externalId).toBe("450789469");
  });
});

describe("Shopify money", () => {
  it("takes every figure from the current set, leaving out a line edited to 0", () => {
    const payload = listedOrder();
    const lines = payload.line_items as Json[];
    Object.assign(lines[0] as Json, { current_quantity: 1 });
    Object.assign(lines[1] as Json, { current_quantity: 0 });
    Object.assign(lines[2] as Json, { current_quantity: 1, quantity: 1 });
    Object.assign(payload, {
      current_total_price: "393.99",
      current_total_discounts: "5.00",
      current_total_tax: "0.99",
      current_shipping_price_set: { shop_money: { amount: "0.00", currency_code: "USD" } },
    });
    const { details } = mapShopifyOrder(payload);
    expect(details.items?.map((item) => item.description)).toEqual(["green", "black"]);
    expect(details).toMatchObject({
      statedTotal: 39399,
      tax: 99,
      discounts: [{ label: "Discount (TENOFF)", amount: 500, fundedBy: "restaurant" }],
    });
    expect(computeTotals(orderDetailsSchema.parse(details)).computedTotal).toBe(39399);
  });

  it("counts shipping as a fee on a pickup order, so the sum still adds up", () => {
    const payload = listedOrder();
    payload.shipping_lines = [{ title: "Local Pickup", code: "Pickup", price: "4.00" }];
    payload.total_shipping_price_set = { shop_money: { amount: "4.00", currency_code: "USD" } };
    payload.total_price = "602.94";
    const { details } = mapShopifyOrder(payload);
    expect(details).toMatchObject({ isDelivery: false, deliveryFee: 0 });
    expect(details.fees).toEqual([{ label: "Shipping", amount: 400 }]);
    expect(details.customer.address).toBeUndefined();
    expect(computeTotals(orderDetailsSchema.parse(details)).computedTotal).toBe(60294);
  });

  it("sums the active shipping lines when no shipping total is given", () => {
    const payload = wrappedOrder();
    payload.shipping_lines = [
      { title: "Courier", price: "5.50" },
      { title: "Removed", price: "9.00", is_removed: true },
    ];
    expect(mapShopifyOrder(payload).details.deliveryFee).toBe(550);
  });

  it("keeps the tip, and adds no tax when the prices include it", () => {
    const payload = listedOrder();
    Object.assign(payload, { total_tip_received: "3.00", taxes_included: true });
    payload.total_price = "590.00";
    const { details } = mapShopifyOrder(payload);
    expect(details.tips).toEqual([{ label: "Tip", amount: 300, isKeptByRestaurant: true }]);
    expect(details.tax).toBe(0);
    expect(computeTotals(orderDetailsSchema.parse(details)).computedTotal).toBe(59000);
  });

  it("labels a discount without codes plainly, and shows none of 0", () => {
    const payload = listedOrder();
    payload.discount_codes = [];
    expect(mapShopifyOrder(payload).details.discounts).toEqual([
      { label: "Discount", amount: 1000, fundedBy: "restaurant" },
    ]);
    payload.total_discounts = "0.00";
    expect(mapShopifyOrder(payload).details.discounts).toEqual([]);
  });

  it.each([
    ["JPY", "1200", 1200],
    ["KWD", "1.250", 1250],
    ["usd", "12.50", 1250],
  ])("reads %s amounts in its own minor unit", (currency, price, minor) => {
    const payload = listedOrder();
    Object.assign(payload, { currency, line_items: [{ title: "Tea", quantity: 2, price }] });
    const { details } = mapShopifyOrder(payload);
    expect(details.currency).toBe(currency.toUpperCase());
    expect(details.items?.[0]).toMatchObject({ price: minor });
    expect(details.checkNotes).toEqual([]);
  });

  it("rounds a price finer than the currency once, keeping the exact line total", () => {
    const payload = listedOrder();
    payload.line_items = [{ title: "Tea", quantity: 3, price: "1.005" }];
    const { details } = mapShopifyOrder(payload);
    // 1.005 → 1.01 a unit; 3 × 1.005 = 3.015 → 3.02 for the line (not 3 × 1.01 = 3.03).
    expect(details.items?.[0]).toMatchObject({ price: 101, lineTotal: 302 });
    expect(details.checkNotes).toEqual([]);
  });

  it("reads an unknown currency as USD with a note", () => {
    const payload = { ...listedOrder(), currency: "dollars" };
    const { details } = mapShopifyOrder(payload);
    expect(details.currency).toBe("USD");
    expect(details.checkNotes).toEqual([
      'currency "dollars" is not a currency code; amounts are shown as USD',
    ]);
  });
});

describe("Shopify delivery and customer", () => {
  it.each([
    ["there is no shipping line", { shipping_lines: [] }],
    [
      "nothing requires shipping",
      {
        line_items: [{ title: "Gift card", quantity: 1, price: "25.00", requires_shipping: false }],
      },
    ],
    ["there is no shipping address", { shipping_address: null }],
    ["the only line says pickup", { shipping_lines: [{ title: "Store pick-up", price: "0" }] }],
  ])("is not a delivery when %s", (_, change) => {
    expect(mapShopifyOrder({ ...webhookOrder(), ...change }).details.isDelivery).toBe(false);
  });

  it("falls back to the customer's name and leaves private properties out", () => {
    const payload = listedOrder();
    payload.shipping_address = null;
    (payload.line_items as Json[])[0] = {
      ...(payload.line_items as Json[])[0],
      properties: [
        { name: "_bundle_id", value: "x" },
        { name: "Gift", value: "" },
        { name: "Toppings", value: ["olives", "basil"] },
        { name: "Size", value: { label: "Large", extra: 2 } },
      ],
    };
    const { details } = mapShopifyOrder(payload);
    expect(details.customer).toEqual({ name: "Bob Norman", phone: "+557734881234" });
    expect(details.items?.[0]?.modifiers).toEqual([]);
    expect(details.items?.[0]?.note).toBe(
      "Gift; Toppings: olives, basil; Size: label: Large, extra: 2",
    );
  });

  it("stores an order whose customer data Shopify withholds, for a 'Guest'", () => {
    const payload = {
      ...webhookOrder(),
      shipping_address: null,
      billing_address: null,
      customer: null,
    };
    expect(mapShopifyOrder(payload).details.customer.name).toBe("Guest");
  });
});

describe("Shopify lifecycle", () => {
  it.each([
    [
      { cancelled_at: "2026-01-01T10:00:00-05:00", financial_status: "paid" },
      "cancelled",
      "Cancelled on Shopify",
    ],
    [{ financial_status: "refunded" }, "cancelled", "Refunded on Shopify"],
    [{ financial_status: "voided" }, "cancelled", "Voided on Shopify"],
    [{ financial_status: "paid", fulfillment_status: "fulfilled" }, "completed", undefined],
    [{ financial_status: "pending" }, "awaiting_payment", undefined],
    [{ financial_status: "authorized" }, "placed", undefined],
    [{ financial_status: "paid" }, "placed", undefined],
    [{ financial_status: "partially_paid" }, "placed", undefined],
    [{ financial_status: "partially_refunded" }, "placed", undefined],
    [{ financial_status: "paid", fulfillment_status: "partial" }, "placed", undefined],
    [{ financial_status: null, cancelled_at: null }, "placed", undefined],
    [{ financial_status: "toString" }, "placed", undefined],
  ])("%o is %s", (fields, state, stateNote) => {
    const expected = stateNote ? { state, stateNote } : { state };
    expect(shopifyStateOf(fields)).toEqual(expected);
    const mapped = mapShopifyOrder({ ...listedOrder(), ...fields });
    expect({ state: mapped.state, stateNote: mapped.stateNote }).toEqual({
      state,
      stateNote,
    });
  });
});

describe("Shopify scheduled orders", () => {
  it("holds an order for the pickup time Zapiet wrote, in the shop's offset", () => {
    const payload = listedOrder();
    payload.note_attributes = [
      { name: "Checkout-Method", value: "pickup" },
      { name: "Pickup-Date", value: "2026/11/26" },
      { name: "Pickup-Time", value: "11:30 AM" },
    ];
    const mapped = mapShopifyOrder(payload);
    expect(mapped.isScheduled).toBe(true);
    expect(mapped.details.promisedAt).toBe("2026-11-26T11:30:00-05:00");
    expect(mapped.details.deliveryInstructions).toBe(
      "Checkout-Method: pickup; Pickup-Date: 2026/11/26; Pickup-Time: 11:30 AM",
    );
    // A pickup method and its time are for the hand-over, not for the kitchen.
    expect(mapped.details.kitchenNote).toBeUndefined();
  });

  it("does not hold an order whose date has no time, and says so", () => {
    const payload = listedOrder();
    payload.note_attributes = [{ name: "Delivery-Date", value: "2026/11/26" }];
    const mapped = mapShopifyOrder(payload);
    expect(mapped.isScheduled).toBe(false);
    expect(mapped.details.promisedAt).toBeUndefined();
    expect(mapped.details.checkNotes).toEqual([
      'Delivery-Date "2026/11/26" has no time: the order is not held',
    ]);
  });
});

describe("mapShopifyOrder: where the customer's words go", () => {
  it("puts the order's note in the kitchen note, never in the delivery instructions", () => {
    const payload = listedOrder();
    payload.note = "PEANUT ALLERGY - please no nuts";
    payload.note_attributes = [];
    const { details } = mapShopifyOrder(payload);
    expect(details.kitchenNote).toBe("PEANUT ALLERGY - please no nuts");
    expect(details.deliveryInstructions).toBeUndefined();
  });

  it("sends note attributes about the delivery to the courier and the rest to the kitchen", () => {
    const payload = listedOrder();
    payload.note = "Extra spicy";
    payload.note_attributes = [
      { name: "Delivery instructions", value: "Leave at the back door" },
      { name: "Gate code", value: "4521" },
      { name: "Driver tip", value: "yes" },
      { name: "Allergies", value: "Shellfish" },
      { name: "How did you hear about us", value: "A friend" },
    ];
    const { details } = mapShopifyOrder(payload);
    expect(details.deliveryInstructions).toBe(
      "Delivery instructions: Leave at the back door; Gate code: 4521; Driver tip: yes",
    );
    expect(details.kitchenNote).toBe(
      "Extra spicy; Allergies: Shellfish; How did you hear about us: A friend",
    );
  });

  it("puts visible line item properties in the item's note as Name: value", () => {
    const payload = listedOrder();
    (payload.line_items as Json[])[1] = {
      ...(payload.line_items as Json[])[1],
      properties: [
        { name: "_app_id", value: "hidden" },
        { name: "Special request", value: "No sesame, allergy" },
        { name: "Spice level", value: "Mild" },
      ],
    };
    const item = mapShopifyOrder(payload).details.items?.[1];
    expect(item).toMatchObject({
      description: "red",
      note: "Special request: No sesame, allergy; Spice level: Mild",
      modifiers: [],
    });
  });

  it("caps an item note at 500 characters and a kitchen note at 1,000", () => {
    const payload = listedOrder();
    payload.note = "k".repeat(1400);
    (payload.line_items as Json[])[1] = {
      ...(payload.line_items as Json[])[1],
      properties: [{ name: "Message", value: "m".repeat(900) }],
    };
    const { details } = mapShopifyOrder(payload);
    expect(details.kitchenNote).toHaveLength(1000);
    expect(details.items?.[1]?.note).toHaveLength(500);
    expect(orderDetailsSchema.safeParse(details).success).toBe(true);
  });
});
