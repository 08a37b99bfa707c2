import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLoggerOptions } from "../../lib/logger";
import { createReadableLog } from "../../lib/readable-log";
import { getWithSession, sessionCookieOf, uniqueEmail } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

/**
 * Without SMTP_URL, a new owner confirms the address from the server's log, as the README
 * says: the email is written whole, its link on a line of its own, in the readable log a
 * development server writes (the log's fields are cut at 200 characters; its message is not).
 */
describe(`emails written to the development log (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  const written: string[] = [];

  beforeAll(async () => {
    const output = { write: (text: string) => written.push(text), isTTY: false };
    testApp = await createTestApp({
      config: { logLevel: "info", logFormat: "pretty", publicUrl: "http://localhost:3000" },
      logger: pino(createLoggerOptions({ logLevel: "info" }), createReadableLog({ output })),
    });
  });
  afterAll(() => testApp.close());

  it("shows the sign-up email whole, and its link signs the new owner in", async () => {
    const email = uniqueEmail("from-log");
    const signedUp = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: {
        restaurantName: "Lantern Noodle House",
        name: "Mei Chen",
        email,
        password: "hand-pulled-noodles",
      },
      remoteAddress: "10.30.0.1",
    });
    expect(signedUp.statusCode).toBe(200);
    await testApp.app.backgroundTasks.drain();

    const log = written.join("");
    const lines = log.split("\n");
    const heading = lines.findIndex((line) => line.includes(`email to ${email}`));
    expect(heading, log).toBeGreaterThanOrEqual(0);
    // The link is a line of its own: nothing before it but the indent, nothing after it.
    const linkLine = lines
      .slice(heading)
      .find((line) => /^\s*https?:\/\/\S+\/verify-email\?token=\S+$/.test(line));
    expect(linkLine, log).toBeDefined();
    const link = new URL((linkLine ?? "").trim());
    expect(link.origin).toBe("http://localhost:3000");
    const token = link.searchParams.get("token") ?? "";
    // Long enough that a cut at 200 characters would have lost part of it.
    expect(linkLine?.trim().length).toBeGreaterThan(60);

    const confirmed = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/verify-email",
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const me = await getWithSession(testApp.app, "/api/auth/me", sessionCookieOf(confirmed)?.value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email });
  });
});
