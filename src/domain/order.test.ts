import { describe, expect, it } from "vitest";
import { ORDER_LIMITS, type OrderDetailsInput, orderDetailsSchema } from "./order";

function deliveryOrder(): OrderDetailsInput {
  return {
    orderNumber: "UE-4821",
    created: "2026-11-20T18:05:00-05:00",
    customer: {
      name: "Maria Lopez",
      phone: "(555) 010-4477",
      address: { street: "12 Elm St", city: "Springfield", state: "IL", zipCode: "62704" },
    },
    isDelivery: true,
    deliveryDistance: 2.4,
    deliveryFee: 399,
    tax: 212,
    deliveryInstructions: "Leave at the side door",
    items: [
      {
        name: "Pad Thai",
        description: "Rice noodles, tamarind, peanuts",
        quantity: 2,
        price: 1295,
        modifiers: [
          { name: "Extra spicy", price: 0 },
          { name: "Add shrimp", price: 300 },
        ],
      },
      { name: "Thai Iced Tea", quantity: 1, price: 450, modifiers: [] },
    ],
  };
}

function pickupOrder(): OrderDetailsInput {
  return {
    orderNumber: "W-1001",
    customer: { name: "Sam Lee" },
    isDelivery: false,
    items: [{ name: "Spring Rolls", quantity: 1, price: 650 }],
  };
}

/** The messages of a failed parse, as "path: message". */
function issuesOf(input: unknown): string[] {
  const result = orderDetailsSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

function withItem(item: Record<string, unknown>): unknown {
  return { ...pickupOrder(), items: [{ name: "Spring Rolls", quantity: 1, price: 650, ...item }] };
}

describe("orderDetailsSchema accepts", () => {
  it("a realistic delivery order unchanged", () => {
    const input = deliveryOrder();
    expect(orderDetailsSchema.parse(input)).toEqual(input);
  });

  it("a pickup order, filling in the defaults", () => {
    expect(orderDetailsSchema.parse(pickupOrder())).toEqual({
      orderNumber: "W-1001",
      customer: { name: "Sam Lee", phone: "" },
      isDelivery: false,
      deliveryFee: 0,
      tax: 0,
      items: [{ name: "Spring Rolls", quantity: 1, price: 650, modifiers: [] }],
    });
  });

  it("a modifier without a price as free", () => {
    const parsed = orderDetailsSchema.parse(withItem({ modifiers: [{ name: "No onions" }] }));
    expect(parsed.items[0]?.modifiers).toEqual([{ name: "No onions", price: 0 }]);
  });

  it("an address with only a street, defaulting the rest to empty", () => {
    const input = { ...pickupOrder(), customer: { name: "Sam", address: { street: "1 Main St" } } };
    expect(orderDetailsSchema.parse(input).customer.address).toEqual({
      street: "1 Main St",
      city: "",
      state: "",
      zipCode: "",
    });
  });

  it("trims surrounding whitespace from text", () => {
    const input = { ...pickupOrder(), orderNumber: "  W-1001 ", customer: { name: " Sam Lee  " } };
    const parsed = orderDetailsSchema.parse(input);
    expect(parsed.orderNumber).toBe("W-1001");
    expect(parsed.customer.name).toBe("Sam Lee");
  });

  it.each(["2026-11-20T23:05:00Z", "2026-11-20T18:05:00-05:00", "2026-11-20T23:05:00.123Z"])(
    "the created timestamp %s",
    (created) => {
      expect(orderDetailsSchema.parse({ ...pickupOrder(), created }).created).toBe(created);
    },
  );

  it("exactly the item limit", () => {
    const items = Array.from({ length: ORDER_LIMITS.maxItems }, () => ({
      name: "Roll",
      quantity: 1,
      price: 100,
    }));
    expect(orderDetailsSchema.parse({ ...pickupOrder(), items }).items).toHaveLength(200);
  });
});

describe("orderDetailsSchema rejects, with a clear message,", () => {
  it("an order with no items", () => {
    expect(issuesOf({ ...pickupOrder(), items: [] })).toEqual([
      "items: An order needs at least one item",
    ]);
  });

  it("a quantity of 0", () => {
    expect(issuesOf(withItem({ quantity: 0 }))).toEqual([
      "items.0.quantity: Quantity must be at least 1",
    ]);
  });

  it("a fractional quantity", () => {
    expect(issuesOf(withItem({ quantity: 1.5 }))).toEqual([
      "items.0.quantity: Quantity must be a whole number",
    ]);
  });

  it("a price with fractional cents", () => {
    expect(issuesOf(withItem({ price: 12.5 }))).toEqual([
      "items.0.price: Amount must be a whole number of cents",
    ]);
  });

  it("a fractional-cent tax or delivery fee", () => {
    expect(issuesOf({ ...deliveryOrder(), tax: 2.5, deliveryFee: 0.1 })).toEqual([
      "deliveryFee: Amount must be a whole number of cents",
      "tax: Amount must be a whole number of cents",
    ]);
  });

  it("a negative price", () => {
    expect(issuesOf(withItem({ price: -100 }))).toEqual([
      "items.0.price: Amount cannot be negative",
    ]);
  });

  it("a negative modifier price", () => {
    expect(issuesOf(withItem({ modifiers: [{ name: "Discount", price: -50 }] }))).toEqual([
      "items.0.modifiers.0.price: Amount cannot be negative",
    ]);
  });

  it.each(["", "   "])("a blank customer name %j", (name) => {
    expect(issuesOf({ ...pickupOrder(), customer: { name } })).toEqual([
      "customer.name: Customer name is required",
    ]);
  });

  it("a blank item name", () => {
    expect(issuesOf(withItem({ name: " " }))).toEqual(["items.0.name: Item name is required"]);
  });

  it("more items than the limit", () => {
    const items = Array.from({ length: ORDER_LIMITS.maxItems + 1 }, () => ({
      name: "Roll",
      quantity: 1,
      price: 100,
    }));
    expect(issuesOf({ ...pickupOrder(), items })).toEqual(["items: Too many items"]);
  });

  it.each(["yesterday", "2026-11-20", "2026-13-20T10:00:00Z", "2026-11-20T10:00:00", ""])(
    "the created timestamp %j",
    (created) => {
      expect(issuesOf({ ...pickupOrder(), created })).toEqual([
        "created: Created must be an ISO date-time",
      ]);
    },
  );

  it("a negative delivery distance", () => {
    expect(issuesOf({ ...deliveryOrder(), deliveryDistance: -1 })).toEqual([
      "deliveryDistance: Distance cannot be negative",
    ]);
  });
});
