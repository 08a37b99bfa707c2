import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasUnsafeText, replaceUnsafeText } from "./unicode";

/** The engine's own check of UTF-16 (String.prototype.isWellFormed, newer than our lib). */
const isWellFormed = (text: string) =>
  (text as unknown as { isWellFormed(): boolean }).isWellFormed();

describe("replaceUnsafeText", () => {
  it.each([
    ["NUL\u0000here", "NUL\uFFFDhere"],
    ["lone high \uD800 surrogate", "lone high \uFFFD surrogate"],
    ["lone low \uDC00", "lone low \uFFFD"],
    ["a pair 😀 stays", "a pair 😀 stays"],
    ["plain", "plain"],
  ])("makes %j storable", (text, expected) => {
    expect(replaceUnsafeText(text)).toBe(expected);
    expect(hasUnsafeText(expected)).toBe(false);
  });

  it("leaves well-formed text without NUL as it is, and always gives well-formed text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const clean = replaceUnsafeText(text);
        expect(isWellFormed(clean)).toBe(true);
        expect(clean.includes("\u0000")).toBe(false);
        if (isWellFormed(text) && !text.includes("\u0000")) expect(clean).toBe(text);
      }),
    );
  });
});
