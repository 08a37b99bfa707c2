import { describe, expect, it } from "vitest";
import { renderPlainText } from "./plain-text";
import { sampleKitchenTicket } from "./render-fixture";

describe("renderPlainText", () => {
  it("prints the ticket as lines of text, with no command bytes", () => {
    const text = renderPlainText(sampleKitchenTicket(), 58);
    expect(text).not.toContain("\u001b");
    const controls = [...text].filter((char) => char !== "\n" && char.charCodeAt(0) < 0x20);
    expect(controls).toEqual([]);
    const lines = text.split("\n");
    expect(lines).toContain("2 x Burger");
    expect(lines).toContain("  NO ONIONS");
    expect(text.endsWith("Printed Nov 20, 2026, 5:15 PM\n")).toBe(true);
  });

  it("centres by padding and keeps large lines at the paper's full width", () => {
    const lines = renderPlainText(sampleKitchenTicket(), 58).split("\n");
    expect(lines[0]).toBe(`${" ".repeat(11)} REPRINT`);
    expect(lines).toContain(`${" ".repeat(13)}#4821`);
    expect(lines).toContain("  NOTE: Sesame-free bun please");
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(32);
  });

  it("fits 48 columns on 80 mm paper", () => {
    const lines = renderPlainText(sampleKitchenTicket(), 80).split("\n");
    expect(lines).toContain("-".repeat(48));
  });
});
