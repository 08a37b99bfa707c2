import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/api/auth";
import { createOwner, postLogin, type TestAccount, uniqueEmail } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { DEVICE_COOKIE } from "./known-device";
import { recordLoginFailure } from "./login-failures.repository";

// Brute-force limits (login-throttle.ts): within 15 minutes, 5 failures for an email from one
// address or 20 from one address, 100 for an account from new browsers over all addresses,
// and 5 for a known device, counted apart.
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

  /** Signs in from the address and returns the browser's known-device cookie. */
  const signInCookies = async (account: TestAccount, remoteAddress: string) => {
    const response = await postLogin(testApp.app, { ...account, remoteAddress });
    expect(response.statusCode).toBe(200);
    const device = response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device?.httpOnly).toBe(true);
    return `${DEVICE_COOKIE}=${device?.value ?? ""}`;
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

  it("leaves the owner signing in from another address after a stranger's 5 failures", async () => {
    const owner = await createOwner(testApp.database.db);
    const stranger = freshAddress();
    for (let i = 0; i < 5; i += 1) await failSignIn(owner, stranger);
    expectThrottled(await postLogin(testApp.app, { ...owner, remoteAddress: stranger }));

    const elsewhere = await postLogin(testApp.app, { ...owner, remoteAddress: freshAddress() });
    expect(elsewhere.statusCode).toBe(200);
    // The owner's success gives the stranger no fresh guesses.
    expectThrottled(await postLogin(testApp.app, { ...owner, remoteAddress: stranger }));
  });

  it("refuses new browsers once an account has 100 failures from many addresses, and still lets a known device in", async () => {
    const owner = await createOwner(testApp.database.db);
    const known = await signInCookies(owner, freshAddress());
    // A guessing network: 20 addresses, 5 guesses each; the first 19 written as the sign-in
    // writes them (each guess through the API costs a password check), the last one signs in.
    const now = new Date();
    for (let network = 0; network < 19; network += 1) {
      const ipAddress = freshAddress();
      for (let i = 0; i < 5; i += 1) {
        await recordLoginFailure(testApp.database.db, {
          email: owner.email,
          ipAddress,
          deviceId: null,
          at: now,
        });
      }
    }
    const last = freshAddress();
    for (let i = 0; i < 5; i += 1) await failSignIn(owner, last);
    expectThrottled(await postLogin(testApp.app, { ...owner, remoteAddress: freshAddress() }));

    const fromKnownDevice = await postLogin(testApp.app, {
      ...owner,
      remoteAddress: freshAddress(),
      headers: { cookie: known },
    });
    expect(fromKnownDevice.statusCode).toBe(200);
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

  it("lets the owner in from a device used before, even at the stranger's own address after the stranger is refused", async () => {
    const owner = await createOwner(testApp.database.db);
    const shared = freshAddress();
    const known = await signInCookies(owner, shared);
    for (let i = 0; i < 5; i += 1) await failSignIn(owner, shared);
    for (let i = 0; i < 15; i += 1) await failSignIn(owner, shared, uniqueEmail("guess"));
    expectThrottled(await postLogin(testApp.app, { ...owner, remoteAddress: shared }));

    const owners = await postLogin(testApp.app, {
      ...owner,
      remoteAddress: shared,
      headers: { cookie: known },
    });
    expect(owners.statusCode).toBe(200);
  });

  it("counts a known device's own failures: 5 wrong passwords from it, then it waits too", async () => {
    const owner = await createOwner(testApp.database.db);
    const address = freshAddress();
    const known = await signInCookies(owner, address);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await postLogin(testApp.app, {
        email: owner.email,
        password: "wrong-password",
        remoteAddress: address,
        headers: { cookie: known },
      });
      expect(wrong.statusCode).toBe(401);
    }
    expectThrottled(
      await postLogin(testApp.app, {
        ...owner,
        remoteAddress: address,
        headers: { cookie: known },
      }),
    );
    // Its failures are its own: the same address without the device is not held by them.
    expect((await postLogin(testApp.app, { ...owner, remoteAddress: address })).statusCode).toBe(
      200,
    );
  });

  it("treats a device known to another account, or a forged cookie, as a new browser", async () => {
    const owner = await createOwner(testApp.database.db);
    const other = await createOwner(testApp.database.db);
    const othersDevice = await signInCookies(other, freshAddress());
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) await failSignIn(owner, address);
    for (const cookie of [othersDevice, "od_device=eyJhbGciOiJIUzI1NiJ9.e30.forged"]) {
      expectThrottled(
        await postLogin(testApp.app, { ...owner, remoteAddress: address, headers: { cookie } }),
      );
    }
  });
});
