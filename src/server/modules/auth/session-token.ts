import { webcrypto } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { USER_ROLES, type UserRole } from "../../../domain/api/auth";

/**
 * The session cookie carries a signed token (HS256) naming the session row, the user, their
 * role, and the user's session version (the location worked at is the browser's choice,
 * read on each request). The signature lets the server reject
 * a forged cookie without a query; the row decides whether it still counts.
 */
export type SessionClaims = {
  sessionId: string;
  userId: string;
  role: UserRole;
  version: number;
};

const ISSUER = "orderdock";

// Importing the HMAC key costs more than the verification itself, and every authenticated
// request and socket verifies a token: import it once per secret.
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

function keyFor(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, key);
  }
  return key;
}

export async function signSessionToken(
  claims: SessionClaims,
  { secret, expiresAt }: { secret: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.version })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await keyFor(secret));
}

/** The claims of a genuine, unexpired token; null for anything else. */
export async function verifySessionToken(
  token: string,
  secret: string,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      issuer: ISSUER,
      algorithms: ["HS256"],
    });
    const { sub, jti, role, ver, typ } = payload;
    if (typ !== undefined) return null;
    if (typeof sub !== "string" || typeof jti !== "string" || typeof ver !== "number") return null;
    if (!isUserRole(role)) return null;
    return {
      sessionId: jti,
      userId: sub,
      role,
      version: ver,
    };
  } catch {
    return null;
  }
}

/**
 * A paired kitchen device's cookie names the device and its restaurant; the device's row
 * decides whether it still counts. An operator token names a person identified by PIN on one
 * device, for a short while. Each kind says what it is (`typ`), so one is never read as another.
 */
export type DeviceClaims = { deviceId: string; restaurantId: string };
export type VerifiedDeviceClaims = DeviceClaims & { expiresAt: Date };
export type OperatorClaims = { userId: string; deviceId: string; pinVersion: string };

export async function signDeviceToken(
  claims: DeviceClaims,
  { secret, expiresAt }: { secret: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ typ: "device", rid: claims.restaurantId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.deviceId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await keyFor(secret));
}

/** Checked against the app's clock, like the renewal it decides. */
export async function verifyDeviceToken(
  token: string,
  secret: string,
  now: Date,
): Promise<VerifiedDeviceClaims | null> {
  const payload = await verifiedPayload(token, secret, now);
  if (payload?.typ !== "device") return null;
  const { sub, rid, exp } = payload;
  if (typeof sub !== "string" || typeof rid !== "string" || typeof exp !== "number") return null;
  return { deviceId: sub, restaurantId: rid, expiresAt: new Date(exp * 1000) };
}

export async function signOperatorToken(
  claims: OperatorClaims,
  { secret, expiresAt }: { secret: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ typ: "operator", dev: claims.deviceId, pv: claims.pinVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await keyFor(secret));
}

/** Checked against the app's clock: a person's minutes on a device are the app's minutes. */
export async function verifyOperatorToken(
  token: string,
  secret: string,
  now: Date,
): Promise<OperatorClaims | null> {
  const payload = await verifiedPayload(token, secret, now);
  if (payload?.typ !== "operator") return null;
  const { sub, dev, pv } = payload;
  if (typeof sub !== "string" || typeof dev !== "string" || typeof pv !== "string") return null;
  return { userId: sub, deviceId: dev, pinVersion: pv };
}

async function verifiedPayload(
  token: string,
  secret: string,
  now?: Date,
): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      issuer: ISSUER,
      algorithms: ["HS256"],
      ...(now && { currentDate: now }),
    });
    return payload;
  } catch {
    return null;
  }
}

function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}
