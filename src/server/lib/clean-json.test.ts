import { describe, expect, it } from "vitest";
import { cleanJson } from "./clean-json";

describe("cleanJson", () => {
  it("keeps the body's key order, nested objects too, so a body reads back as it was sent", () => {
    const body = { z: 1, a: { y: "2", b: [3, { x: 4, c: 5 }] }, m: null };
    const { value } = cleanJson(body);
    expect(JSON.stringify(value)).toBe(JSON.stringify(body));
  });

  it("replaces NUL and lone surrogates in keys and values, and notes a __proto__ key", () => {
    const { value, hasProtoKey } = cleanJson(JSON.parse('{"a\\u0000":"b\\ud800","__proto__":1}'));
    expect(value).toEqual({ "a\uFFFD": "b\uFFFD", ["__proto__"]: 1 });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(hasProtoKey).toBe(true);
  });
});
