import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnvironment } from "../config";
import { createTestApp, type TestApp } from "../test/test-app";
import { TEST_ENGINE } from "../test/test-database";

/**
 * SANDBOX=off leaves the sandbox out: no twin answers at /sandbox/<platform>, Uber's
 * sandbox does not sign anyone in, and the app runs without it. On (the default) they answer.
 */
const TWIN_CONSOLES = [
  "/sandbox/doordash",
  "/sandbox/grubhub",
  "/sandbox/shopify",
  "/sandbox/woocommerce",
];
const UBER_SIGN_IN = "/sandbox/ubereats/oauth/v2/authorize?response_type=code&client_id=x";

describe(`the sandbox switch (${TEST_ENGINE})`, () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ config: { sandbox: false } });
    on = await createTestApp();
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it("is on unless SANDBOX=off, and says so for another value", () => {
    expect(parseEnvironment({}).SANDBOX).toBe("on");
    expect(parseEnvironment({ SANDBOX: "off" }).SANDBOX).toBe("off");
    expect(() => parseEnvironment({ SANDBOX: "no" })).toThrow(
      'Invalid configuration: SANDBOX must be on or off (got "no")',
    );
  });

  it("off, no twin or Uber sandbox answers; the app's own routes do", async () => {
    for (const url of [...TWIN_CONSOLES, UBER_SIGN_IN]) {
      const response = await off.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await off.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  it("on, they answer", async () => {
    for (const url of [...TWIN_CONSOLES, UBER_SIGN_IN]) {
      const response = await on.app.inject({ method: "GET", url });
      expect(response.statusCode, url).not.toBe(404);
    }
  });
});
