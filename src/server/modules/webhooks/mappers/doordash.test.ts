import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { mapDoorDashOrder, parseDoorDashCancellation } from "./doordash";
import { jsonFixtureNames, readFixture, readFixtureText } from "./platform-fixtures";
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
  // is_pickup true wins over fulfillment_type "dx_delivery" (platforms.md §2a: `!is_pickup`).
  isDelivery: false,
  deliveryFee: 0,
  tax: 300,
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
};

describe("DoorDash fixtures", () => {
  it("are the four files this suite covers", () => {
    expect(jsonFixtureNames("doordash")).toEqual([CONFIRMATION, ENVELOPE, VERBATIM, ORDER]);
  });

  it("the verbatim sample is not JSON and lacks only the comma the strict file adds", () => {
    const text = readFixtureText(VERBATIM);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(JSON.parse(text.replace('"tax": 300\n', '"tax": 300,\n'))).toEqual(readFixture(ORDER));
  });
});

describe("mapDoorDashOrder", () => {
  it("maps the documented sample order", () => {
    const { externalId, details } = mapDoorDashOrder(readFixture(ORDER));
    expect(externalId).toBe("abc12345");
    expect(details).toEqual(sampleDetails);
    expect(orderDetailsSchema.parse(details)).toEqual(details);
  });

  it("maps the order inside an OrderCreate envelope the same way", () => {
    const envelope = { ...(readFixture(ENVELOPE) as Json), order: readFixture(ORDER) };
    expect(mapDoorDashOrder(envelope)).toEqual({ externalId: "abc12345", details: sampleDetails });
  });

  it("refuses the documented envelope, whose order is the placeholder text", () => {
    expect(() => mapDoorDashOrder(readFixture(ENVELOPE))).toThrow(
      new PayloadError("DoorDash webhook: order is not an order object"),
    );
  });

  it("refuses the confirmation sample, which is what we send, not an order", () => {
    expect(() => mapDoorDashOrder(readFixture(CONFIRMATION))).toThrow(
      "DoorDash order: id: Invalid input",
    );
  });

  it("takes the address, instructions and fee of a merchant delivery", () => {
    const payload = order();
    Object.assign(payload, {
      is_pickup: false,
      fulfillment_type: "mx_delivery",
      delivery_fee: 299,
      delivery_short_code: "897176",
      order_special_instructions: "Extra napkins",
      delivery_address: {
        street: "1200 S Lamar Blvd",
        subpremise: "Unit 5",
        city: "Austin",
        state: "TX",
        zip_code: "78704",
        lat: "30.25",
        lng: "-97.76",
        address_instructions: "Side door",
      },
    });
    const { details } = mapDoorDashOrder(payload);
    expect(details).toMatchObject({
      orderNumber: "897176",
      isDelivery: true,
      deliveryFee: 299,
      deliveryInstructions: "Side door; Extra napkins",
      customer: {
        address: {
          street: "1200 S Lamar Blvd, Unit 5",
          city: "Austin",
          state: "TX",
          zipCode: "78704",
        },
      },
    });
    expect(orderDetailsSchema.parse(details)).toEqual(details);
  });

  it("has no address when DoorDash redacts it, and uses the id without a short code", () => {
    const payload = {
      ...order(),
      is_pickup: undefined,
      delivery_address: "REDACTED",
      delivery_short_code: "",
    };
    const { details } = mapDoorDashOrder(payload);
    expect(details).toMatchObject({ orderNumber: "abc12345", isDelivery: true });
    expect(details.customer.address).toBeUndefined();
  });

  it("prices an option chosen twice per item at twice its price", () => {
    const payload = order();
    const [category] = payload.categories as Array<{ items: Json[] }>;
    Object.assign(category?.items[0] ?? {}, {
      quantity: 2,
      price: 895,
      special_instructions: "No onions",
      extras: [{ name: "Add-ons", options: [{ name: "Bacon", price: 150, quantity: 2 }] }],
    });
    expect(mapDoorDashOrder(payload).details.items).toEqual([
      {
        name: "Burrito Scram-Bowl",
        description: "No onions",
        quantity: 2,
        price: 895,
        modifiers: [{ name: "2 × Bacon", price: 300 }],
      },
    ]);
  });

  it.each([
    [{ tax: "3.00" }, "DoorDash order: tax: is not a whole number of cents"],
    [{ tax: -1 }, "tax: is negative"],
    [
      { is_pickup: undefined, fulfillment_type: "drone" },
      "neither is_pickup nor a known fulfillment_type",
    ],
    [{ categories: [] }, "items: An order needs at least one item"],
  ])("refuses a malformed order with the reason (%#)", (change, reason) => {
    const payload = { ...order(), ...change };
    expect(() => mapDoorDashOrder(payload)).toThrow(PayloadError);
    expect(() => mapDoorDashOrder(payload)).toThrow(reason);
  });
});

describe("an order without a name", () => {
  it("is stored for a 'Guest' rather than refused", () => {
    const mapped = mapDoorDashOrder({ ...order(), consumer: { phone: "+15555550123" } });
    expect(mapped.details.customer.name).toBe("Guest");
  });
});

describe("parseDoorDashCancellation", () => {
  it("reads the documented order-cancellation notification", () => {
    const body = {
      external_order_id: "0da8b530-7c4c-4925-8785-cd843b797d64",
      client_order_id: "321",
      store: { provider_type: "provider_a", merchant_supplied_id: "location1" },
      is_asap: true,
    };
    expect(parseDoorDashCancellation(body)).toEqual({
      orderId: "0da8b530-7c4c-4925-8785-cd843b797d64",
      clientOrderId: "321",
    });
    expect(parseDoorDashCancellation({ external_order_id: "x" })).toEqual({
      orderId: "x",
      clientOrderId: null,
    });
  });

  it.each([ORDER, ENVELOPE, CONFIRMATION])("finds no cancellation in %s", (file) => {
    expect(parseDoorDashCancellation(readFixture(file))).toBeNull();
  });
});
