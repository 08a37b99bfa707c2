import { describe, expect, it } from "vitest";
import {
  maxUnitPriceMinor,
  ORDER_LIMITS,
  type OrderDetailsInput,
  orderDetailsSchema,
} from "./order";

/** What the schema fills in for an order that gives none of the newer parts. */
const DEFAULTS = {
  currency: "USD",
  platformTax: 0,
  discounts: [],
  fees: [],
  tips: [],
  checkNotes: [],
};

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
    expect(orderDetailsSchema.parse(input)).toEqual({ ...DEFAULTS, ...input });
  });

  it("a pickup order, filling in the defaults", () => {
    expect(orderDetailsSchema.parse(pickupOrder())).toEqual({
      ...DEFAULTS,
      orderNumber: "W-1001",
      customer: { name: "Sam Lee", phone: "" },
      isDelivery: false,
      deliveryFee: 0,
      tax: 0,
      items: [{ name: "Spring Rolls", quantity: 1, price: 650, modifiers: [] }],
    });
  });

  it("an order in another currency, its code normalised", () => {
    expect(orderDetailsSchema.parse({ ...pickupOrder(), currency: " aud " }).currency).toBe("AUD");
  });

  it("discounts, fees, tips, the platform's tax and its stated total", () => {
    const input = {
      ...pickupOrder(),
      discounts: [{ label: "Coupon AMISHA", amount: 1000, fundedBy: "restaurant" as const }],
      fees: [{ label: "Bag fee", amount: 10 }],
      tips: [{ label: "Tip", amount: 300, isKeptByRestaurant: true }],
      platformTax: 53,
      statedTotal: 7100,
    };
    expect(orderDetailsSchema.parse(input)).toMatchObject(input);
  });

  it("an order with no items when it says why staff must check it", () => {
    const input = { ...pickupOrder(), items: [], checkNotes: ["Uber Eats sent no items"] };
    expect(orderDetailsSchema.parse(input).items).toEqual([]);
  });

  it("a location with no street but a place or a point", () => {
    for (const address of [
      { place: "Acme Tower" },
      { placeId: "ChIJ0" },
      { latitude: -37.8, longitude: 145.1 },
    ]) {
      const input = { ...pickupOrder(), customer: { name: "Sam", address } };
      expect(orderDetailsSchema.parse(input).customer.address?.street).toBe("");
    }
  });

  it("quantities to 9,999, unit prices to 100,000 of the currency, any number of modifiers", () => {
    const modifiers = Array.from({ length: 500 }, (_, index) => ({
      name: `Extra ${index}`,
      price: 0,
    }));
    for (const currency of ["USD", "JPY", "KWD"]) {
      const item = { name: "Tray", quantity: 9999, price: maxUnitPriceMinor(currency), modifiers };
      expect(
        orderDetailsSchema.safeParse({ ...pickupOrder(), currency, items: [item] }).success,
      ).toBe(true);
    }
    expect(maxUnitPriceMinor("JPY")).toBe(100_000);
    expect(maxUnitPriceMinor("KWD")).toBe(100_000_000);
  });

  it("a modifier that takes money off", () => {
    const parsed = orderDetailsSchema.parse(
      withItem({ modifiers: [{ name: "No cheese", price: -50 }] }),
    );
    expect(parsed.items[0]?.modifiers[0]?.price).toBe(-50);
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
    expect(orderDetailsSchema.parse({ ...pickupOrder(), items }).items).toHaveLength(2000);
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

  it("a price with fractions of a minor unit", () => {
    expect(issuesOf(withItem({ price: 12.5 }))).toEqual([
      "items.0.price: Amount must be a whole number of minor units",
    ]);
  });

  it("a fractional tax or delivery fee", () => {
    expect(issuesOf({ ...deliveryOrder(), tax: 2.5, deliveryFee: 0.1 })).toEqual([
      "deliveryFee: Amount must be a whole number of minor units",
      "tax: Amount must be a whole number of minor units",
    ]);
  });

  it("a unit price past 100,000 of the currency", () => {
    expect(issuesOf({ ...(withItem({ price: 100_001 }) as object), currency: "JPY" })).toEqual([
      "items.0.price: Amount is too large",
    ]);
  });

  it("a currency that is not an ISO code", () => {
    expect(issuesOf({ ...pickupOrder(), currency: "dollars" })).toEqual([
      "currency: Currency must be an ISO 4217 code",
    ]);
  });

  it("a negative price", () => {
    expect(issuesOf(withItem({ price: -100 }))).toEqual([
      "items.0.price: Amount cannot be negative",
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
