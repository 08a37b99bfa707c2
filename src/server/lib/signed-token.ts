import { jwtVerify, SignJWT } from "jose";

/**
 * A small signed, expiring value: a JWT signed with HS256 by jose. For OAuth `state` and the
 * Uber sandbox's codes and tokens, where a database row would add nothing but a lookup.
 */
const encoder = new TextEncoder();

export function signValue(
  secret: string,
  value: Record<string, unknown>,
  ttlMs: number,
): Promise<string> {
  return new SignJWT(value)
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime(new Date(Date.now() + ttlMs))
    .sign(encoder.encode(secret));
}

/** The value, or null when the signature is wrong, the value has expired or it is no JWT. */
export async function verifyValue<T extends Record<string, unknown>>(
  secret: string,
  token: string,
): Promise<T | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp"],
    });
    return payload as unknown as T;
  } catch {
    return null;
  }
}
