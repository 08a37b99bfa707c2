import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { jsonFixtureNames, readFixture, readFixtureText } from "../../../test/platform-fixtures";
import { mapDoorDashOrder, parseDoorDashCancellation } from "./doordash";
import { PayloadError } from "./types";

const CONFIRMATION = "doordash-marketplace-order-confirmation.json";
const ENVELOPE = "doordash-marketplace-order-webhook-envelope.json";
const VERBATIM = "doordash-marketplace-sample-order.docs-verbatim.json";
const ORDER = "doordash-marketplace-sample-order.strict.json";

type Json = Record<string, unknown>;
const order = () => structuredClone(readFixture(ORDER)) as Json;

const sampleDetails = {
  // The docs' sample has the placeholder "string" as its short code; it is mapped as sent.
  orderNumber: "string",
  customer: { name: "Kelley W.", phone: "855-973-1040" },
  // is_pickup true wins over fulfillment_type "dx_delivery" (DoorDash: `!is_pickup`).
  isDelivery: false,
  currency: "USD",
  // The flag says DoorDash remits tax, but the amount it remits is 0: all 300 stays.
  tax: 300,
  platformTax: 0,
  deliveryFee: 0,
  fees: [],
  tips: [],
  discounts: [],
  // subtotal 2000 + tax 300: DoorDash's documented sum, though every price in it is 0.
  statedTotal: 2300,
  items: [
    {
      name: "Burrito Scram-Bowl",
      quantity: 1,
      price: 0,
      modifiers: [
        { name: "KETCHUP", price: 0 },
        { name: "KETCHUP > Salt", price: 0 },
      ],
    },
  ],
  checkNotes: [],
};

describe("DoorDash fixtures", () => {
  it("are the four files this suite covers", () => {
    expect(jsonFixtureNames("doordash")).toEqual([CONFIRMATION, ENVELOPE, VERBATIM, ORDER]);
  });

  // The official sample is not JSON; the strict file adds only the missing comma, so mapping
  // the strict file covers the verbatim one.
  it("the verbatim sample is not JSON and lacks only the comma the strict file adds", () => {
    const text = readFixtureText(VERBATIM);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(JSON.parse(text.replace('"tax": 300\n', '"tax": 300,\n'))).toEqual(readFixture(ORDER));
  });

  it("maps the documented sample order, item by item", () => {
    const mapped = mapDoorDashOrder(readFixture(ORDER));
    expect(mapped).toEqual({
      externalId: "abc12345",
      details: sampleDetails,
      state: "placed",
      isScheduled: false,
    });
    expect(orderDetailsSchema.safeParse(mapped.details).success).toBe(true);
  });

  it("shows staff the sample's items do not add up to its subtotal (0 against 2000)", () => {
    const { details } = mapDoorDashOrder(readFixture(ORDER));
    const totals = computeTotals(orderDetailsSchema.parse(details));
    expect(totals).toEqual({ subtotal: 0, computedTotal: 300, total: 2300 });
    expect(totals.total - totals.computedTotal).toBe(2000);
  });

  it("maps the order inside an OrderCreate envelope the same way", () => {
    const envelope = { ...(readFixture(ENVELOPE) as Json), order: readFixture(ORDER) };
    expect(mapDoorDashOrder(envelope).details).toEqual(sampleDetails);
  });

  // The envelope's "order" is the docs' placeholder text, and the confirmation is what
  // OrderDock sends DoorDash: neither holds an order.
  it.each([
    [ENVELOPE, "DoorDash webhook: order is not an order object"],
    [CONFIRMATION, "DoorDash order: no order id"],
  ])("refuses %s, which holds no order", (file, message) => {
    expect(() => mapDoorDashOrder(readFixture(file))).toThrow(new PayloadError(message));
  });
});

describe("mapDoorDashOrder: fulfilment", () => {
  it.each([
    ["dx_delivery", true],
    ["mx_delivery", true],
    ["mx_fleet_delivery", true],
    ["MX_FLEET_DELIVERY", true],
    ["pickup", false],
  ])("without is_pickup, fulfillment_type %s is a delivery: %s", (type, isDelivery) => {
    const payload = { ...order(), is_pickup: undefined, fulfillment_type: type };
    const { details } = mapDoorDashOrder(payload);
    expect(details.isDelivery).toBe(isDelivery);
  });

  it("shows an order of unknown fulfilment as a pickup, with a note", () => {
    const payload = { ...order(), is_pickup: undefined, fulfillment_type: "drone" };
    const { details } = mapDoorDashOrder(payload);
    expect(details.isDelivery).toBe(false);
    expect(details.checkNotes).toEqual([
      'DoorDash gave no pickup flag and fulfillment_type "drone"; shown as pickup',
    ]);
  });

  it("has no address when DoorDash redacts it, and uses the id without a short code", () => {
    const payload = {
      ...order(),
      is_pickup: false,
      delivery_address: "REDACTED",
      delivery_short_code: "",
    };
    const { details } = mapDoorDashOrder(payload);
    expect(details).toMatchObject({ orderNumber: "abc12345", isDelivery: true });
    expect(details.customer.address).toBeUndefined();
    expect(details.checkNotes).toEqual([]);
  });

  it("notes a self-delivery without an address", () => {
    const payload = { ...order(), is_pickup: false, fulfillment_type: "mx_delivery" };
    expect(mapDoorDashOrder(payload).details.checkNotes).toEqual([
      "DoorDash gave no delivery address",
    ]);
  });
});

describe("mapDoorDashOrder: where the customer's words go", () => {
  const withWords = () => {
    const payload = order();
    const [category] = payload.categories as Array<{ items: Json[] }>;
    Object.assign(category?.items[0] ?? {}, { special_instructions: "Sauce on the side" });
    return Object.assign(payload, {
      is_pickup: false,
      fulfillment_type: "mx_delivery",
      order_special_instructions: "PEANUT ALLERGY - please no nuts",
      delivery_address: {
        street: "1200 S Lamar Blvd",
        city: "Austin",
        address_instructions: "Buzz 12, leave with the doorman",
      },
    });
  };

  it("puts the order's special instructions in the kitchen note", () => {
    expect(mapDoorDashOrder(withWords()).details.kitchenNote).toBe(
      "PEANUT ALLERGY - please no nuts",
    );
  });

  it("puts the address's instructions, and only those, in the delivery instructions", () => {
    expect(mapDoorDashOrder(withWords()).details.deliveryInstructions).toBe(
      "Buzz 12, leave with the doorman",
    );
  });

  it("puts an item's special instructions in its note, never its description", () => {
    const [item] = mapDoorDashOrder(withWords()).details.items ?? [];
    expect(item?.note).toBe("Sauce on the side");
    expect(item?.description).toBeUndefined();
  });

  it("leaves the notes out when DoorDash sends them empty, as its sample does", () => {
    const { details } = mapDoorDashOrder(order());
    expect(details.kitchenNote).toBeUndefined();
    expect(details.items?.[0]?.note).toBeUndefined();
  });

  it("caps an item note at 500 characters and a kitchen note at 1,000", () => {
    const payload = withWords();
    payload.order_special_instructions = "k".repeat(1200);
    const [category] = payload.categories as Array<{ items: Json[] }>;
    Object.assign(category?.items[0] ?? {}, { special_instructions: "i".repeat(700) });
    const { details } = mapDoorDashOrder(payload);
    expect(details.kitchenNote).toHaveLength(1000);
    expect(details.items?.[0]?.note).toHaveLength(500);
    expect(orderDetailsSchema.safeParse(details).success).toBe(true);
  });

  it("leaves a removal the customer chose as words, which read as a removal", () => {
    const payload = order();
    const [category] = payload.categories as Array<{ items: Json[] }>;
    Object.assign(category?.items[0] ?? {}, {
      extras: [{ name: "Remove", options: [{ name: "No onions", price: 0 }] }],
    });
    const [item] = mapDoorDashOrder(payload).details.items ?? [];
    expect(item?.modifiers).toEqual([{ name: "No onions", price: 0 }]);
  });
});

describe("mapDoorDashOrder: lifecycle", () => {
  const later = { is_asap: false, estimated_pickup_time: "2024-05-01T18:30:00Z" };

  it.each([
    [
      "an OrderCreate envelope",
      (o: Json) => ({ event: { type: "OrderCreate", status: "NEW" }, order: o }),
    ],
    ["an OrderAdjust body", (o: Json) => ({ ...o, order_adjustment_metadata: { reason: "x" } })],
    ["a bare order", (o: Json) => o],
  ])("%s is placed and not scheduled", (_case, wrap) => {
    expect(mapDoorDashOrder(wrap(order()))).toMatchObject({
      externalId: "abc12345",
      state: "placed",
      isScheduled: false,
    });
  });

  it("holds an order that is not ASAP until its pickup time", () => {
    const mapped = mapDoorDashOrder({ ...order(), ...later });
    expect(mapped).toMatchObject({ state: "placed", isScheduled: true });
    expect(mapped.details.promisedAt).toBe("2024-05-01T18:30:00Z");
  });

  it("shows a scheduled order without a readable time now, with a note", () => {
    const mapped = mapDoorDashOrder({ ...order(), ...later, estimated_pickup_time: "soon" });
    expect(mapped.isScheduled).toBe(false);
    expect(mapped.details.promisedAt).toBeUndefined();
    expect(mapped.details.checkNotes).toEqual([
      'estimated_pickup_time: "soon" is not a date-time',
      "Scheduled order without a pickup time: shown now",
    ]);
  });
});

describe("mapDoorDashOrder: currency", () => {
  it.each([
    [undefined, {}, "USD"],
    ["cad", {}, "CAD"],
    ["AUD", { currency: "nzd" }, "NZD"],
  ])("restaurant %s, order %j: %s", (restaurant, change, currency) => {
    const mapped = mapDoorDashOrder({ ...order(), ...change }, { currency: restaurant });
    expect(mapped.details.currency).toBe(currency);
  });

  it("notes a currency that is not a code and keeps the restaurant's", () => {
    const mapped = mapDoorDashOrder({ ...order(), currency: "dollars" }, { currency: "CAD" });
    expect(mapped.details.currency).toBe("CAD");
    expect(mapped.details.checkNotes).toEqual([
      'currency "dollars" is not a currency code; CAD is shown',
    ]);
  });
});

describe("parseDoorDashCancellation", () => {
  const body = {
    external_order_id: "0da8b530-7c4c-4925-8785-cd843b797d64",
    client_order_id: "321",
    store: { provider_type: "provider_a", merchant_supplied_id: "location1" },
    is_asap: true,
  };

  it("reads the documented Order Canceled webhook", () => {
    expect(parseDoorDashCancellation(body)).toEqual({
      orderId: "0da8b530-7c4c-4925-8785-cd843b797d64",
      clientOrderId: "321",
    });
  });

  it.each([
    [
      { external_order_id: 98765, client_order_id: 321 },
      { orderId: "98765", clientOrderId: "321" },
    ],
    [{ external_order_id: " x " }, { orderId: "x", clientOrderId: null }],
    [
      { external_order_id: "x", client_order_id: {} },
      { orderId: "x", clientOrderId: null },
    ],
  ])("reads ids given as numbers or padded (%#)", (input, expected) => {
    expect(parseDoorDashCancellation(input)).toEqual(expected);
  });

  it.each([
    ["the sample order", () => readFixture(ORDER)],
    ["the envelope", () => readFixture(ENVELOPE)],
    ["the confirmation", () => readFixture(CONFIRMATION)],
    ["an envelope holding the id", () => ({ order: body, external_order_id: "x" })],
    ["no order id", () => ({ ...body, external_order_id: "  " })],
    ["a list", () => [body]],
    ["null", () => null],
    ["text", () => "cancel"],
  ])("finds no cancellation in %s", (_case, input) => {
    expect(parseDoorDashCancellation(input())).toBeNull();
  });
});
