import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { jsonFixtureNames, readFixture } from "./platform-fixtures";
import { PayloadError } from "./types";
import { isWooCommerceCancellation, mapWooCommerceOrder } from "./woocommerce";

const ORDER = "woocommerce-order-create-response-v3.json";

type Json = Record<string, unknown>;
const order = () => structuredClone(readFixture(ORDER)) as Json;
const firstLine = (payload: Json) => (payload.line_items as Json[])[0] as Json;

describe("WooCommerce fixtures", () => {
  it("are the one file this suite covers", () => {
    expect(jsonFixtureNames("woocommerce")).toEqual([ORDER]);
  });
});

describe("mapWooCommerceOrder", () => {
  it("maps the documented order 727", () => {
    const { externalId, details } = mapWooCommerceOrder(readFixture(ORDER));
    expect(externalId).toBe("727");
    expect(details).toEqual({
      orderNumber: "727",
      // date_created_gmt "2017-03-22T19:28:02" is UTC written without "Z" (platforms.md §5).
      created: "2017-03-22T19:28:02Z",
      customer: {
        name: "John Doe",
        phone: "(555) 555-5555",
        address: { street: "969 Market", city: "San Francisco", state: "CA", zipCode: "94103" },
      },
      isDelivery: true,
      deliveryFee: 1000,
      tax: 135,
      items: [
        { name: "Woo Single #1", quantity: 2, price: 300, modifiers: [] },
        {
          name: "Ship Your Idea – Color: Black, Size: M Test",
          quantity: 1,
          price: 1200,
          modifiers: [
            { name: "color: black", price: 0 },
            { name: "size: M Test", price: 0 },
          ],
        },
      ],
    });
    expect(orderDetailsSchema.parse(details)).toEqual(details);
  });

  it("takes the unit price from the undiscounted subtotal, not the float price", () => {
    const payload = order();
    Object.assign(firstLine(payload), { quantity: 3, subtotal: "10.00", total: "9.00", price: 3 });
    expect(mapWooCommerceOrder(payload).details.items[0]?.price).toBe(333);
    Object.assign(firstLine(payload), { subtotal: undefined, price: 2.5 });
    expect(mapWooCommerceOrder(payload).details.items[0]?.price).toBe(250);
  });

  it("prefers the display key and value, and skips hidden and non-text meta", () => {
    const payload = order();
    firstLine(payload).meta_data = [
      { id: 1, key: "_reduced_stock", value: "2" },
      { id: 2, key: "pa_size", value: "l", display_key: "Size", display_value: "<p>Large</p>" },
      { id: 3, key: "addons", value: [{ price: 1 }] },
    ];
    expect(mapWooCommerceOrder(payload).details.items[0]?.modifiers).toEqual([
      { name: "Size: Large", price: 0 },
    ]);
  });

  it.each(["local_pickup", "local_pickup:4", "pickup_location"])(
    "is a pickup without address or fee when the shipping method is %s",
    (method_id) => {
      const payload = order();
      payload.shipping_lines = [{ id: 1, method_id, total: "0.00" }];
      payload.customer_note = "  I'll come at 6  ";
      const { details } = mapWooCommerceOrder(payload);
      expect(details).toMatchObject({ isDelivery: false, deliveryFee: 0 });
      expect(details.deliveryInstructions).toBe("I'll come at 6");
      expect(details.customer.address).toBeUndefined();
    },
  );

  it("falls back to the billing name and is no delivery without shipping lines", () => {
    const payload = { ...order(), shipping: null, shipping_lines: [] };
    const { details } = mapWooCommerceOrder(payload);
    expect(details.customer).toEqual({ name: "John Doe", phone: "(555) 555-5555" });
    expect(details.isDelivery).toBe(false);
  });

  it.each([
    [{ total_tax: "1.345" }, 'WooCommerce order: total_tax: "1.345" has fractions of a cent'],
    [{ shipping_total: 10 }, "shipping_total: Invalid input: expected string, received number"],
    [
      { line_items: [{ name: "Tea", quantity: 1 }] },
      "line_items[0] has neither a subtotal nor a price",
    ],
    [{ line_items: [{ name: "Tea", quantity: 1, price: 3.333 }] }, "line_items[0] has neither"],
    [{ number: "" }, "orderNumber: Order number is required"],
    [{ id: undefined }, "WooCommerce order: id: Invalid input"],
  ])("refuses a malformed order with the reason (%#)", (change, reason) => {
    const payload = { ...order(), ...change };
    expect(() => mapWooCommerceOrder(payload)).toThrow(PayloadError);
    expect(() => mapWooCommerceOrder(payload)).toThrow(reason);
  });
});

describe("isWooCommerceCancellation", () => {
  it.each([
    [{ status: "cancelled" }, true],
    [readFixture(ORDER), false],
    [{ status: "refunded" }, false],
    [{ id: 727 }, false],
    ["webhook_id=3", false],
  ])("%# is a cancellation: %s", (payload, expected) => {
    expect(isWooCommerceCancellation(payload)).toBe(expected);
  });

  it("sees the fixture order become a cancellation once its status is cancelled", () => {
    expect(isWooCommerceCancellation({ ...order(), status: "cancelled" })).toBe(true);
  });
});
