import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/api/auth";
import { createOwner, postLogin, type TestAccount, uniqueEmail } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

// Brute-force limits: 5 failures per email or 20 per address within 15 minutes.
const WINDOW_SECONDS = 15 * 60;

function expectThrottled(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
  const retryAfter = String(response.headers["retry-after"]);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe(`brute-force limits on sign-in (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let nextAddress = 1;
  // Every test signs in from addresses of its own, so the per-address count starts at zero.
  const freshAddress = () => `10.0.0.${nextAddress++}`;

  const failSignIn = async (account: TestAccount, remoteAddress: string, email = account.email) => {
    const response = await postLogin(testApp.app, {
      email,
      password: "wrong-password",
      remoteAddress,
    });
    expect(response.statusCode).toBe(401);
  };

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("refuses the 6th attempt for an email after 5 failures with 429, even with the right password", async () => {
    const owner = await createOwner(testApp.database.db);
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) await failSignIn(owner, address);

    const sixth = await postLogin(testApp.app, { ...owner, remoteAddress: address });
    expectThrottled(sixth);
    // The whole window is still ahead: the first failure was moments ago.
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(WINDOW_SECONDS - 60);
  });

  it("lets no more than 5 guesses through when they arrive all at once", async () => {
    const owner = await createOwner(testApp.database.db, { email: uniqueEmail() });
    const address = freshAddress();
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        postLogin(testApp.app, {
          email: owner.email,
          password: "wrong-password",
          remoteAddress: address,
        }),
      ),
    );
    const tried = burst.filter((response) => response.statusCode === 401);
    expect(tried.length).toBeLessThanOrEqual(5);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(12 - tried.length);
    if (tried.length === 5) {
      expectThrottled(await postLogin(testApp.app, { ...owner, remoteAddress: address }));
    }
  });

  it("keeps an email locked from any address once it has 5 failures", async () => {
    const owner = await createOwner(testApp.database.db);
    for (let i = 0; i < 5; i += 1) await failSignIn(owner, freshAddress());
    expectThrottled(await postLogin(testApp.app, { ...owner, remoteAddress: freshAddress() }));
  });

  it("counts an email's failures whatever its letter case", async () => {
    const owner = await createOwner(testApp.database.db);
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      await failSignIn(owner, address, i % 2 ? owner.email.toUpperCase() : owner.email);
    }
    expectThrottled(await postLogin(testApp.app, { ...owner, remoteAddress: address }));
  });

  it("refuses an address after 20 failures over different emails, while another address still signs in", async () => {
    const owner = await createOwner(testApp.database.db);
    const noisy = freshAddress();
    for (let i = 0; i < 20; i += 1) await failSignIn(owner, noisy, uniqueEmail("guess"));

    expectThrottled(await postLogin(testApp.app, { ...owner, remoteAddress: noisy }));
    const elsewhere = await postLogin(testApp.app, { ...owner, remoteAddress: freshAddress() });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("allows 19 failures from one address without refusing the 20th attempt", async () => {
    const owner = await createOwner(testApp.database.db);
    const address = freshAddress();
    for (let i = 0; i < 19; i += 1) await failSignIn(owner, address, uniqueEmail("guess"));
    const twentieth = await postLogin(testApp.app, { ...owner, remoteAddress: address });
    expect(twentieth.statusCode).toBe(200);
  });

  it("resets an email's count on a success: 4 failures, a success, then 4 more are still 401", async () => {
    const owner = await createOwner(testApp.database.db);
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) await failSignIn(owner, address);
    expect((await postLogin(testApp.app, { ...owner, remoteAddress: address })).statusCode).toBe(
      200,
    );

    for (let i = 0; i < 4; i += 1) await failSignIn(owner, address);
    expect((await postLogin(testApp.app, { ...owner, remoteAddress: address })).statusCode).toBe(
      200,
    );
  });

  it("counts again from zero after a success, so a 5th new failure locks the email", async () => {
    const owner = await createOwner(testApp.database.db);
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) await failSignIn(owner, address);
    expect((await postLogin(testApp.app, { ...owner, remoteAddress: address })).statusCode).toBe(
      200,
    );

    for (let i = 0; i < 5; i += 1) await failSignIn(owner, address);
    expectThrottled(await postLogin(testApp.app, { ...owner, remoteAddress: address }));
  });

  it("limits the admin login in the same way", async () => {
    const owner = await createOwner(testApp.database.db);
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) await failSignIn(owner, address);
    expectThrottled(
      await postLogin(testApp.app, { ...owner, url: "/api/admin/login", remoteAddress: address }),
    );
  });
});
