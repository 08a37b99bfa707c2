import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { isGrubhubCancellation, mapGrubhubOrder } from "./grubhub";
import { jsonFixtureNames, readFixture, readFixtureText } from "./platform-fixtures";
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
});

describe("mapGrubhubOrder", () => {
  it("maps the documented PosOrder, a pickup", () => {
    const { externalId, details } = mapGrubhubOrder(readFixture(ORDER));
    expect(externalId).toBe("JylzkoC0Ee2zk-PUFdlLqg");
    expect(details).toEqual({
      orderNumber: "604721063804098",
      created: "2022-12-20T22:18:06.214Z",
      customer: { name: "John Doe", phone: "(222) 222-2222" },
      isDelivery: false,
      deliveryFee: 0,
      tax: 32,
      // charges.line_groups is the order's cart (§3); the diner copy names it "Avocado Salad".
      items: [{ name: "Avocado Cherry Tomato", quantity: 1, price: 440, modifiers: [] }],
    });
    expect(orderDetailsSchema.parse(details)).toEqual(details);
  });

  it("maps a delivery with its contact, address, instructions and fee", () => {
    const payload = order();
    payload.fulfillment_info = {
      delivery_info: {
        contact_info: { name: "Jane Roe", phone: "(333) 333-3333" },
        address: {
          address_line1: "10 Main St",
          address_line2: "Apt 2",
          city: "Boston",
          state: "MA",
          zip_code: "02110",
        },
        instruction: "Buzz 2",
        order_delivery_type: "SELF",
      },
    };
    (payload.charges as Json).fees = { total: 399, delivery: 399 };
    const { details } = mapGrubhubOrder(payload);
    expect(details).toMatchObject({
      isDelivery: true,
      deliveryFee: 399,
      deliveryInstructions: "Buzz 2",
      customer: {
        name: "Jane Roe",
        phone: "(333) 333-3333",
        address: { street: "10 Main St, Apt 2", city: "Boston", state: "MA", zipCode: "02110" },
      },
    });
    expect(orderDetailsSchema.parse(details)).toEqual(details);
  });

  it("maps options and nested sub-options with their merchant prices", () => {
    const payload = order();
    const [group] = (payload.charges as { line_groups: Array<{ lines: Json[] }> }).line_groups;
    Object.assign(group?.lines[0] ?? {}, {
      special_instructions: "Dressing on the side",
      line_options: [
        {
          name: "Add chicken",
          price: 300,
          merchant_price: 250,
          quantity: 1,
          line_sub_options: [{ name: "Grilled", merchant_price: 0, quantity: 1 }],
        },
      ],
    });
    expect(mapGrubhubOrder(payload).details.items[0]).toEqual({
      name: "Avocado Cherry Tomato",
      description: "Dressing on the side",
      quantity: 1,
      price: 440,
      modifiers: [
        { name: "Add chicken", price: 250 },
        { name: "Add chicken > Grilled", price: 0 },
      ],
    });
  });

  it.each([
    [
      { uuid: undefined },
      "Grubhub order: uuid: Invalid input: expected string, received undefined",
    ],
    [{ fulfillment_info: undefined }, "fulfillment_info: Invalid input: expected object"],
    [{ time_placed: "Tuesday" }, 'time_placed: "Tuesday" is not an ISO date-time'],
    [
      { charges: { line_groups: [{ lines: [{ name: "Salad", quantity: 1 }] }] } },
      "charges.line_groups[0].lines[0] has neither merchant_price nor price",
    ],
    [
      { charges: { line_groups: [{ lines: [{ name: "Salad", quantity: 1, price: 4.4 }] }] } },
      "is not a whole number of cents",
    ],
  ])("refuses a malformed order with the reason (%#)", (change, reason) => {
    const payload = { ...order(), ...change };
    expect(() => mapGrubhubOrder(payload)).toThrow(PayloadError);
    expect(() => mapGrubhubOrder(payload)).toThrow(reason);
  });

  it("refuses the status-update request, which carries no order", () => {
    expect(() => mapGrubhubOrder(readFixture(STATUS))).toThrow(PayloadError);
  });
});

describe("isGrubhubCancellation", () => {
  it.each([
    // The sample order ended REJECTED after going STALE (platforms.md §3 "Statuses").
    [ORDER, true],
    [STATUS, false],
  ])("%s is a cancellation: %s", (file, expected) => {
    expect(isGrubhubCancellation(readFixture(file))).toBe(expected);
  });

  it.each([
    [{ status: "CANCELLED" }, true],
    [{ status: "canceled" }, true],
    [{ status: "RESTAURANT_CONFIRMABLE" }, false],
    [{ status: "STALE" }, false],
    [{}, false],
    [null, false],
  ])("%j is a cancellation: %s", (payload, expected) => {
    expect(isGrubhubCancellation(payload)).toBe(expected);
  });
});
