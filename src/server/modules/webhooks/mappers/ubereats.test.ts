import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { jsonFixtureNames, readFixture, readFixtureText } from "../../../test/platform-fixtures";
import { PayloadError } from "./types";
import { mapUberEatsOrder, parseUberNotification } from "./ubereats";

const ORDER = "ubereats-get-order-details-v2.strict.json";
const NOTIFICATION = "ubereats-orders-notification-webhook.strict.json";
const BY_RESTAURANT = "ubereats-jgverzosa-order-DELIVERY_BY_RESTAURANT-with-google.json";
const BY_UBER = "ubereats-jgverzosa-order-DELIVERY_BY_UBER.json";
const BY_UBER_DEAL = "ubereats-jgverzosa-order-DELIVERY_BY_UBER_1.json";
const REAL_NOTIFICATION = "ubereats-jgverzosa-UberEatsOrderNotification.json";

type Json = Record<string, unknown>;
const order = (name = ORDER) => structuredClone(readFixture(name)) as Json;
const mapped = (payload: unknown) => {
  const result = mapUberEatsOrder(payload);
  return { ...result, details: orderDetailsSchema.parse(result.details) };
};

describe("Uber Eats fixtures", () => {
  it("are the files this suite covers", () => {
    expect(jsonFixtureNames("ubereats")).toEqual([
      "ubereats-get-order-details-v2.docs-verbatim.json",
      ORDER,
      REAL_NOTIFICATION,
      BY_RESTAURANT,
      BY_UBER,
      BY_UBER_DEAL,
      "ubereats-orders-notification-webhook.docs-verbatim.json",
      NOTIFICATION,
    ]);
  });

  // The official samples are not valid JSON; the strict files remove only the defects, so
  // mapping the strict file covers the verbatim one.
  it.each([
    ["ubereats-get-order-details-v2.docs-verbatim.json", ORDER, /,(\s*[}\]])/g, "$1"],
    ["ubereats-orders-notification-webhook.docs-verbatim.json", NOTIFICATION, /,\s*\.\.\./g, ""],
  ])(
    "%s is not JSON and differs from the strict file only by its defects",
    (verbatim, strict, defect, fix) => {
      const text = readFixtureText(verbatim);
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
      expect(JSON.parse(text.replace(defect, fix))).toEqual(readFixture(strict));
    },
  );
});

describe("mapUberEatsOrder on the published orders", () => {
  it("maps the AUD restaurant-delivered order: options at their own prices, Uber's total 16.99", () => {
    const { externalId, details, state } = mapped(order(BY_RESTAURANT));
    expect(externalId).toBe("d8d76686-124c-426a-953b-045e0b73e2f6");
    expect(state).toBe("placed");
    expect(details).toMatchObject({
      orderNumber: "3E2F6",
      created: "2023-02-03T08:10:44Z",
      currency: "AUD",
      isDelivery: true,
      deliveryFee: 299,
      tax: 0,
      fees: [],
      statedTotal: 1699,
      customer: {
        name: "Test B.",
        phone: "+61 480 020 263 (code 394 06 841)",
        // A Google place, no street: kept as given.
        address: {
          street: "",
          placeId:
            "EiwxMTIgSGlnaGJ1cnkgUmQsIEJ1cndvb2QgVklDIDMxMjUsIEF1c3RyYWxpYSIwEi4KFAoSCX8OML1FQNZqEdEW--t0VgQTEHAqFAoSCf8QB1GBP9ZqEXMpMGO26_dX",
        },
      },
      checkNotes: [],
    });
    expect(details.items).toEqual([
      {
        name: "Pizzarap Group",
        lineId: "6edea07e-c95f-445e-99b9-073ed1a8f7c6",
        quantity: 1,
        price: 500,
        lineTotal: 1400,
        modifiers: [
          { name: "Family", price: 500 },
          { name: "Family > Pzzrp Option 1", price: 100 },
          { name: "Family > Pzzrp M Option 1", price: 100 },
          { name: "Family > Remove: Pizzarap CT 01", price: 0 },
          { name: "Family > Pizzarap Condi 1", price: 200 },
        ],
      },
    ]);
    expect(computeTotals(details)).toEqual({ subtotal: 1400, computedTotal: 1699, total: 1699 });
  });

  it.each([
    [BY_UBER, "Pizza", 1400, 1700, ["Medium", "Medium > Add: Condi 1"], [100, 200]],
    [
      BY_UBER_DEAL,
      "Pizza Deal",
      1200,
      1200,
      ["Large Hawaiian Pizza", "Large Hawaiian Pizza > Tomato Base", "1.25 L Coke"],
      [0, 0, 0],
    ],
  ])(
    "maps %s: Uber's total and the lines agree",
    (name, title, price, total, modifiers, prices) => {
      const { details } = mapped(order(name));
      expect(details.currency).toBe("AUD");
      expect(details.isDelivery).toBe(true);
      expect(details.customer.address).toBeUndefined();
      expect(details.items).toHaveLength(1);
      expect(details.items[0]).toMatchObject({ name: title, quantity: 1, price, lineTotal: total });
      expect(details.items[0]?.modifiers.map((modifier) => modifier.name)).toEqual(modifiers);
      expect(details.items[0]?.modifiers.map((modifier) => modifier.price)).toEqual(prices);
      expect(details.statedTotal).toBe(total);
      expect(computeTotals(details)).toEqual({ subtotal: total, computedTotal: total, total });
    },
  );

  it("maps the documented order; its lines do not add up to its own sub_total, which shows", () => {
    const { externalId, details } = mapped(order());
    expect(externalId).toBe("f9f363d1-e1c2-4595-b477-c649845bc953");
    expect(details).toMatchObject({
      orderNumber: "BC953",
      created: "2019-05-14T15:16:54-05:00",
      currency: "USD",
      customer: { name: "Larry", phone: "+1 555-555-5555 (code 555 55 555)" },
      isDelivery: true,
      deliveryFee: 0,
      tax: 52,
      // The sample writes its remittance table as `taxRemittance`, against its own docs.
      platformTax: 0,
      fees: [{ label: "Other fees", amount: 697 }],
      statedTotal: 1399,
    });
    expect(details.items).toEqual([
      {
        name: "Fresh-baked muffin",
        lineId: "Muffin-Instance",
        quantity: 1,
        price: 300,
        lineTotal: 350,
        modifiers: [{ name: "Chocolate deluxe", price: 50 }],
      },
      {
        name: "Coffee",
        lineId: "CoffeeInstance",
        note: "make it iced please",
        quantity: 1,
        price: 300,
        lineTotal: 300,
        modifiers: [
          { name: "Milk", price: 0 },
          { name: "Sugar", price: 0, removed: true },
        ],
      },
      {
        name: "Strawberry Donut",
        lineId: "Strawberry-Donut-Instance",
        quantity: 1,
        price: 200,
        lineTotal: 250,
        modifiers: [],
      },
    ]);
    // sub_total says 6.50; the lines' own totals add up to 9.00.
    expect(computeTotals(details)).toEqual({ subtotal: 900, computedTotal: 1649, total: 1399 });
  });
});

describe("mapUberEatsOrder's money", () => {
  const money = (amount: number, currency = "USD") => ({ amount, currency_code: currency });

  it("takes out the tax Uber remits, lists fees and the restaurant's tip and promotions", () => {
    const payload = order(BY_RESTAURANT);
    payload.payment = {
      charges: {
        total: money(2349, "AUD"),
        sub_total: money(1400, "AUD"),
        tax: money(300, "AUD"),
        total_fee: money(599, "AUD"),
        delivery_fee: money(299, "AUD"),
        small_order_fee: money(100, "AUD"),
        tip: money(300, "AUD"),
        total_promo_applied: money(150, "AUD"),
      },
      accounting: { tax_remittance: { tax: { uber: [{ value: money(100, "AUD") }] } } },
      promotions: {
        promotions: [
          { promo_funding_splits: [{ funding_source: "UBER", amount_paid: money(200, "AUD") }] },
        ],
      },
    };
    const { details } = mapped(payload);
    expect(details).toMatchObject({
      tax: 200,
      platformTax: 100,
      deliveryFee: 299,
      fees: [
        { label: "Small order fee", amount: 100 },
        { label: "Other fees", amount: 200 },
      ],
      tips: [{ label: "Tip", amount: 300, isKeptByRestaurant: true }],
      discounts: [
        { label: "Promotion", amount: 150, fundedBy: "restaurant" },
        { label: "Uber Eats promotion", amount: 200, fundedBy: "platform" },
      ],
      statedTotal: 2349,
    });
    // 1400 - 150 + 200 + 299 + 100 + 200 + 300
    expect(computeTotals(details).computedTotal).toBe(2349);
  });

  it("notes an amount in another currency than the order's", () => {
    const payload = order(BY_RESTAURANT);
    (payload.payment as { charges: Json }).charges.delivery_fee = money(299, "USD");
    expect(mapped(payload).details.checkNotes).toEqual([
      "payment.charges.delivery_fee is in USD, the order in AUD",
    ]);
  });

  it("works out an option's own price from unit_price when base_unit_price is absent", () => {
    const payload = order(BY_RESTAURANT);
    const stripBase = (node: Json) => {
      delete (node.price as Json).base_unit_price;
      for (const group of (node.selected_modifier_groups as Json[] | null) ?? []) {
        for (const child of (group.selected_items as Json[] | null) ?? []) stripBase(child);
      }
    };
    for (const item of (payload.cart as { items: Json[] }).items) stripBase(item);
    const { details } = mapped(payload);
    expect(details.items[0]?.price).toBe(500);
    expect(details.items[0]?.modifiers.map((modifier) => modifier.price)).toEqual([
      500, 100, 100, 0, 200,
    ]);
  });
});

describe("mapUberEatsOrder's lifecycle and places", () => {
  it.each([
    ["CREATED", "placed", undefined],
    ["ACCEPTED", "placed", undefined],
    ["FINISHED", "completed", undefined],
    ["CANCELED", "cancelled", "Cancelled on Uber Eats"],
    ["DENIED", "cancelled", "Denied on Uber Eats"],
    ["SOMETHING_NEW", "placed", undefined],
  ])("reads current_state %s as %s", (state, expected, note) => {
    const result = mapUberEatsOrder({ ...order(), current_state: state });
    expect(result.state).toBe(expected);
    expect(result.stateNote).toBe(note);
  });

  it("holds a scheduled order until its ready time", () => {
    const result = mapUberEatsOrder(order(BY_RESTAURANT), { isScheduled: true });
    expect(result.isScheduled).toBe(true);
    expect(result.details.promisedAt).toBe("2023-02-03T08:40:44Z");
  });

  it("keeps a street, a place name and coordinates for a restaurant delivery", () => {
    const payload = order();
    payload.type = "DELIVERY_BY_RESTAURANT";
    payload.eater = {
      first_name: "Larry",
      last_name: "B.",
      delivery: {
        location: {
          type: "STREET_ADDRESS",
          street_address: "1200 S Lamar Blvd, Austin, TX 78704",
          unit_number: "Apt 4",
          business_name: "Acme Tower",
          latitude: 30.25,
          longitude: -97.76,
        },
        notes: "Leave at the door",
      },
    };
    const { details } = mapped(payload);
    expect(details.deliveryInstructions).toBe("Leave at the door");
    expect(details.kitchenNote).toBeUndefined();
    expect(details.customer.address).toEqual({
      street: "1200 S Lamar Blvd, Austin, TX 78704, Apt 4",
      city: "",
      state: "",
      zipCode: "",
      place: "Acme Tower",
      latitude: 30.25,
      longitude: -97.76,
    });
  });

  it.each(["PICK_UP", "DINE_IN"])("maps %s as not a delivery, without a fee", (type) => {
    const { details } = mapped({ ...order(), type });
    expect(details.isDelivery).toBe(false);
    expect(details.deliveryFee).toBe(0);
    expect(details.customer.address).toBeUndefined();
  });
});

describe("mapUberEatsOrder: where the customer's words go", () => {
  const withWords = () => {
    const payload = order();
    payload.type = "DELIVERY_BY_RESTAURANT";
    payload.eater = {
      first_name: "Larry",
      delivery: { location: { street_address: "1 Main St" }, notes: "Gate code 4521" },
    };
    const cart = payload.cart as Json;
    cart.special_instructions = "PEANUT ALLERGY - please no nuts";
    (cart.items as Json[])[0] = {
      ...(cart.items as Json[])[0],
      special_instructions: "  cut in half  ",
    };
    return payload;
  };

  it("puts the cart's words in the kitchen note, the courier's in the delivery instructions", () => {
    const { details } = mapped(withWords());
    expect(details.kitchenNote).toBe("PEANUT ALLERGY - please no nuts");
    expect(details.deliveryInstructions).toBe("Gate code 4521");
  });

  it("puts an item's special instructions in its note, never its description", () => {
    const { details } = mapped(withWords());
    expect(details.items[0]).toMatchObject({ name: "Fresh-baked muffin", note: "cut in half" });
    expect(details.items.every((item) => item.description === undefined)).toBe(true);
  });

  it("keeps the cart's words for the kitchen on an order Uber's couriers deliver", () => {
    const payload = withWords();
    payload.type = "DELIVERY_BY_UBER";
    const { details } = mapped(payload);
    expect(details.kitchenNote).toBe("PEANUT ALLERGY - please no nuts");
    expect(details.deliveryInstructions).toBeUndefined();
  });

  it("caps an item note at 500 characters and a kitchen note at 1,000", () => {
    const payload = withWords();
    const cart = payload.cart as Json;
    cart.special_instructions = "k".repeat(1500);
    (cart.items as Json[])[0] = {
      ...(cart.items as Json[])[0],
      special_instructions: "i".repeat(800),
    };
    const { details } = mapped(payload);
    expect(details.kitchenNote).toHaveLength(1000);
    expect(details.kitchenNote?.endsWith("…")).toBe(true);
    expect(details.items[0]?.note).toHaveLength(500);
  });

  it("marks a removed default as removed, at no charge, under its own name", () => {
    const { details } = mapped(order());
    expect(details.items[1]?.modifiers).toContainEqual({
      name: "Sugar",
      price: 0,
      removed: true,
    });
    expect(details.items[1]?.modifiers.some((modifier) => /^NO /.test(modifier.name))).toBe(false);
  });
});

describe("mapUberEatsOrder never loses an order with an id", () => {
  const item = (title: string, amount = 100) => ({
    title,
    quantity: 1,
    price: { unit_price: { amount }, base_unit_price: { amount }, total_price: { amount } },
  });

  it("keeps an order whose every field but the id is wrong, asking staff to check it", () => {
    const { details } = mapped({
      id: "o-1",
      display_id: 42,
      type: "TELEPORT",
      eater: "?",
      cart: { items: "none" },
      payment: [],
    });
    expect(details.orderNumber).toBe("O-1");
    expect(details.items).toEqual([]);
    expect(details.checkNotes).toContain("Uber Eats sent no items that could be read");
  });

  it("replaces NUL and lone surrogates, and keeps 60 options and 300 items", () => {
    const payload = order();
    const cart = payload.cart as { items: Json[] };
    cart.items = Array.from({ length: 300 }, (_, index) => item(`Dish ${index}\u0000\uD800`));
    cart.items[0] = {
      ...item("Build your own"),
      selected_modifier_groups: [
        { selected_items: Array.from({ length: 60 }, (_, index) => item(`Topping ${index}`, 0)) },
      ],
    };
    const { details } = mapped(payload);
    expect(details.items).toHaveLength(300);
    expect(details.items[1]?.name).toBe("Dish 1\uFFFD\uFFFD");
    expect(details.items[0]?.modifiers).toHaveLength(60);
  });

  it("reads options no deeper than ten levels, even 20,000 deep", () => {
    let node: Json = item("Innermost", 0);
    for (let depth = 0; depth < 20_000; depth += 1) {
      node = {
        ...item(`Level ${depth}`, 0),
        selected_modifier_groups: [{ selected_items: [node] }],
      };
    }
    const payload = order();
    (payload.cart as { items: Json[] }).items = [
      { ...item("Tower"), selected_modifier_groups: [{ selected_items: [node] }], odd: [[[[]]]] },
    ];
    const { details } = mapped(payload);
    expect(details.items[0]?.modifiers).toHaveLength(10);
    expect(details.checkNotes.some((note) => note.includes("deeper than 10 levels"))).toBe(true);
  });

  it("keeps an item with a price of the wrong type or a quantity of 9,999", () => {
    const payload = order();
    (payload.cart as { items: Json[] }).items = [
      { title: "Mystery", quantity: 9999, price: { unit_price: "lots" } },
      { title: "Crowd", quantity: 1000, price: { base_unit_price: { amount: 250 } } },
    ];
    const { details } = mapped(payload);
    expect(details.items.map((line) => [line.name, line.quantity, line.price])).toEqual([
      ["Mystery", 9999, 0],
      ["Crowd", 1000, 250],
    ]);
    expect(details.checkNotes).toContain("cart.items[0]: no price could be read");
  });

  it("refuses only a body that holds no order", () => {
    expect(() => mapUberEatsOrder("nope")).toThrow(PayloadError);
    expect(() => mapUberEatsOrder({ display_id: "X" })).toThrow("Uber Eats order: no order id");
    expect(() => mapUberEatsOrder(readFixture(NOTIFICATION))).toThrow(PayloadError);
  });
});

describe("parseUberNotification", () => {
  it.each([NOTIFICATION, REAL_NOTIFICATION])("reads %s", (name) => {
    const body = readFixture(name) as {
      event_id: string;
      meta: { resource_id: string; user_id: string };
    };
    expect(parseUberNotification(body)).toEqual({
      eventId: body.event_id,
      eventType: "orders.notification",
      orderId: body.meta.resource_id,
      storeId: body.meta.user_id,
    });
  });

  it("reads an event without an order or a store, and refuses a body that is no event", () => {
    expect(parseUberNotification({ event_id: "e", event_type: "store.provisioned" })).toEqual({
      eventId: "e",
      eventType: "store.provisioned",
      orderId: null,
      storeId: null,
    });
    expect(parseUberNotification({ event_type: "orders.notification" })).toBeNull();
    expect(parseUberNotification([1, 2])).toBeNull();
  });
});
