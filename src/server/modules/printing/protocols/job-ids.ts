import { isUuid } from "../../../../domain/ids";

/**
 * A job's id as a printer carries it: 22 characters of base64url, since Epson allows at most
 * 30 characters of `A-Z a-z 0-9 _ . -` and a UUID has 36. Star takes the same token.
 */
export function jobToken(id: string): string {
  return Buffer.from(id.replaceAll("-", ""), "hex").toString("base64url");
}

/** The job id a token names, or null when it names none. */
export function jobIdOf(token: string | undefined): string | null {
  if (!token || !/^[A-Za-z0-9_-]{22}$/.test(token)) return null;
  const hex = Buffer.from(token, "base64url").toString("hex");
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return isUuid(id) ? id : null;
}
