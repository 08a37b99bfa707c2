import { describe, expect, it } from "vitest";
import { publicOrderInputSchema } from "./public-order";

describe("publicOrderInputSchema's notes", () => {
  const order = {
    customer: { name: "Ann", phone: "(512) 555-0117" },
    fulfillment: "pickup",
    items: [{ itemId: crypto.randomUUID(), quantity: 1 }],
  };

  it("takes a note on each line and a note for the kitchen, each up to 500 characters", () => {
    const parsed = publicOrderInputSchema.parse({
      ...order,
      kitchenNote: " PEANUT ALLERGY ",
      items: [{ ...order.items[0], note: "x".repeat(500) }],
    });
    expect(parsed.kitchenNote).toBe("PEANUT ALLERGY");
    expect(parsed.items[0]?.note).toHaveLength(500);
  });

  it("refuses a longer line note or kitchen note with its path and a clear message", () => {
    const result = publicOrderInputSchema.safeParse({
      ...order,
      kitchenNote: "k".repeat(501),
      items: [{ ...order.items[0], note: "x".repeat(501) }],
    });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: ["kitchenNote"],
        message: "The note for the kitchen can be at most 500 characters",
      },
      {
        path: ["items", 0, "note"],
        message: "The note for this item can be at most 500 characters",
      },
    ]);
  });
});
