import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * Every answer a browser may draw carries the page policies; a kitchen printer's calls,
 * read only by the printer, carry nosniff alone.
 */
describe("security headers", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("puts the content policy and frame protection on the app's answers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("gives a printer's call nosniff only, and an unknown address under /printers/ every policy", async () => {
    const poll = await testApp.app.inject({
      method: "POST",
      url: "/printers/star/00000000-0000-4000-8000-000000000000?key=wrong",
      payload: { statusCode: "200 OK" },
    });
    expect(poll.statusCode).toBe(401);
    expect(poll.headers["x-content-type-options"]).toBe("nosniff");
    expect(poll.headers["content-security-policy"]).toBeUndefined();

    const stray = await testApp.app.inject({ method: "GET", url: "/printers/nothing-here" });
    expect(stray.statusCode).toBe(404);
    expect(stray.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
