import { randomBytes } from "node:crypto";
import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { signValue, verifyValue } from "../../lib/signed-token";

/**
 * A browser that signed in to an account before is a known device for it: its sign-in
 * attempts are counted apart from everybody else's, so a stranger's wrong guesses never keep
 * the owner out of a tablet or phone already used
 * (docs/decisions/139-sign-in-limits-a-stranger-cannot-use.md). The cookie names a random
 * device id and the accounts that signed in on it, signed with the session secret; it signs
 * nobody in and holds no password.
 */
export const DEVICE_COOKIE = "od_device";
const DEVICE_LIFETIME_MS = 365 * 24 * 3600_000;
/** Accounts one browser remembers; a shared tablet seldom sees more. */
const MAX_ACCOUNTS_PER_DEVICE = 10;
const PURPOSE = "known-device";

export type KnownDevice = { deviceId: string; userIds: string[] };

type DeviceClaims = { purpose: string; device: string; users: string[] };

/** The device the request's cookie names, or null (none, forged, expired or another kind). */
export async function readKnownDevice(
  request: FastifyRequest,
  secret: string,
): Promise<KnownDevice | null> {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token) return null;
  const claims = await verifyValue<DeviceClaims>(secret, token);
  if (claims?.purpose !== PURPOSE || typeof claims.device !== "string") return null;
  const users = Array.isArray(claims.users)
    ? claims.users.filter((user): user is string => typeof user === "string")
    : [];
  return { deviceId: claims.device, userIds: users };
}

/** The device id this device has for the account, when it signed in to it before. */
export function deviceIdFor(device: KnownDevice | null, userId: string | undefined) {
  return device && userId && device.userIds.includes(userId) ? device.deviceId : null;
}

/** After a successful sign-in: the browser is a known device for the account from now on. */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  { secret, userId, device }: { secret: string; userId: string; device: KnownDevice | null },
): Promise<void> {
  const deviceId = device?.deviceId ?? randomBytes(16).toString("base64url");
  const others = (device?.userIds ?? []).filter((id) => id !== userId);
  const users = [userId, ...others].slice(0, MAX_ACCOUNTS_PER_DEVICE);
  const claims: DeviceClaims = { purpose: PURPOSE, device: deviceId, users };
  const token = await signValue(secret, claims, DEVICE_LIFETIME_MS);
  reply.setCookie(DEVICE_COOKIE, token, {
    // Read only where people sign in.
    path: "/api",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires: new Date(Date.now() + DEVICE_LIFETIME_MS),
  });
}
