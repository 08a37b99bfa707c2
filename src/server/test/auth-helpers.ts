import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Database } from "../db/database";
import type { Mailer, MailMessage } from "../lib/mailer";
import { createAccount } from "../modules/auth/accounts.service";
import type { NewAccountUser } from "../modules/auth/users.repository";
import { SESSION_COOKIE } from "../plugins/session-cookie";

/** Accounts, sign-ins and a mailbox for the auth tests. */
export type TestAccount = { user: NewAccountUser; email: string; password: string };

/** An address no other test uses, so per-email counters never leak between tests. */
export function uniqueEmail(label = "owner"): string {
  return `${label}-${randomBytes(4).toString("hex")}@example.com`;
}

export async function createOwner(
  db: Database,
  {
    email = uniqueEmail(),
    password = "correct-horse-1",
    restaurantName = "Golden Fork Bistro",
  } = {},
): Promise<TestAccount> {
  const user = await createAccount({
    db,
    email,
    password,
    name: "Sam Morgan",
    role: "shop_owner",
    restaurantName,
  });
  return { user, email, password };
}

export async function createAdmin(
  db: Database,
  { email = uniqueEmail("admin"), password = "admin-pass-1" } = {},
): Promise<TestAccount> {
  const user = await createAccount({ db, email, password, name: "Alex Rivera", role: "admin" });
  return { user, email, password };
}

export type SignInRequest = {
  email: string;
  password: string;
  url?: "/api/auth/login" | "/api/admin/login";
  remoteAddress?: string;
  headers?: Record<string, string>;
};

export function postLogin(
  app: FastifyInstance,
  { email, password, url = "/api/auth/login", remoteAddress, headers }: SignInRequest,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url, payload: { email, password }, remoteAddress, headers });
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Signs in (owner portal unless `url` says otherwise) and returns the session token. */
export async function signInToken(app: FastifyInstance, request: SignInRequest): Promise<string> {
  const response = await postLogin(app, request);
  const token = sessionCookieOf(response)?.value;
  if (response.statusCode !== 200 || !token) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}

export function getWithSession(
  app: FastifyInstance,
  url: string,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "GET", url, cookies: token ? { [SESSION_COOKIE]: token } : {} });
}

export function postWithSession(
  app: FastifyInstance,
  url: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url, cookies: { [SESSION_COOKIE]: token }, headers });
}

/** A mailer that keeps what it is asked to send. */
export function createMailbox(): { mailer: Mailer; messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return {
    messages,
    mailer: {
      send: async (message) => {
        messages.push(message);
      },
    },
  };
}

/** The reset link's token in an email, and the link itself. */
export function resetLinkIn(message: MailMessage): { link: string; token: string } {
  const match = /(\S+\/reset-password\?token=([^\s]+))/.exec(message.text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in:\n${message.text}`);
  return { link: match[1], token: decodeURIComponent(match[2]) };
}
