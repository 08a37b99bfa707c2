import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { badRequest } from "./errors";
import { createTestApp, type TestApp } from "./test/test-app";
import { TEST_ENGINE } from "./test/test-database";

describe(`the HTTP basics (${TEST_ENGINE})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      beforeReady: (app) => {
        // Test-only routes that exercise the error handler through real Fastify.
        app.post(
          "/api/test/echo",
          {
            schema: {
              body: z.object({
                email: z.email("Please enter a valid email address"),
                password: z.string().min(6, "Password must be at least 6 characters"),
              }),
            },
          },
          async (request) => request.body,
        );
        app.get("/api/test/bad-request", async () => {
          throw badRequest("That date is in the future", "DATE_IN_FUTURE");
        });
        app.get("/api/test/crash", async () => {
          throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
        });
        app.get("/api/test/database-down", async () => {
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
            code: "ECONNREFUSED",
          });
        });
      },
    });
  });

  afterAll(() => testApp.close());

  it("answers /healthz", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz when the database answers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", database: "ok", events: "ok" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/no-such-thing"],
      ["POST", "/api/orders/123/explode"],
      ["GET", "/api"],
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        message: `Not found: ${method} ${url}`,
        code: "NOT_FOUND",
      });
    }
  });

  it("answers an address it cannot decode in the documented shape, without echoing it", async () => {
    for (const url of ["/api/orders/%E0%A4%A", "/api/orders/%zz/accept", "/dash%board"]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        message: "The address is not valid: a % must be followed by two hexadecimal digits",
        code: "BAD_URL",
      });
      expect(response.body).not.toContain(url);
    }
  });

  it("lists every validation problem with its path and the schema's message", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { email: "not-an-email", password: "123" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please enter a valid email address; Password must be at least 6 characters",
      code: "VALIDATION_FAILED",
      issues: [
        { path: "email", message: "Please enter a valid email address" },
        { path: "password", message: "Password must be at least 6 characters" },
      ],
    });
  });

  it("accepts a valid body", async () => {
    const body = { email: "owner@orderdock.app", password: "owner123" };
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it("says so when the body is not JSON", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{ email: ",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "The request body is not valid JSON" });
  });

  it("refuses a content type it does not read with 415", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/xml" },
      payload: "<email/>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: "Unsupported content type: send application/json",
    });
  });

  it("refuses a body over the limit with 413", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: "The request body is too large" });
  });

  it("sends an HttpError's status, message and code as they are", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/test/bad-request" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "That date is in the future",
      code: "DATE_IN_FUTURE",
    });
  });

  it("hides the details of an unexpected error", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: "Something went wrong on our side. Please try again.",
      code: "INTERNAL",
    });
    expect(response.body).not.toMatch(/secret_table|\/srv\/app\.ts|at /);
  });

  it("answers 503 with Retry-After when the database cannot be reached", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/test/database-down" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE" });
    expect(response.body).not.toContain("127.0.0.1");
  });

  it("gives every response a request id and keeps a caller's sane one", async () => {
    const fresh = await testApp.app.inject({ method: "GET", url: "/healthz" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await testApp.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "lb-7f3a.42" },
    });
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a.42");
    const replaced = await testApp.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "<script>alert(1)</script>" },
    });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends security headers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});

describe(`readiness when the database is gone (${TEST_ENGINE})`, () => {
  it("answers /readyz with 503 while /healthz still answers", async () => {
    const testApp = await createTestApp();
    await testApp.database.close();
    const ready = await testApp.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["retry-after"]).toBe("5");
    // On PostgreSQL the feed's connection went with the database; PGlite's is in process.
    expect(ready.json()).toMatchObject({
      status: "unavailable",
      database: "unreachable",
      message: "The database did not answer",
    });
    const health = await testApp.app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    await testApp.app.close();
  });
});
