import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMAIL_MESSAGE,
  EMAIL_NOT_VERIFIED,
  OWNER_NAME_MESSAGE,
  PASSWORD_MESSAGE,
  RESTAURANT_NAME_MESSAGE,
  SIGN_UP_DISABLED,
  SIGN_UP_SENT,
  VERIFICATION_SENT,
  VERIFY_LINK_INVALID,
} from "../../../domain/api/auth";
import { TRIAL_DAYS } from "../../../domain/api/settings";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import type { MailMessage } from "../../lib/mailer";
import { CROSS_ORIGIN_MESSAGE } from "../../plugins/same-origin";
import { createSignedInAdmin } from "../../test/admin-helpers";
import {
  createMailbox,
  createOwner,
  getWithSession,
  postLogin,
  resetLinkIn,
  sessionCookieOf,
  uniqueEmail,
} from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { verifyEmail } from "./email-verification.service";

const PUBLIC_URL = "https://orders.example.com";
const DAY_MS = 24 * 3600_000;

/** The confirmation link's token in an email, and the link itself. */
function verifyLinkIn(message: MailMessage): { link: string; token: string } {
  const match = /(\S+\/verify-email\?token=([^\s]+))/.exec(message.text);
  if (!match?.[1] || !match[2]) throw new Error(`no confirmation link in:\n${message.text}`);
  return { link: match[1], token: decodeURIComponent(match[2]) };
}

let nextAddress = 1;
/** Each test signs up from an address of its own, so the per-address limit never leaks. */
const freshAddress = () => `10.20.0.${nextAddress++}`;

describe(`self sign-up (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let messages: MailMessage[];

  const signUp = (payload: Record<string, unknown>, extra: { remoteAddress?: string } = {}) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload,
      remoteAddress: extra.remoteAddress ?? freshAddress(),
    });
  const verify = (token: string) =>
    testApp.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
  const resend = (email: string, remoteAddress = freshAddress()) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/resend-verification",
      payload: { email },
      remoteAddress,
    });
  const mailTo = (email: string) => messages.filter((message) => message.to === email);
  const input = (overrides: Record<string, unknown> = {}) => ({
    restaurantName: "Luigi's Trattoria",
    name: "Luigi Rossi",
    email: uniqueEmail("signup"),
    password: "pasta-fresca",
    ...overrides,
  });
  /** Signs up, waits for the email, and returns its token. */
  const signUpAndMail = async (body = input()) => {
    const response = await signUp(body);
    expect(response.statusCode).toBe(200);
    await testApp.app.backgroundTasks.drain();
    const mail = mailTo(body.email).at(-1);
    if (!mail) throw new Error(`no email to ${body.email}`);
    return { body, mail, token: verifyLinkIn(mail).token };
  };
  const userRow = async (email: string) => {
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    return row;
  };

  beforeAll(async () => {
    const mailbox = createMailbox();
    messages = mailbox.messages;
    testApp = await createTestApp({ config: { publicUrl: PUBLIC_URL }, mailer: mailbox.mailer });
  });
  afterAll(() => testApp.close());

  it("creates a standard restaurant on a 14-day trial and its unconfirmed owner", async () => {
    const before = Date.now();
    const body = input();
    const response = await signUp(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SIGN_UP_SENT, email: body.email });
    expect(sessionCookieOf(response)).toBeUndefined();
    await testApp.app.backgroundTasks.drain();

    const owner = await userRow(body.email);
    expect(owner).toMatchObject({ role: "shop_owner", name: "Luigi Rossi", isActive: true });
    expect(owner?.emailVerifiedAt).toBeNull();
    const [restaurant] = await testApp.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.accountId, owner?.accountId ?? ""));
    expect(restaurant).toMatchObject({ name: "Luigi's Trattoria", kind: "standard" });
    const trialMs = (restaurant?.trialEndsAt?.getTime() ?? 0) - before;
    expect(trialMs).toBeGreaterThanOrEqual(TRIAL_DAYS * DAY_MS);
    expect(trialMs).toBeLessThan(TRIAL_DAYS * DAY_MS + 60_000);
  });

  it("mails a /verify-email?token=… link built from PUBLIC_URL, whatever Host the request named", async () => {
    const body = input();
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: body,
      remoteAddress: freshAddress(),
      headers: { host: "attacker.example" },
    });
    expect(response.statusCode).toBe(200);
    await testApp.app.backgroundTasks.drain();
    const [mail] = mailTo(body.email);
    expect(mail?.subject).toBe("Confirm your email to start your OrderDock trial");
    expect(mail?.text).toContain("Luigi's Trattoria");
    const { link, token } = verifyLinkIn(mail as MailMessage);
    expect(link).toBe(`${PUBLIC_URL}/verify-email?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(32);
  });

  it("refuses sign-in until the address is confirmed, saying so only after the right password", async () => {
    const { body } = await signUpAndMail();
    const refused = await postLogin(testApp.app, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: EMAIL_NOT_VERIFIED,
      code: "EMAIL_NOT_VERIFIED",
    });
    expect(sessionCookieOf(refused)).toBeUndefined();

    const wrong = await postLogin(testApp.app, { email: body.email, password: "not-the-one" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: "Invalid email or password" });
  });

  it("confirms with the link: signs the owner in to the new restaurant and marks the address", async () => {
    const { body, token } = await signUpAndMail();
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: body.email,
      name: "Luigi Rossi",
      role: "shop_owner",
      restaurant: { name: "Luigi's Trattoria" },
    });
    const cookie = sessionCookieOf(response);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");

    const me = await getWithSession(testApp.app, "/api/auth/me", cookie?.value);
    expect(me.statusCode).toBe(200);
    expect(me.json().restaurant.name).toBe("Luigi's Trattoria");
    const settings = await getWithSession(testApp.app, "/api/settings", cookie?.value);
    expect(Date.parse(settings.json().trialEndsAt)).toBeGreaterThan(Date.now());
    expect((await userRow(body.email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await postLogin(testApp.app, body)).statusCode).toBe(200);
  });

  it("takes each link once", async () => {
    const { token } = await signUpAndMail();
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: VERIFY_LINK_INVALID });
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it("refuses a link after 48 hours, and a made-up one", async () => {
    const { token } = await signUpAndMail();
    const later = new Date(Date.now() + 48 * 3600_000 + 60_000);
    await expect(verifyEmail({ db: testApp.database.db, token, now: later })).rejects.toMatchObject(
      { statusCode: 400, message: VERIFY_LINK_INVALID },
    );
    expect((await verify("x".repeat(43))).json()).toMatchObject({ message: VERIFY_LINK_INVALID });
    expect((await verify("short")).statusCode).toBe(400);
    // Still good within its time.
    expect((await verify(token)).statusCode).toBe(200);
  });

  it("sends a new link on request, the same answer for any address, at most three an hour", async () => {
    const { body, token: first } = await signUpAndMail();
    const confirmed = await createOwner(testApp.database.db);
    const answers = [
      await resend(body.email),
      await resend("nobody-here@example.com"),
      await resend(confirmed.email),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: VERIFICATION_SENT });
    }
    await testApp.app.backgroundTasks.drain();
    expect(mailTo(confirmed.email)).toHaveLength(0);
    expect(mailTo(body.email)).toHaveLength(2);
    const second = verifyLinkIn(mailTo(body.email)[1] as MailMessage).token;
    expect(second).not.toBe(first);

    // The sign-up's link and the resend make two; one more, then nothing.
    await resend(body.email);
    await resend(body.email);
    await testApp.app.backgroundTasks.drain();
    expect(mailTo(body.email)).toHaveLength(3);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it("answers a sign-up with a confirmed account's address the same, and tells that account by email", async () => {
    const existing = await createOwner(testApp.database.db, { restaurantName: "Golden Fork" });
    const restaurantCount = await testApp.database.db.$count(restaurants);
    const response = await signUp(input({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SIGN_UP_SENT, email: existing.email });
    await testApp.app.backgroundTasks.drain();

    expect(await testApp.database.db.$count(restaurants)).toBe(restaurantCount);
    const [mail] = mailTo(existing.email);
    expect(mail?.subject).toBe("You already have an OrderDock account");
    expect(mail?.text).toContain(`${PUBLIC_URL}/login`);
    expect(resetLinkIn(mail as MailMessage).link).toMatch(`${PUBLIC_URL}/reset-password?token=`);
    // Nothing about the account changed: its password still signs in.
    expect((await postLogin(testApp.app, existing)).statusCode).toBe(200);
  });

  it("replaces a sign-up still waiting for confirmation: new details, new link, old link dead", async () => {
    const first = await signUpAndMail();
    const second = await signUpAndMail(
      input({
        email: first.body.email,
        restaurantName: "Rossi's Pizzeria",
        password: "new-password",
      }),
    );
    expect((await verify(first.token)).statusCode).toBe(400);
    const response = await verify(second.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.restaurant.name).toBe("Rossi's Pizzeria");
    expect((await postLogin(testApp.app, first.body)).statusCode).toBe(401);
    expect(
      (await postLogin(testApp.app, { email: first.body.email, password: "new-password" }))
        .statusCode,
    ).toBe(200);
  });

  it("confirms the address when a reset link is used instead", async () => {
    const { body } = await signUpAndMail();
    await testApp.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: body.email },
    });
    await testApp.app.backgroundTasks.drain();
    const reset = mailTo(body.email).find((mail) => mail.subject.includes("Reset"));
    const { token } = resetLinkIn(reset as MailMessage);
    await testApp.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "chosen-later" },
    });
    const login = await postLogin(testApp.app, { email: body.email, password: "chosen-later" });
    expect(login.statusCode).toBe(200);
  });

  it("names every problem of the form with the shared messages, and creates nothing", async () => {
    const response = await signUp({
      restaurantName: "  ",
      name: "",
      email: "nope",
      password: "12",
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json().issues as Array<{ path: string; message: string }>;
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      restaurantName: RESTAURANT_NAME_MESSAGE,
      name: OWNER_NAME_MESSAGE,
      email: EMAIL_MESSAGE,
      password: PASSWORD_MESSAGE,
    });
    expect((await signUp({})).statusCode).toBe(400);
  });

  it("lets one address sign up ten times an hour", async () => {
    const remoteAddress = "10.30.0.1";
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signUp(input(), { remoteAddress })).statusCode).toBe(200);
    }
    const refused = await signUp(input(), { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signUp(input(), { remoteAddress: "10.30.0.2" })).statusCode).toBe(200);
    await testApp.app.backgroundTasks.drain();
  });

  it("refuses a sign-up or a confirmation sent from another site", async () => {
    const body = input();
    const crossSite = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: body,
      remoteAddress: freshAddress(),
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ message: CROSS_ORIGIN_MESSAGE });
    const confirm = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/verify-email",
      payload: { token: "y".repeat(43) },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(confirm.statusCode).toBe(403);
    await testApp.app.backgroundTasks.drain();
    expect(await userRow(body.email)).toBeUndefined();
  });

  it("lists a signed-up owner in the admin panel with the restaurant", async () => {
    const { body } = await signUpAndMail();
    const { api } = await createSignedInAdmin(testApp.app, testApp.database.db);
    const listed = await api.listOwners(`?search=${encodeURIComponent(body.email)}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        email: body.email,
        name: "Luigi Rossi",
        restaurantName: "Luigi's Trattoria",
        active: true,
      }),
    ]);
  });
});

describe(`self sign-up turned off (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { signupEnabled: false } });
  });
  afterAll(() => testApp.close());

  it("answers 403 with a message and creates nothing", async () => {
    const email = uniqueEmail("closed");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { restaurantName: "Closed Cafe", name: "Ann", email, password: "secret-1" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: SIGN_UP_DISABLED, code: "SIGN_UP_DISABLED" });
    await testApp.app.backgroundTasks.drain();
    const rows = await testApp.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });
});
