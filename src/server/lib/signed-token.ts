import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A small signed, expiring value: base64url(JSON) + "." + base64url(HMAC-SHA256). For
 * OAuth `state` and the Uber sandbox's codes and tokens, where a database row would add
 * nothing but a lookup.
 */
export function signValue(secret: string, value: Record<string, unknown>, ttlMs: number): string {
  const body = Buffer.from(JSON.stringify({ ...value, exp: Date.now() + ttlMs })).toString(
    "base64url",
  );
  return `${body}.${mac(secret, body)}`;
}

/** The value, or null when the signature is wrong or the value has expired. */
export function verifyValue<T extends Record<string, unknown>>(
  secret: string,
  token: string,
): T | null {
  const [body, signature] = token.split(".");
  if (!body || !signature || !safeEqual(signature, mac(secret, body))) return null;
  try {
    const value = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T & {
      exp?: unknown;
    };
    return typeof value.exp === "number" && value.exp > Date.now() ? value : null;
  } catch {
    return null;
  }
}

function mac(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}

/** Constant-time comparison of two strings (never leak where they differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
