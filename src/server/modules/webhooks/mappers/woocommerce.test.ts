import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { jsonFixtureNames, readFixture } from "../../../test/platform-fixtures";
import { mapWooCommerceOrder, wooCommerceStateOf } from "./woocommerce";

const ORDER = "woocommerce-order-create-response-v3.json";
const COUPON = "woocommerce-coupon-order-116.json";

type Json = Record<string, unknown>;
const order = () => structuredClone(readFixture(ORDER)) as Json;
const couponOrder = () => structuredClone(readFixture(COUPON)) as Json;
const firstLine = (payload: Json) => (payload.line_items as Json[])[0] as Json;

describe("WooCommerce fixtures", () => {
  it("are the two files this suite covers", () => {
    expect(jsonFixtureNames("woocommerce")).toEqual([COUPON, ORDER]);
  });
});

describe("mapWooCommerceOrder on the fixtures", () => {
  it.each([
    {
      file: ORDER,
      payload: order,
      externalId: "727",
      // `total` "29.35" = 6.00 + 12.00 + 10.00 shipping + 1.35 tax.
      platformTotal: 2935,
      state: { state: "placed" },
      details: {
        orderNumber: "727",
        // date_created_gmt "2017-03-22T19:28:02" is UTC written without "Z".
        created: "2017-03-22T19:28:02Z",
        customer: {
          name: "John Doe",
          phone: "(555) 555-5555",
          address: { street: "969 Market", city: "San Francisco", state: "CA", zipCode: "94103" },
        },
        isDelivery: true,
        currency: "USD",
        statedTotal: 2935,
        tax: 135,
        deliveryFee: 1000,
        discounts: [],
        fees: [],
        tips: [],
        checkNotes: [],
        items: [
          { name: "Woo Single #1", quantity: 2, price: 300, modifiers: [], lineTotal: 600 },
          {
            name: "Ship Your Idea – Color: Black, Size: M Test",
            quantity: 1,
            price: 1200,
            modifiers: [
              { name: "color: black", price: 0 },
              { name: "size: M Test", price: 0 },
            ],
            lineTotal: 1200,
          },
        ],
      },
    },
    {
      file: COUPON,
      payload: couponOrder,
      externalId: "116",
      // `total` "71.00" = subtotals 18 + 18 + 20 + 25 = 81.00, less coupon "amisha" 10.00.
      platformTotal: 7100,
      state: { state: "awaiting_payment" },
      details: {
        orderNumber: "116",
        created: "2022-11-15T13:41:52Z",
        // shipping.phone is "", so billing's is used.
        customer: {
          name: "amisha patel",
          phone: "1234567890",
          address: {
            street: "a-30,harijipark",
            city: "Ahmedabad",
            state: "Gujarat",
            zipCode: "382345",
          },
        },
        isDelivery: true,
        currency: "USD",
        statedTotal: 7100,
        tax: 0,
        deliveryFee: 0,
        discounts: [{ label: "Coupon amisha", amount: 1000, fundedBy: "restaurant" }],
        fees: [],
        tips: [],
        checkNotes: [],
        items: [
          { name: "Vneck Tshirt", quantity: 1, price: 1800, modifiers: [], lineTotal: 1800 },
          { name: "Tshirt", quantity: 1, price: 1800, modifiers: [], lineTotal: 1800 },
          { name: "Polo", quantity: 1, price: 2000, modifiers: [], lineTotal: 2000 },
          { name: "Long Sleeve Tee", quantity: 1, price: 2500, modifiers: [], lineTotal: 2500 },
        ],
      },
    },
  ])("maps $file", ({ payload, externalId, platformTotal, state, details }) => {
    const mapped = mapWooCommerceOrder(payload());
    expect(mapped).toEqual({ externalId, details, ...state, isScheduled: false });
    const parsed = orderDetailsSchema.parse(mapped.details);
    expect(parsed.statedTotal).toBe(platformTotal);
    // Both fixtures add up: OrderDock's own sum is WooCommerce's total.
    expect(computeTotals(parsed)).toMatchObject({
      computedTotal: platformTotal,
      total: platformTotal,
    });
  });
});

describe("WooCommerce money", () => {
  it("takes the unit price from the exact subtotal, and the subtotal as the line's total", () => {
    const payload = order();
    Object.assign(firstLine(payload), {
      quantity: 3,
      subtotal: "10.0000",
      total: "9.00",
      price: 3,
    });
    expect(mapWooCommerceOrder(payload).details.items?.[0]).toMatchObject({
      price: 333,
      lineTotal: 1000,
    });
    Object.assign(firstLine(payload), { subtotal: undefined, price: 2.5 });
    expect(mapWooCommerceOrder(payload).details.items?.[0]).toMatchObject({ price: 250 });
  });

  it("shows one Discount when the coupons do not add up to discount_total", () => {
    const payload = couponOrder();
    payload.discount_total = "12.00";
    payload.total = "69.00";
    expect(mapWooCommerceOrder(payload).details.discounts).toEqual([
      { label: "Discount", amount: 1200, fundedBy: "restaurant" },
    ]);
  });

  it("reads fee lines as fees, tips and (negative) discounts", () => {
    const payload = couponOrder();
    payload.fee_lines = [
      { name: "Bag fee", total: "0.50" },
      { name: "Tip for the kitchen", total: "3.00" },
      { name: "Loyalty &amp; rewards", total: "-2.00" },
      { name: "Multiple items fee", total: "1.00" },
    ];
    payload.total = "73.50";
    const { details } = mapWooCommerceOrder(payload);
    expect(details.fees).toEqual([
      { label: "Bag fee", amount: 50 },
      { label: "Multiple items fee", amount: 100 },
    ]);
    expect(details.tips).toEqual([
      { label: "Tip for the kitchen", amount: 300, isKeptByRestaurant: true },
    ]);
    expect(details.discounts).toEqual([
      { label: "Coupon amisha", amount: 1000, fundedBy: "restaurant" },
      { label: "Loyalty & rewards", amount: 200, fundedBy: "restaurant" },
    ]);
    expect(computeTotals(orderDetailsSchema.parse(details)).computedTotal).toBe(7350);
  });

  it.each(["local_pickup", "local_pickup:4", "pickup_location"])(
    "is a pickup with shipping as a fee when the method is %s",
    (method_id) => {
      const payload = order();
      payload.shipping_lines = [{ id: 1, method_id, total: "10.00" }];
      payload.customer_note = "  I'll come at 6  ";
      const { details } = mapWooCommerceOrder(payload);
      expect(details).toMatchObject({ isDelivery: false, deliveryFee: 0 });
      expect(details.fees).toEqual([{ label: "Shipping", amount: 1000 }]);
      expect(details.kitchenNote).toBe("I'll come at 6");
      expect(details.deliveryInstructions).toBeUndefined();
      expect(details.customer.address).toBeUndefined();
      expect(computeTotals(orderDetailsSchema.parse(details)).computedTotal).toBe(2935);
    },
  );

  it("falls back to the billing name and is no delivery without shipping lines", () => {
    const payload = { ...order(), shipping: null, shipping_lines: [], shipping_total: "0.00" };
    const { details } = mapWooCommerceOrder(payload);
    expect(details.customer).toEqual({ name: "John Doe", phone: "(555) 555-5555" });
    expect(details.isDelivery).toBe(false);
  });

  it.each([
    ["JPY", "1200", 1200],
    ["KWD", "1.2500", 1250],
  ])("reads %s amounts in its own minor unit", (currency, subtotal, minor) => {
    const payload = order();
    Object.assign(payload, { currency, line_items: [{ name: "Tea", quantity: 1, subtotal }] });
    const { details } = mapWooCommerceOrder(payload);
    expect(details.items?.[0]).toMatchObject({ price: minor, lineTotal: minor });
  });

  it("prefers the display key and value, and shows structured meta as short text", () => {
    const payload = order();
    firstLine(payload).meta_data = [
      { id: 1, key: "_reduced_stock", value: "2" },
      { id: 2, key: "pa_size", value: "l", display_key: "Size", display_value: "<p>Large</p>" },
      { id: 3, key: "addons", value: [{ name: "Extra cheese", price: 1 }] },
    ];
    expect(mapWooCommerceOrder(payload).details.items?.[0]?.modifiers).toEqual([
      { name: "Size: Large", price: 0 },
      { name: "addons: name: Extra cheese, price: 1", price: 0 },
    ]);
  });
});

describe("mapWooCommerceOrder: where the customer's words go", () => {
  it("puts the checkout's order notes in the kitchen note, never in the delivery instructions", () => {
    const payload = order();
    payload.customer_note = "PEANUT ALLERGY - please no nuts";
    const { details } = mapWooCommerceOrder(payload);
    expect(details.kitchenNote).toBe("PEANUT ALLERGY - please no nuts");
    expect(details.deliveryInstructions).toBeUndefined();
  });

  it("reads line meta that holds the customer's words as the item's note, the rest as modifiers", () => {
    const payload = order();
    firstLine(payload).meta_data = [
      { id: 1, key: "pa_size", value: "l", display_key: "Size", display_value: "Large" },
      {
        id: 2,
        key: "special_instructions",
        display_key: "Special instructions",
        display_value: "Well done &amp; no salt",
      },
      { id: 3, key: "Allergies", value: "Sesame" },
      { id: 4, key: "Toppings", value: "No onions" },
    ];
    const [item] = mapWooCommerceOrder(payload).details.items ?? [];
    expect(item?.note).toBe("Special instructions: Well done & no salt; Allergies: Sesame");
    // A removal stays a modifier in its own words, which read as a removal.
    expect(item?.modifiers).toEqual([
      { name: "Size: Large", price: 0 },
      { name: "Toppings: No onions", price: 0 },
    ]);
  });

  it("caps an item note at 500 characters and a kitchen note at 1,000", () => {
    const payload = order();
    payload.customer_note = "k".repeat(2000);
    firstLine(payload).meta_data = [{ id: 1, key: "Notes", value: "n".repeat(800) }];
    const { details } = mapWooCommerceOrder(payload);
    expect(details.kitchenNote).toHaveLength(1000);
    expect(details.items?.[0]?.note).toHaveLength(500);
    expect(orderDetailsSchema.safeParse(details).success).toBe(true);
  });
});

describe("WooCommerce lifecycle", () => {
  it.each([
    ["pending", "awaiting_payment", undefined],
    ["on-hold", "awaiting_payment", undefined],
    ["failed", "awaiting_payment", undefined],
    ["checkout-draft", "awaiting_payment", undefined],
    ["processing", "placed", undefined],
    ["completed", "completed", undefined],
    ["cancelled", "cancelled", "Cancelled on WooCommerce"],
    ["refunded", "cancelled", "Refunded on WooCommerce"],
    ["trash", "cancelled", "Deleted on WooCommerce"],
    ["wc-completed", "completed", undefined],
    ["ready-for-pickup", "placed", undefined],
    ["constructor", "placed", undefined],
    [undefined, "placed", undefined],
  ])("%s is %s", (status, state, stateNote) => {
    const expected = stateNote ? { state, stateNote } : { state };
    expect(wooCommerceStateOf({ status })).toEqual(expected);
    const mapped = mapWooCommerceOrder({ ...order(), status });
    expect({ state: mapped.state, stateNote: mapped.stateNote }).toEqual({ state, stateNote });
  });
});

describe("WooCommerce scheduled orders", () => {
  // The fixture's site runs at -03:00 (date_created 16:28, date_created_gmt 19:28).
  it("holds an order for Order Delivery Date's timestamp and time slot", () => {
    const payload = order();
    payload.meta_data = [
      { id: 1, key: "_orddd_timestamp", value: String(Date.parse("2026-11-26T00:00:00Z") / 1000) },
      { id: 2, key: "Delivery Date", value: "26 November, 2026" },
      { id: 3, key: "Time Slot", value: "06:00 PM - 07:00 PM" },
    ];
    const mapped = mapWooCommerceOrder(payload);
    expect(mapped.isScheduled).toBe(true);
    expect(mapped.details.promisedAt).toBe("2026-11-26T18:00:00-03:00");
  });

  it("holds an order for Iconic's slot", () => {
    const payload = order();
    payload.meta_data = [
      { id: 1, key: "jckwds_date", value: "26/11/2026" },
      { id: 2, key: "jckwds_timeslot", value: "12:00 - 13:00" },
      { id: 3, key: "jckwds_timestamp", value: Date.parse("2026-11-26T15:00:00Z") / 1000 },
    ];
    expect(mapWooCommerceOrder(payload).details.promisedAt).toBe("2026-11-26T12:00:00-03:00");
  });

  it("reads a generic pickup date and time", () => {
    const payload = order();
    payload.meta_data = [
      { id: 1, key: "Pickup Date", value: "2026-11-26" },
      { id: 2, key: "pickup_time", value: "11:15 am" },
    ];
    expect(mapWooCommerceOrder(payload).details.promisedAt).toBe("2026-11-26T11:15:00-03:00");
  });

  it("does not hold an order when the site's offset cannot be told", () => {
    const payload: Json = { ...order(), date_created: null };
    payload.meta_data = [
      { id: 1, key: "Pickup Date", value: "2026-11-26" },
      { id: 2, key: "pickup_time", value: "11:15 am" },
    ];
    const mapped = mapWooCommerceOrder(payload);
    expect(mapped.isScheduled).toBe(false);
    expect(mapped.details.checkNotes).toEqual([
      'Pickup Date "2026-11-26": the shop\'s time zone is unknown, so it is not held',
    ]);
  });
});
