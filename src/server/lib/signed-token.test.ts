import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signValue, verifyValue } from "./signed-token";

describe("signed values", () => {
  it("gives back what was signed, with the same secret, until it expires", async () => {
    const token = await signValue("secret-a", { restaurantId: "r1", nonce: "n" }, 60_000);
    expect(await verifyValue("secret-a", token)).toMatchObject({ restaurantId: "r1", nonce: "n" });
  });

  it("refuses another secret, a changed value, an expired value and a value without expiry", async () => {
    const token = await signValue("secret-a", { kind: "app" }, 60_000);
    expect(await verifyValue("secret-b", token)).toBeNull();
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ kind: "user", exp: 9e9 })).toString("base64url");
    expect(await verifyValue("secret-a", `${header}.${forged}.${signature}`)).toBeNull();
    expect(
      await verifyValue("secret-a", await signValue("secret-a", { kind: "app" }, -1000)),
    ).toBeNull();
    expect(await verifyValue("secret-a", "not-a-token")).toBeNull();
    const forever = await new SignJWT({ kind: "app" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("secret-a"));
    expect(await verifyValue("secret-a", forever)).toBeNull();
  });
});
