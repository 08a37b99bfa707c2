import { describe, expect, it } from "vitest";
import type { Order } from "@/domain/order";
import { customerTexts, dietaryFlagOf, instructionsLabel } from "./order-safety";
import { buildOrder } from "./test/order-fixture";

const plain = (overrides: Partial<Order> = {}) =>
  buildOrder({
    deliveryInstructions: undefined,
    items: [{ name: "Club sandwich", quantity: 1, price: 900, modifiers: [] }],
    ...overrides,
  });

const item = (extra: Partial<Order["items"][number]>) => ({
  name: "Burger",
  quantity: 1,
  price: 900,
  modifiers: [],
  ...extra,
});

describe("the allergy flag", () => {
  it.each<[string, Partial<Order>, ReturnType<typeof dietaryFlagOf>]>([
    ["nothing named", {}, null],
    [
      "an allergy in the kitchen note",
      { kitchenNote: "PEANUT ALLERGY - please no nuts" },
      "allergy",
    ],
    ["an allergen alone in an item note", { items: [item({ note: "no nuts" })] }, "allergy"],
    [
      "an allergen in a removal",
      {
        items: [
          item({
            modifiers: [
              { name: "Cheese", price: 0 },
              { name: "Milk", price: 0, removed: true },
            ],
          }),
        ],
      },
      "allergy",
    ],
    [
      "an allergy in the pickup instructions",
      { deliveryInstructions: "Severe shellfish allergy" },
      "allergy",
    ],
    ["a diet only", { kitchenNote: "We are vegan" }, "dietary"],
    ["a diet and an allergen", { kitchenNote: "Vegan, and no sesame" }, "allergy"],
    [
      "an allergen in a menu choice only",
      { items: [item({ modifiers: [{ name: "Fried egg", price: 150 }] })] },
      null,
    ],
    [
      "an allergen in a removal written as words",
      { items: [item({ modifiers: [{ name: "No peanuts", price: 0 }] })] },
      "allergy",
    ],
    [
      "an allergen in the menu's description only",
      { items: [item({ description: "Walnut pesto" })] },
      null,
    ],
    ["a word that only contains one", { kitchenNote: "Extra nutmeg, eggplant on the side" }, null],
  ])("is right for %s", (_, overrides, expected) => {
    expect(dietaryFlagOf(plain(overrides))).toBe(expected);
  });

  it("reads the customer's words in the kitchen's order, removals as removals", () => {
    const order = plain({
      kitchenNote: "Ring the bell",
      deliveryInstructions: "Side door",
      items: [
        item({ modifiers: [{ name: "Onions", price: 0, removed: true }], note: "Well done" }),
      ],
    });
    expect(customerTexts(order)).toEqual(["Ring the bell", "No onions", "Well done", "Side door"]);
  });
});

describe("the instructions' label", () => {
  it("names the hand-over by the order's type", () => {
    expect(instructionsLabel({ isDelivery: true })).toBe("Delivery instructions");
    expect(instructionsLabel({ isDelivery: false })).toBe("Pickup instructions");
  });
});
