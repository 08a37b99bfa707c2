import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORGOT_PASSWORD_SENT,
  PASSWORD_CHANGED,
  RESET_LINK_INVALID,
} from "../../../domain/api/auth";
import { CLOSE_UNAUTHORIZED } from "../../../domain/realtime";
import { passwordResetTokens } from "../../db/schema/password-reset-tokens";
import { users } from "../../db/schema/users";
import type { MailMessage } from "../../lib/mailer";
import {
  createMailbox,
  createOwner,
  getWithSession,
  postLogin,
  resetLinkIn,
  signInToken,
  type TestAccount,
  uniqueEmail,
} from "../../test/auth-helpers";
import { connectJoined, listenOnRandomPort } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { FORGOT_PASSWORD_PER_ADDRESS } from "./auth.routes";

const PUBLIC_URL = "https://orders.example.com";

describe(`forgotten passwords (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let messages: MailMessage[];

  let nextAddress = 1;
  /** Each request comes from an address of its own, so the per-address limit never leaks. */
  const forgot = (email: string, remoteAddress = `10.40.0.${nextAddress++}`) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email },
      remoteAddress,
    });
  const reset = (token: string, password: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password },
    });
  const mailTo = (email: string) => messages.filter((message) => message.to === email);
  /** Asks for a link and returns the token the email carries. */
  const requestToken = async (account: TestAccount) => {
    expect((await forgot(account.email)).statusCode).toBe(200);
    await testApp.app.backgroundTasks.drain();
    const mail = mailTo(account.email).at(-1);
    if (!mail) throw new Error(`no email to ${account.email}`);
    return resetLinkIn(mail).token;
  };

  beforeAll(async () => {
    const mailbox = createMailbox();
    messages = mailbox.messages;
    testApp = await createTestApp({ config: { publicUrl: PUBLIC_URL }, mailer: mailbox.mailer });
  });
  afterAll(() => testApp.close());

  it("answers 200 with the same body for a known and an unknown email, mailing only the known", async () => {
    const owner = await createOwner(testApp.database.db);
    const sentBefore = messages.length;
    const known = await forgot(owner.email);
    const unknown = await forgot("nobody-at-all@example.com");
    await testApp.app.backgroundTasks.drain();

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
    expect(unknown.body).toBe(known.body);
    expect(messages.slice(sentBefore).map((message) => message.to)).toEqual([owner.email]);
  });

  it("mails a single /reset-password?token=… link built from PUBLIC_URL", async () => {
    const owner = await createOwner(testApp.database.db);
    await requestToken(owner);
    const [mail] = mailTo(owner.email);
    expect(mail?.subject).toMatch(/reset/i);
    const { link, token } = resetLinkIn(mail as MailMessage);
    expect(link).toBe(`${PUBLIC_URL}/reset-password?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(32);
  });

  it("changes the password with the link: the new one signs in, the old one no longer does", async () => {
    const owner = await createOwner(testApp.database.db);
    const token = await requestToken(owner);
    const response = await reset(token, "brand-new-secret");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_CHANGED });

    const withNew = await postLogin(testApp.app, {
      email: owner.email,
      password: "brand-new-secret",
    });
    expect(withNew.statusCode).toBe(200);
    const withOld = await postLogin(testApp.app, owner);
    expect(withOld.statusCode).toBe(401);
  });

  it("ends every session opened before the reset", async () => {
    const owner = await createOwner(testApp.database.db);
    const before = await signInToken(testApp.app, owner);
    await reset(await requestToken(owner), "brand-new-secret");
    expect((await getWithSession(testApp.app, "/api/auth/me", before)).statusCode).toBe(401);
    const after = await signInToken(testApp.app, {
      email: owner.email,
      password: "brand-new-secret",
    });
    expect((await getWithSession(testApp.app, "/api/auth/me", after)).statusCode).toBe(200);
  });

  it("closes the live feeds the account had open, at once", async () => {
    const port = await listenOnRandomPort(testApp.app);
    const owner = await createOwner(testApp.database.db);
    const socket = await connectJoined({ port, token: await signInToken(testApp.app, owner) });
    await reset(await requestToken(owner), "brand-new-secret");
    expect((await socket.closed).code).toBe(CLOSE_UNAUTHORIZED);
  });

  it("refuses the same link a second time with 400", async () => {
    const owner = await createOwner(testApp.database.db);
    const token = await requestToken(owner);
    expect((await reset(token, "first-new-secret")).statusCode).toBe(200);
    const again = await reset(token, "second-new-secret");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: RESET_LINK_INVALID });
    const stillFirst = await postLogin(testApp.app, {
      email: owner.email,
      password: "first-new-secret",
    });
    expect(stillFirst.statusCode).toBe(200);
  });

  it("stops the account's other outstanding links once one is used", async () => {
    const owner = await createOwner(testApp.database.db);
    const first = await requestToken(owner);
    const second = await requestToken(owner);
    expect((await reset(second, "brand-new-pass")).statusCode).toBe(200);
    const stale = await reset(first, "sneaky-other-pass");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(RESET_LINK_INVALID);
    expect(
      (await postLogin(testApp.app, { email: owner.email, password: "brand-new-pass" })).statusCode,
    ).toBe(200);
  });

  it("refuses a made-up token with 400, whatever its length", async () => {
    for (const token of ["x".repeat(43), "short"]) {
      const response = await reset(token, "brand-new-secret");
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(RESET_LINK_INVALID);
    }
  });

  it("refuses an expired link with 400 and leaves the password as it was", async () => {
    const owner = await createOwner(testApp.database.db);
    const token = await requestToken(owner);
    await testApp.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, owner.user.id));
    const response = await reset(token, "brand-new-secret");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: RESET_LINK_INVALID });
    expect((await postLogin(testApp.app, owner)).statusCode).toBe(200);
  });

  it("refuses a new password under 6 characters without using up the link", async () => {
    const owner = await createOwner(testApp.database.db);
    const token = await requestToken(owner);
    const short = await reset(token, "12345");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("Password must be at least 6 characters");
    expect((await reset(token, "long-enough-now")).statusCode).toBe(200);
  });

  it("sends at most 3 links per account per hour", async () => {
    const owner = await createOwner(testApp.database.db);
    // All at once: the limit must hold when the requests race each other.
    const answers = await Promise.all(Array.from({ length: 6 }, () => forgot(owner.email)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    await testApp.app.backgroundTasks.drain();
    expect(mailTo(owner.email)).toHaveLength(3);
  });

  it(`answers 429 past ${FORGOT_PASSWORD_PER_ADDRESS} requests from one address in 15 minutes, whatever the emails`, async () => {
    const address = "10.41.0.1";
    for (let i = 0; i < FORGOT_PASSWORD_PER_ADDRESS; i += 1) {
      expect((await forgot(uniqueEmail("forgot"), address)).statusCode).toBe(200);
    }
    const past = await forgot(uniqueEmail("forgot"), address);
    expect(past.statusCode).toBe(429);
    expect(Number(past.headers["retry-after"])).toBeGreaterThan(0);
    expect((await forgot(uniqueEmail("forgot"), "10.41.0.2")).statusCode).toBe(200);
  });

  it("sends nothing for a deactivated account", async () => {
    const owner = await createOwner(testApp.database.db);
    await testApp.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, owner.user.id));
    expect((await forgot(owner.email)).statusCode).toBe(200);
    await testApp.app.backgroundTasks.drain();
    expect(mailTo(owner.email)).toEqual([]);
  });

  it("refuses a malformed email with 400", async () => {
    const response = await forgot("not an email");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Please enter a valid email address");
  });
});

describe(`forgotten passwords without PUBLIC_URL (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let messages: MailMessage[];

  beforeAll(async () => {
    const mailbox = createMailbox();
    messages = mailbox.messages;
    testApp = await createTestApp({ mailer: mailbox.mailer });
  });
  afterAll(() => testApp.close());

  it("builds the link from OrderDock's own address, never from the request's Host", async () => {
    const owner = await createOwner(testApp.database.db);
    await testApp.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: owner.email },
      headers: { host: "attacker.example" },
    });
    await testApp.app.backgroundTasks.drain();
    expect(messages).toHaveLength(1);
    // The test app listens nowhere: its own address is HOST with the configured port.
    expect(resetLinkIn(messages[0] as MailMessage).link).toMatch(
      /^http:\/\/127\.0\.0\.1:0\/reset-password\?token=[\w-]+$/,
    );
  });
});
