import { describe, expect, it } from "vitest";
import {
  kitchenLoadRulesSchema,
  loadLevel,
  loadShare,
  normalizeItemName,
  workMinutes,
} from "./kitchen-load";

const RULES = { busyAboveMinutes: 45, busyExtraMinutes: 20, pauseAboveMinutes: 90 };

describe("the kitchen's load", () => {
  it("counts each line's quantity times its item's minutes, the default for the rest", () => {
    const minutes = new Map([
      ["margherita pizza", 12],
      ["caesar salad", 4],
    ]);
    const lines = [
      { name: "Margherita  Pizza", quantity: 2 },
      { name: " caesar salad", quantity: 3 },
      { name: "Garlic Knots", quantity: 1 },
    ];
    // 2 × 12 + 3 × 4 + 1 × 6 = 42.
    expect(workMinutes(lines, minutes, 6)).toBe(42);
    expect(workMinutes([], minutes, 6)).toBe(0);
  });

  it("is normal up to the busy level, busy above it, paused above the pause level", () => {
    expect(loadLevel(45, RULES)).toBe(0);
    expect(loadLevel(46, RULES)).toBe(1);
    expect(loadLevel(90, RULES)).toBe(1);
    expect(loadLevel(91, RULES)).toBe(2);
    expect(loadLevel(500, null)).toBe(0);
    expect(loadLevel(91, { ...RULES, busyAboveMinutes: null })).toBe(2);
    expect(loadLevel(60, { ...RULES, pauseAboveMinutes: null })).toBe(1);
  });

  it("fills the gauge up to the pause level", () => {
    expect(loadShare(45, RULES)).toBe(0.5);
    expect(loadShare(200, RULES)).toBe(1);
    expect(loadShare(30, null)).toBe(0.25);
  });

  it("matches names whatever their case and spacing", () => {
    expect(normalizeItemName("  Truffle   FRIES ")).toBe("truffle fries");
  });

  it("refuses rules that pause below the busy level, or odd busy minutes", () => {
    expect(kitchenLoadRulesSchema.safeParse(RULES).success).toBe(true);
    const inverted = kitchenLoadRulesSchema.safeParse({ ...RULES, pauseAboveMinutes: 45 });
    expect(inverted.error?.issues[0]?.message).toBe("Pausing must start above the busy level");
    const odd = kitchenLoadRulesSchema.safeParse({ ...RULES, busyExtraMinutes: 15 });
    expect(odd.error?.issues[0]?.message).toBe("Busy mode adds 10, 20 or 30 minutes");
  });
});
