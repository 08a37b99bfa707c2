import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { jsonFixtureNames, readFixture, readFixtureText } from "./platform-fixtures";
import { isShopifyCancellation, mapShopifyOrder } from "./shopify";
import { PayloadError } from "./types";

const WEBHOOK = "shopify-orders-webhook-sample-shopify-dev.json";
const REST_LIST = "shopify-orders-rest-fixture-python-api.json";
const REST_ONE = "shopify-order-rest-fixture-python-api.json";

type Json = Record<string, unknown>;
// platforms.md §4 sample files: the REST fixtures wrap the order; a webhook sends it bare.
const webhookOrder = () => structuredClone(readFixture(WEBHOOK)) as Json;
const listedOrder = () => (readFixture(REST_LIST) as { orders: Json[] }).orders[0] as Json;
const wrappedOrder = () => (readFixture(REST_ONE) as { order: Json }).order;

const ipod = (description: string, modifiers: Array<{ name: string; price: number }> = []) => ({
  name: "IPod Nano - 8gb",
  description,
  quantity: 1,
  price: 19900,
  modifiers,
});
const louisville = {
  name: "Bob Norman",
  phone: "555-625-1199",
  address: { street: "Chestnut Street 92", city: "Louisville", state: "KY", zipCode: "40202" },
};

describe("Shopify fixtures", () => {
  it("are the three files this suite covers", () => {
    expect(jsonFixtureNames("shopify")).toEqual([REST_ONE, REST_LIST, WEBHOOK]);
  });
});

describe("mapShopifyOrder", () => {
  it.each([
    {
      file: WEBHOOK,
      payload: webhookOrder,
      externalId: "820982911946154508",
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
        deliveryFee: 1000,
        tax: 0,
        items: [{ name: "Aviator sunglasses", quantity: 1, price: 8999, modifiers: [] }],
      },
    },
    {
      file: REST_LIST,
      payload: listedOrder,
      externalId: "450789469",
      details: {
        orderNumber: "#1001",
        created: "2008-01-10T11:00:00-05:00",
        customer: louisville,
        isDelivery: true,
        deliveryFee: 0,
        tax: 1194,
        deliveryInstructions: "custom engraving: Happy Birthday; colour: green",
        items: [
          ipod("green", [
            { name: "Custom Engraving Front: Happy Birthday", price: 0 },
            { name: "Custom Engraving Back: Merry Christmas", price: 0 },
          ]),
          ipod("red"),
          ipod("black"),
        ],
      },
    },
    {
      file: REST_ONE,
      payload: wrappedOrder,
      externalId: "450789469",
      details: {
        orderNumber: "#1001",
        created: "2008-01-10T11:00:00-05:00",
        customer: louisville,
        isDelivery: true,
        deliveryFee: 0,
        tax: 1194,
        deliveryInstructions: "custom engraving: Happy Birthday; colour: green",
        items: [
          ipod("green", [{ name: "Custom Engraving: Happy Birthday", price: 0 }]),
          ipod("red"),
          ipod("black"),
        ],
      },
    },
  ])("maps $file", ({ payload, externalId, details }) => {
    const mapped = mapShopifyOrder(payload());
    expect(mapped).toEqual({ externalId, details });
    expect(orderDetailsSchema.parse(mapped.details)).toEqual(details);
  });

  it("keeps the exact id above 2^53 that JSON.parse rounds", () => {
    const raw = readFixtureText(WEBHOOK);
    const parsed = JSON.parse(raw) as Json;
    expect(String(parsed.id)).toBe("820982911946154500");
    expect(mapShopifyOrder(parsed).externalId).toBe("820982911946154508");
    expect(mapShopifyOrder(parsed, { rawBody: raw }).externalId).toBe("820982911946154508");
    const { admin_graphql_api_id: _gid, ...withoutGid } = parsed;
    expect(() => mapShopifyOrder(withoutGid)).toThrow("pass the raw body");
    expect(mapShopifyOrder(withoutGid, { rawBody: raw }).externalId).toBe("820982911946154508");
  });

  it("is a pickup when the only shipping line says pickup, without address or fee", () => {
    const payload = webhookOrder();
    payload.shipping_lines = [{ title: "Local Pickup", code: "Pickup", price: "0.00" }];
    const { details } = mapShopifyOrder(payload);
    expect(details).toMatchObject({ isDelivery: false, deliveryFee: 0 });
    expect(details.customer.address).toBeUndefined();
  });

  it.each([
    ["there is no shipping line", { shipping_lines: [] }],
    [
      "nothing requires shipping",
      {
        line_items: [{ title: "Gift card", quantity: 1, price: "25.00", requires_shipping: false }],
      },
    ],
    ["there is no shipping address", { shipping_address: null }],
  ])("is not a delivery when %s", (_, change) => {
    expect(mapShopifyOrder({ ...webhookOrder(), ...change }).details.isDelivery).toBe(false);
  });

  it("falls back to the customer's name and leaves private properties out", () => {
    const payload = listedOrder();
    payload.shipping_address = null;
    const items = payload.line_items as Json[];
    (items[0] as Json).properties = [
      { name: "_bundle_id", value: "x" },
      { name: "Gift", value: "" },
    ];
    const { details } = mapShopifyOrder(payload);
    expect(details.customer).toEqual({ name: "Bob Norman", phone: "+557734881234" });
    expect(details.items[0]?.modifiers).toEqual([{ name: "Gift", price: 0 }]);
  });

  it.each([
    [
      { name: undefined },
      "Shopify order: name: Invalid input: expected string, received undefined",
    ],
    [{ total_tax: "abc" }, 'Shopify order: total_tax: "abc" is not a decimal amount'],
    [
      { line_items: [{ title: "Hat", quantity: 1, price: "1.234" }] },
      'line_items[0].price: "1.234" has fractions of a cent',
    ],
  ])("refuses a malformed order with the reason (%#)", (change, reason) => {
    const payload = { ...webhookOrder(), ...change };
    expect(() => mapShopifyOrder(payload)).toThrow(PayloadError);
    expect(() => mapShopifyOrder(payload)).toThrow(reason);
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

  it("refuses a REST wrapper, which is not a webhook body", () => {
    expect(() => mapShopifyOrder(readFixture(REST_ONE))).toThrow(PayloadError);
  });
});

describe("isShopifyCancellation", () => {
  it.each([
    ["orders/cancelled", {}, true],
    ["orders/cancelled", listedOrder(), true],
    // Shopify's own sample is a cancelled order (cancelled_at set), whatever the topic.
    ["orders/updated", webhookOrder(), true],
    ["orders/create", listedOrder(), false],
    ["orders/updated", { cancelled_at: null }, false],
    ["orders/updated", null, false],
  ])("%s with %# is a cancellation: %s", (topic, payload, expected) => {
    expect(isShopifyCancellation(topic, payload)).toBe(expected);
  });
});
