import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretsBox } from "./secrets-box";

describe("the secrets box (AES-256-GCM)", () => {
  const box = createSecretsBox(randomBytes(32));

  it("opens what it sealed, and the sealed text does not contain the secret", () => {
    const sealed = box.seal({ apiKey: "dd_live_4f9a8b7c6d5e1234" });
    expect(sealed.startsWith("v1:")).toBe(true);
    expect(sealed).not.toContain("dd_live");
    expect(box.open(sealed)).toEqual({ apiKey: "dd_live_4f9a8b7c6d5e1234" });
  });

  it("seals the same secret differently each time", () => {
    expect(box.seal({ a: "b" })).not.toBe(box.seal({ a: "b" }));
  });

  it("refuses a tampered value and another key's value", () => {
    const sealed = box.seal({ apiKey: "secret" });
    const bytes = Buffer.from(sealed.slice(3), "base64");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => box.open(`v1:${bytes.toString("base64")}`)).toThrow();
    expect(() => createSecretsBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it("opens nothing as no secrets", () => {
    expect(box.open(null)).toEqual({});
  });
});
