import { describe, expect, it } from "vitest";
import { isRemoval, modifierText } from "./modifier-text";

describe("modifierText", () => {
  it("reads a removed default as a removal", () => {
    expect(modifierText({ name: "Onions", removed: true })).toBe("No onions");
    expect(isRemoval({ name: "Onions", removed: true })).toBe(true);
  });

  it("keeps a platform's own removal words", () => {
    expect(modifierText({ name: "No onions" })).toBe("No onions");
    expect(modifierText({ name: "NO sugar", removed: true })).toBe("NO sugar");
    expect(isRemoval({ name: "Hold the mayo" })).toBe(true);
    expect(isRemoval({ name: "Without cheese" })).toBe(true);
  });

  it("reads additions and choices as they are", () => {
    expect(modifierText({ name: "Extra cheese" })).toBe("Extra cheese");
    expect(isRemoval({ name: "Extra cheese" })).toBe(false);
    expect(isRemoval({ name: "Nori" })).toBe(false);
    expect(isRemoval({ name: "Large" })).toBe(false);
  });
});
