import { describe, expect, it } from "vitest";
import { isRemoval, modifierText } from "../../../domain/modifier-text";
import { createRandom } from "./random";
import { createSampleOrder } from "./sample-orders";

/** The demo's orders carry what customers really write: notes, an allergy, removals. */
describe("sample orders", () => {
  const lunchRush = Array.from({ length: 25 }, (_, sequence) =>
    createSampleOrder({ random: createRandom(sequence + 1), created: new Date(), sequence }),
  );

  it("give a few orders the peanut allergy as a note for the kitchen", () => {
    const allergic = lunchRush.filter(
      (order) => order.details.kitchenNote === "PEANUT ALLERGY - please no nuts",
    );
    expect(allergic.length).toBeGreaterThanOrEqual(3);
    expect(allergic.length).toBeLessThan(lunchRush.length / 2);
  });

  it("give some items the customer's words, and leave defaults off some", () => {
    const items = lunchRush.flatMap((order) => order.details.items);
    expect(items.filter((item) => item.note).length).toBeGreaterThanOrEqual(3);
    const removals = items.flatMap((item) => item.modifiers.filter((m) => m.removed === true));
    expect(removals.length).toBeGreaterThanOrEqual(3);
    for (const removal of removals) {
      expect(removal.price).toBe(0);
      expect(isRemoval(removal)).toBe(true);
      expect(modifierText(removal)).toMatch(/^No [a-z]/);
    }
  });

  it("keep the courier's words apart from the kitchen's", () => {
    const kitchen = new Set(lunchRush.map((order) => order.details.kitchenNote).filter(Boolean));
    for (const order of lunchRush) {
      expect(kitchen.has(order.details.deliveryInstructions)).toBe(false);
    }
  });
});
