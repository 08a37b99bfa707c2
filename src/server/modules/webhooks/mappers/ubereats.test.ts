import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { jsonFixtureNames, readFixture, readFixtureText } from "./platform-fixtures";
import { PayloadError } from "./types";
import { isUberCancellation, mapUberEatsOrder, parseUberNotification } from "./ubereats";

const ORDER = "ubereats-get-order-details-v2.strict.json";
const NOTIFICATION = "ubereats-orders-notification-webhook.strict.json";

type Json = Record<string, unknown>;
const order = () => structuredClone(readFixture(ORDER)) as Json;

describe("Uber Eats fixtures", () => {
  it("are the four files this suite covers", () => {
    expect(jsonFixtureNames("ubereats")).toEqual([
      "ubereats-get-order-details-v2.docs-verbatim.json",
      ORDER,
      "ubereats-orders-notification-webhook.docs-verbatim.json",
      NOTIFICATION,
    ]);
  });

  // platforms.md §1: the official samples are not valid JSON; the strict files remove only
  // the defects, so mapping the strict file covers the verbatim one.
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

describe("mapUberEatsOrder", () => {
  it("maps the documented order-details response", () => {
    const { externalId, details } = mapUberEatsOrder(readFixture(ORDER));
    expect(externalId).toBe("f9f363d1-e1c2-4595-b477-c649845bc953");
    expect(details).toEqual({
      orderNumber: "BC953",
      created: "2019-05-14T15:16:54-05:00",
      // The eater sent no last name; the relay number keeps its dial-in code.
      customer: { name: "Larry", phone: "+1 555-555-5555 (code 555 55 555)" },
      // DELIVERY_BY_UBER: a delivery, but Uber's courier has the address and no fee is charged.
      isDelivery: true,
      deliveryFee: 0,
      tax: 52,
      items: [
        {
          name: "Fresh-baked muffin",
          quantity: 1,
          price: 300,
          modifiers: [{ name: "Chocolate deluxe", price: 50 }],
        },
        {
          name: "Coffee",
          description: "make it iced please",
          quantity: 1,
          price: 300,
          modifiers: [
            { name: "Milk", price: 0 },
            { name: "NO Sugar", price: 0 },
          ],
        },
        { name: "Strawberry Donut", quantity: 1, price: 200, modifiers: [] },
      ],
    });
    expect(orderDetailsSchema.parse(details)).toEqual(details);
  });

  it("keeps unit_price minus the options when base_unit_price is absent", () => {
    const payload = order();
    const items = (payload.cart as { items: Array<{ price: Json }> }).items;
    delete items[0]?.price.base_unit_price;
    expect(mapUberEatsOrder(payload).details.items[0]?.price).toBe(300);
  });

  it("takes the address, notes and fee of a merchant delivery", () => {
    const payload = order();
    payload.type = "DELIVERY_BY_RESTAURANT";
    payload.eater = {
      first_name: "Larry",
      last_name: "B.",
      phone: "+1 555-555-5555",
      delivery: {
        location: { street_address: "1200 S Lamar Blvd, Austin, TX 78704", unit_number: "Apt 4" },
        notes: "Leave at the door",
      },
    };
    const charges = (payload.payment as { charges: Json }).charges;
    charges.delivery_fee = { amount: 299, currency_code: "USD", formatted_amount: "$2.99" };
    const { details } = mapUberEatsOrder(payload);
    expect(details).toMatchObject({
      isDelivery: true,
      deliveryFee: 299,
      deliveryInstructions: "Leave at the door",
      customer: {
        name: "Larry B.",
        phone: "+1 555-555-5555",
        // §1: one line only, no separate city/state/zip.
        address: { street: "1200 S Lamar Blvd, Austin, TX 78704, Apt 4", city: "", state: "" },
      },
    });
    expect(orderDetailsSchema.parse(details)).toEqual(details);
  });

  it.each(["PICK_UP", "DINE_IN"])("maps %s as not a delivery, without a fee", (type) => {
    const payload = { ...order(), type };
    const { details } = mapUberEatsOrder(payload);
    expect(details.isDelivery).toBe(false);
    expect(details.deliveryFee).toBe(0);
    expect(details.customer.address).toBeUndefined();
  });

  it.each([
    [(o: Json) => delete o.display_id, "display_id: Invalid input: expected string"],
    [(o: Json) => (o.type = "TELEPORT"), "type: Invalid option"],
    [
      (o: Json) => ((o.payment as { charges: Json }).charges.tax = { amount: 3.27 }),
      "payment.charges.tax.amount: is not a whole number of cents",
    ],
    [(o: Json) => (o.cart = { items: [] }), "items: An order needs at least one item"],
    [
      (o: Json) =>
        ((o.cart as { items: Json[] }).items[1] = { title: "Tea", quantity: 1, price: {} }),
      "Uber Eats order: cart.items[1].price has no unit price",
    ],
  ])("refuses a malformed order with the reason (%#)", (spoil, reason) => {
    const payload = order();
    spoil(payload);
    expect(() => mapUberEatsOrder(payload)).toThrow(PayloadError);
    expect(() => mapUberEatsOrder(payload)).toThrow(reason);
  });

  it("refuses the notification, which carries no order", () => {
    expect(() => mapUberEatsOrder(readFixture(NOTIFICATION))).toThrow(PayloadError);
  });
});

describe("parseUberNotification", () => {
  it("reads the documented orders.notification webhook", () => {
    const notification = parseUberNotification(readFixture(NOTIFICATION));
    expect(notification).toEqual({
      eventId: "c4d2261e-2779-4eb6-beb0-cb41235c751e",
      eventType: "orders.notification",
      orderId: "153dd7f1-339d-4619-940c-418943c14636",
      storeId: "89dd9741-66b5-4bb4-b216-a813f3b21b4f",
    });
    expect(isUberCancellation(notification)).toBe(false);
  });

  it("recognises orders.cancel, and a body without a store", () => {
    const body = readFixture(NOTIFICATION) as Json;
    const cancel = { ...body, event_type: "orders.cancel", meta: { resource_id: "o-1" } };
    const notification = parseUberNotification(cancel);
    expect(notification).toMatchObject({ orderId: "o-1", storeId: null });
    expect(isUberCancellation(notification)).toBe(true);
  });

  it("refuses a body without the order id", () => {
    expect(() =>
      parseUberNotification({ event_id: "e", event_type: "orders.notification" }),
    ).toThrow(
      new PayloadError(
        "Uber Eats webhook: meta: Invalid input: expected object, received undefined",
      ),
    );
  });
});
