import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { jsonFixtureNames, readFixture, readFixtureText } from "../../../test/platform-fixtures";
import { mapGrubhubOrder } from "./grubhub";
import { PayloadError } from "./types";

const ORDER = "grubhub-pos-order-example.converted-from-openapi-yaml.json";
const STATUS = "grubhub-pos-status-update-request.converted-from-openapi-yaml.json";

type Json = Record<string, unknown>;
const order = () => structuredClone(readFixture(ORDER)) as Json;

describe("Grubhub fixtures", () => {
  it("are the two files this suite covers", () => {
    expect(jsonFixtureNames("grubhub")).toEqual([ORDER, STATUS]);
  });

  it("the YAML original quotes the ids the JSON keeps as strings", () => {
    const yaml = readFixtureText("grubhub-pos-order-example.openapi-verbatim.yaml");
    expect(yaml).toContain("order_number: '604721063804098'");
    expect(yaml).toContain("uuid: JylzkoC0Ee2zk-PUFdlLqg");
    expect(yaml).toContain("merchant_price: 440");
  });

  it("maps the documented PosOrder, a pickup Grubhub rejected", () => {
    const mapped = mapGrubhubOrder(readFixture(ORDER));
    expect(mapped).toEqual({
      externalId: "JylzkoC0Ee2zk-PUFdlLqg",
      details: {
        orderNumber: "604721063804098",
        created: "2022-12-20T22:18:06.214Z",
        customer: { name: "John Doe", phone: "(222) 222-2222" },
        isDelivery: false,
        currency: "USD",
        // taxes.merchant_total; tax_withheld is true and the tax stays the restaurant's.
        tax: 32,
        deliveryFee: 0,
        fees: [],
        // The CASH tip is 0: nothing to show.
        tips: [],
        discounts: [],
        statedTotal: 472,
        // charges.line_groups is the order's cart; the diner copy names it "Avocado Salad".
        items: [{ name: "Avocado Cherry Tomato", quantity: 1, price: 440, modifiers: [] }],
        checkNotes: [],
      },
      state: "cancelled",
      stateNote: "Rejected on Grubhub",
      isScheduled: false,
    });
  });

  it("adds up to merchant_total 472: 440 + tax 32", () => {
    const { details } = mapGrubhubOrder(readFixture(ORDER));
    expect(computeTotals(orderDetailsSchema.parse(details))).toEqual({
      subtotal: 440,
      computedTotal: 472,
      total: 472,
    });
  });

  // The status update is what OrderDock sends Grubhub to confirm: it holds no order.
  it("refuses the status-update request, which carries no order uuid", () => {
    expect(() => mapGrubhubOrder(readFixture(STATUS))).toThrow(
      new PayloadError("Grubhub order: no order uuid"),
    );
  });
});

/** A self-delivered order carrying each charge Grubhub's OpenAPI describes. */
function selfDelivery(): Json {
  const payload = order();
  payload.status = "RESTAURANT_CONFIRMABLE";
  payload.fulfillment_info = {
    delivery_info: {
      contact_info: { name: "Jane Roe", phone: "(333) 333-3333" },
      address: {
        address_line1: "10 Main St",
        address_line2: "Apt 2",
        city: "Boston",
        state: "MA",
        zip_code: "02110",
        latitude: 42.35,
        longitude: -71.05,
        cross_streets: "Main & 1st",
      },
      instruction: "Buzz 2",
      order_delivery_type: "SELF",
    },
  };
  const charges = payload.charges as Json;
  const [line] = (charges.line_groups as Array<{ lines: Json[] }>)[0]?.lines ?? [];
  Object.assign(line ?? {}, {
    quantity: 2,
    special_instructions: "Dressing on the side",
    merchant_total: 1580,
    line_options: [
      {
        name: "Add chicken",
        price: 300,
        merchant_price: 250,
        quantity: 1,
        line_sub_options: [{ name: "Grilled", merchant_price: 50, price: 60, quantity: 2 }],
      },
    ],
  });
  Object.assign(charges, {
    fees: { total: 499, delivery: 399 },
    taxes: { merchant_total: 60, total: 32 },
    tip: { amount: 300, type: "INCLUDE_IN_BILL" },
    coupons: [{ text: "$2 off", amount: 200 }],
    // 1580 − 200 + 499 + 60 + 300
    merchant_total: 2239,
  });
  return payload;
}

describe("mapGrubhubOrder: a self-delivered order", () => {
  it("reads the contact, address, lines, options and every charge", () => {
    const { details } = mapGrubhubOrder(selfDelivery());
    expect(details).toEqual({
      orderNumber: "604721063804098",
      created: "2022-12-20T22:18:06.214Z",
      customer: {
        name: "Jane Roe",
        phone: "(333) 333-3333",
        address: {
          street: "10 Main St, Apt 2",
          city: "Boston",
          state: "MA",
          zipCode: "02110",
          latitude: 42.35,
          longitude: -71.05,
        },
      },
      isDelivery: true,
      currency: "USD",
      tax: 60,
      deliveryFee: 399,
      fees: [{ label: "Fees", amount: 100 }],
      tips: [{ label: "Tip", amount: 300, isKeptByRestaurant: true }],
      discounts: [{ label: "$2 off", amount: 200, fundedBy: "restaurant" }],
      statedTotal: 2239,
      deliveryInstructions: "Buzz 2; Cross streets: Main & 1st",
      items: [
        {
          name: "Avocado Cherry Tomato",
          quantity: 2,
          price: 440,
          modifiers: [
            { name: "Add chicken", price: 250 },
            { name: "Add chicken > 2 × Grilled", price: 100 },
          ],
          lineTotal: 1580,
          note: "Dressing on the side",
        },
      ],
      checkNotes: [],
    });
    expect(computeTotals(orderDetailsSchema.parse(details)).computedTotal).toBe(2239);
  });

  it("keeps the menu's description as the description and the diner's words as the note", () => {
    const payload = selfDelivery();
    const [line] =
      ((payload.charges as Json).line_groups as Array<{ lines: Json[] }>)[0]?.lines ?? [];
    Object.assign(line ?? {}, {
      description: "Avocado, cherry tomato, greens",
      special_instructions: "Severe nut allergy",
    });
    const [item] = mapGrubhubOrder(payload).details.items ?? [];
    expect(item).toMatchObject({
      description: "Avocado, cherry tomato, greens",
      note: "Severe nut allergy",
    });
  });

  it("puts the delivery's instruction in the delivery instructions and leaves the kitchen note empty", () => {
    const { details } = mapGrubhubOrder(selfDelivery());
    expect(details.deliveryInstructions).toBe("Buzz 2; Cross streets: Main & 1st");
    expect(details.kitchenNote).toBeUndefined();
  });

  it("caps a line's note at 500 characters", () => {
    const payload = selfDelivery();
    const [line] =
      ((payload.charges as Json).line_groups as Array<{ lines: Json[] }>)[0]?.lines ?? [];
    Object.assign(line ?? {}, { special_instructions: "n".repeat(900) });
    expect(mapGrubhubOrder(payload).details.items?.[0]?.note).toHaveLength(500);
  });

  it("keeps a delivery fee on a pickup as a fee, so the sum still matches", () => {
    const payload = selfDelivery();
    payload.fulfillment_info = { pickup_info: { name: "Jane Roe", instructions: "Front desk" } };
    const { details } = mapGrubhubOrder(payload);
    expect(details).toMatchObject({
      isDelivery: false,
      deliveryFee: 0,
      fees: [
        { label: "Delivery", amount: 399 },
        { label: "Fees", amount: 100 },
      ],
      deliveryInstructions: "Front desk",
    });
    expect(computeTotals(orderDetailsSchema.parse(details)).computedTotal).toBe(2239);
  });

  it("falls back to the deprecated total with a note when merchant_total is missing", () => {
    const payload = selfDelivery();
    delete (payload.charges as Json).merchant_total;
    const { details } = mapGrubhubOrder(payload);
    expect(details.statedTotal).toBe(472);
    expect(details.checkNotes).toEqual([
      "Grubhub sent no merchant_total; its deprecated adjusted_grand_total is shown as the total",
    ]);
  });

  it("reads the deprecated taxes.total without taxes.merchant_total", () => {
    const payload = selfDelivery();
    (payload.charges as Json).taxes = { total: 45 };
    expect(mapGrubhubOrder(payload).details.tax).toBe(45);
  });
});

describe("mapGrubhubOrder: tips", () => {
  const delivery = (change: Json) => {
    const payload = selfDelivery();
    const info = (payload.fulfillment_info as { delivery_info: Json }).delivery_info;
    Object.assign(info, change);
    return payload;
  };

  it.each([
    ["self delivery", delivery({}), "Tip", true, 2239],
    [
      "pickup",
      { ...selfDelivery(), fulfillment_info: { pickup_info: { name: "J" } } },
      "Tip",
      true,
      2239,
    ],
    [
      "Grubhub delivery",
      delivery({ order_delivery_type: "GRUBHUB" }),
      "Courier tip (Grubhub delivery)",
      false,
      1939,
    ],
    [
      "managed delivery",
      delivery({ order_delivery_type: undefined, is_managed_delivery: true }),
      "Courier tip (Grubhub delivery)",
      false,
      1939,
    ],
  ])("an in-bill tip on a %s", (_case, payload, label, isKeptByRestaurant, computedTotal) => {
    const { details } = mapGrubhubOrder(payload);
    expect(details.tips).toEqual([{ label, amount: 300, isKeptByRestaurant }]);
    // Grubhub counts the courier's tip in merchant_total: staff see OrderDock's sum without it.
    expect(details.statedTotal).toBe(2239);
    expect(computeTotals(orderDetailsSchema.parse(details)).computedTotal).toBe(computedTotal);
  });

  it("shows a CASH tip outside the bill without making the sums differ", () => {
    const payload = selfDelivery();
    Object.assign(payload.charges as Json, {
      tip: { amount: 300, type: "CASH" },
      merchant_total: 1939,
    });
    const { details } = mapGrubhubOrder(payload);
    expect(details.tips).toEqual([
      { label: "Cash tip (not in the bill)", amount: 300, isKeptByRestaurant: false },
    ]);
    const totals = computeTotals(orderDetailsSchema.parse(details));
    expect(totals).toMatchObject({ computedTotal: 1939, total: 1939 });
  });
});

describe("mapGrubhubOrder: other fields", () => {
  it("reads time_placed given as the schema's Instant object", () => {
    const payload = { ...order(), time_placed: { millis: 1671574686214 } };
    expect(mapGrubhubOrder(payload).details.created).toBe("2022-12-20T22:18:06.214Z");
  });

  it.each([
    [{ currency: "cad" }, "CAD", []],
    [
      { currency: "US dollars" },
      "USD",
      ['currency "US dollars" is not a currency code; USD is shown'],
    ],
  ])("reads a currency the order names (%j)", (change, currency, notes) => {
    const { details } = mapGrubhubOrder({ ...order(), ...change });
    expect(details.currency).toBe(currency);
    expect(details.checkNotes).toEqual(notes);
  });

  it("uses the pickup contact's name when pickup_info has none", () => {
    const payload = order();
    payload.fulfillment_info = { pickup_info: { contact_info: { name: "Al", phone: "1" } } };
    expect(mapGrubhubOrder(payload).details.customer).toEqual({ name: "Al", phone: "1" });
  });

  it("shows an order with neither delivery nor pickup details as a pickup, with a note", () => {
    const { details } = mapGrubhubOrder({ ...order(), fulfillment_info: undefined });
    expect(details).toMatchObject({ isDelivery: false, customer: { name: "Guest" } });
    expect(details.checkNotes).toEqual([
      "Grubhub gave neither delivery nor pickup details; shown as pickup",
    ]);
  });
});
