import { afterEach, describe, expect, it, vi } from "vitest";
import { PUBLIC_ORDER_LIMITS, publicOrderInputSchema } from "@/domain/api/public-order";
import { addToCart, type Cart } from "./cart";
import {
  buildOrderBody,
  type CheckoutDetails,
  checkOrder,
  NOTE_MAX_LENGTH,
  newClientOrderId,
  nextSubmission,
} from "./order-body";
import { IDS, menuItem, sampleMenu } from "./test/menu-fixture";

const menu = sampleMenu();
const CLIENT_ORDER_ID = "9b2f7c1e-4d3a-4b5c-8e6f-7a8b9c0d1e2f";
const cart: Cart = addToCart(
  addToCart([], {
    item: menuItem(menu, IDS.burger),
    optionIds: [IDS.medium, IDS.bacon],
    quantity: 2,
  }),
  { item: menuItem(menu, IDS.lemonade), optionIds: [], quantity: 1 },
);
const pickup: CheckoutDetails = {
  name: " Priya Patel ",
  phone: "(512) 555-0117",
  fulfillment: "pickup",
  street: "12 Elm St",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  kitchenNote: "",
  deliveryInstructions: "",
};

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

afterEach(() => vi.unstubAllGlobals());

describe("the order 'Place order' sends", () => {
  it("carries ids, quantities and choices, and never a price", () => {
    const body = buildOrderBody({ cart, details: pickup, clientOrderId: CLIENT_ORDER_ID });
    expect(body).toEqual({
      clientOrderId: CLIENT_ORDER_ID,
      customer: { name: "Priya Patel", phone: "(512) 555-0117" },
      fulfillment: "pickup",
      items: [
        { itemId: IDS.burger, quantity: 2, optionIds: [IDS.medium, IDS.bacon] },
        { itemId: IDS.lemonade, quantity: 1, optionIds: [] },
      ],
    });
    const keys = keysOf(body);
    for (const priceKey of ["price", "total", "subtotal", "unitCents", "cents"]) {
      expect(keys).not.toContain(priceKey);
    }
    expect(publicOrderInputSchema.safeParse(body).success).toBe(true);
  });

  it("sends the address and the courier's words only for a delivery that has them", () => {
    const details = {
      ...pickup,
      kitchenNote: " Nut allergy ",
      deliveryInstructions: " Ring twice ",
    };
    const delivery = buildOrderBody({
      cart,
      details: { ...details, fulfillment: "delivery" },
      clientOrderId: CLIENT_ORDER_ID,
    });
    expect(delivery.address).toEqual({
      street: "12 Elm St",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
    });
    expect(delivery).toMatchObject({
      kitchenNote: "Nut allergy",
      deliveryInstructions: "Ring twice",
    });
    expect(publicOrderInputSchema.safeParse(delivery).success).toBe(true);

    const collected = buildOrderBody({ cart, details, clientOrderId: CLIENT_ORDER_ID });
    expect(collected.kitchenNote).toBe("Nut allergy");
    expect(collected).not.toHaveProperty("deliveryInstructions");
    expect(collected).not.toHaveProperty("address");
  });

  it("sends each line's note with it", () => {
    const noted = addToCart(cart, {
      item: menuItem(menu, IDS.lemonade),
      optionIds: [],
      quantity: 1,
      note: " no ice ",
    });
    const body = buildOrderBody({ cart: noted, details: pickup, clientOrderId: CLIENT_ORDER_ID });
    expect(body.items.map((item) => item.note)).toEqual([undefined, undefined, "no ice"]);
    expect(publicOrderInputSchema.safeParse(body).success).toBe(true);
  });

  it("allows the notes the server allows", () => {
    expect(NOTE_MAX_LENGTH).toBe(PUBLIC_ORDER_LIMITS.itemNote);
    expect(NOTE_MAX_LENGTH).toBe(PUBLIC_ORDER_LIMITS.instructions);
  });

  it("keeps the clientOrderId while the same order is retried, and a new one once it changes", () => {
    const ids = ["11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222"];
    const createId = () => ids.shift() ?? "";
    const first = nextSubmission(null, cart, pickup, createId);
    const retry = nextSubmission(first.submission, cart, pickup, createId);
    expect(retry.body.clientOrderId).toBe(first.body.clientOrderId);
    const changed = nextSubmission(retry.submission, cart, { ...pickup, name: "Sam" }, createId);
    expect(changed.body.clientOrderId).toBe("22222222-2222-4222-8222-222222222222");
  });

  it("makes a v4 UUID even where crypto.randomUUID is missing (plain-http sites)", () => {
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const id = newClientOrderId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientOrderId()).not.toBe(id);
  });
});

describe("checking the order before sending it", () => {
  const empty: CheckoutDetails = { ...pickup, name: "  ", phone: "12" };

  it("finds what the server would refuse, with the server's own words", () => {
    const issues = checkOrder([], { ...empty, fulfillment: "delivery", street: "" });
    const server = publicOrderInputSchema.safeParse({
      customer: { name: "  ", phone: "12" },
      fulfillment: "delivery",
      address: { street: "" },
      items: [],
    });
    const serverMessages = server.error?.issues.map((issue) => issue.message) ?? [];
    expect(issues.map((issue) => issue.message).sort()).toEqual([...serverMessages].sort());
    expect(issues.map((issue) => issue.path)).toEqual([
      "items",
      "customer.name",
      "customer.phone",
      "address.street",
    ]);
  });

  it("passes a complete pickup order", () => {
    expect(checkOrder(cart, pickup)).toEqual([]);
  });

  it("accepts the phone numbers the server accepts", () => {
    for (const phone of ["512-555-0117", "+1 (512) 555 0117", "5125550117", "abc", "12"]) {
      const server = publicOrderInputSchema.shape.customer.shape.phone.safeParse(phone).success;
      const here = checkOrder(cart, { ...pickup, phone }).length === 0;
      expect(here, phone).toBe(server);
    }
  });
});
