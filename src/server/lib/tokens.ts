import { createHash, randomBytes } from "node:crypto";

/** An unguessable token for links sent by email: 32 random bytes, URL-safe. */
export function createToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** What is stored instead of a token, so a database leak reveals no usable link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
