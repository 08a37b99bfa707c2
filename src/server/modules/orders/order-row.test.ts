import { describe, expect, it } from "vitest";
import { type OrderDetails, orderDetailsSchema } from "../../../domain/order";
import { fromOrderRow, type OrderRow, toOrderRow } from "./order-row";

const delivery: OrderDetails = orderDetailsSchema.parse({
  orderNumber: "#1042",
  created: "2026-11-22T17:05:00.000Z",
  customer: {
    name: "Priya Patel",
    phone: "(512) 555-0117",
    address: {
      street: "1200 S Lamar Blvd, Apt 204",
      city: "Austin",
      state: "TX",
      zipCode: "78704",
    },
  },
  isDelivery: true,
  deliveryDistance: 2.4,
  deliveryFee: 399,
  tax: 264,
  deliveryInstructions: "Gate code 4821",
  items: [
    {
      name: "Golden Fork Burger",
      description: "Half-pound Angus patty",
      quantity: 2,
      price: 1695,
      modifiers: [
        { name: "Applewood bacon", price: 250 },
        { name: "No onions", price: 0 },
      ],
    },
  ],
});

describe("toOrderRow", () => {
  it("computes the totals from the items and keeps the fee for deliveries", () => {
    const row = toOrderRow({
      restaurantId: "r1",
      platform: "shopify",
      externalId: "5829174600001",
      details: delivery,
    });
    expect(row).toMatchObject({
      currency: "USD",
      subtotalMinor: 3890,
      taxMinor: 264,
      deliveryFeeMinor: 399,
      computedTotalMinor: 4553,
      statedTotalMinor: null,
      totalMinor: 4553,
      status: "new",
      isTest: false,
      createdAt: new Date("2026-11-22T17:05:00.000Z"),
    });
  });

  it("leaves the fee out of a pickup's total and drops a pickup's distance", () => {
    const row = toOrderRow({
      restaurantId: "r1",
      platform: "website",
      externalId: "w1",
      details: { ...delivery, isDelivery: false },
    });
    expect(row.totalMinor).toBe(3890 + 264);
    expect(row.deliveryDistanceMiles).toBeNull();
  });

  it("keeps the platform's stated total and its own sum beside it", () => {
    const row = toOrderRow({
      restaurantId: "r1",
      platform: "shopify",
      externalId: "s2",
      details: { ...delivery, statedTotal: 4500, currency: "AUD" },
    });
    expect(row).toMatchObject({
      currency: "AUD",
      computedTotalMinor: 4553,
      statedTotalMinor: 4500,
      totalMinor: 4500,
    });
  });

  it("dates an order without a created time by when it was received", () => {
    const receivedAt = new Date("2026-11-22T18:00:00Z");
    const row = toOrderRow({
      restaurantId: "r1",
      platform: "website",
      externalId: "w2",
      details: { ...delivery, created: undefined },
      receivedAt,
    });
    expect(row.createdAt).toEqual(receivedAt);
  });
});

describe("fromOrderRow", () => {
  it("gives back the order in the domain's shape", () => {
    const inserted = toOrderRow({
      restaurantId: "r1",
      platform: "shopify",
      externalId: "x",
      details: delivery,
    });
    const row = { ...inserted, id: "o1", updatedAt: new Date() } as OrderRow;
    expect(fromOrderRow(row)).toEqual({
      id: "o1",
      locationId: "r1",
      orderNumber: "#1042",
      platform: "shopify",
      status: "new",
      created: "2026-11-22T17:05:00.000Z",
      customer: delivery.customer,
      isDelivery: true,
      deliveryDistance: 2.4,
      currency: "USD",
      deliveryFee: 399,
      tax: 264,
      platformTax: 0,
      discounts: [],
      fees: [],
      tips: [],
      deliveryInstructions: "Gate code 4821",
      items: delivery.items,
      subtotal: 3890,
      computedTotal: 4553,
      total: 4553,
      isTest: false,
      checkNotes: [],
    });
  });

  it("omits the optional fields a pickup does not have", () => {
    const inserted = toOrderRow({
      restaurantId: "r1",
      platform: "website",
      externalId: "y",
      details: {
        ...delivery,
        isDelivery: false,
        customer: { name: "Li Chen", phone: "" },
        deliveryInstructions: undefined,
      },
    });
    const order = fromOrderRow({ ...inserted, id: "o2", updatedAt: new Date() } as OrderRow);
    expect(order).not.toHaveProperty("deliveryDistance");
    expect(order).not.toHaveProperty("deliveryInstructions");
    expect(order.customer).toEqual({ name: "Li Chen", phone: "" });
  });
});
