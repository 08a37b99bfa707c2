import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Secrets (API keys, OAuth tokens, webhook secrets) are stored as one AES-256-GCM
 * ciphertext under SECRETS_KEY: "v1:" + base64(iv | tag | ciphertext). GCM authenticates as
 * well as hides, so a tampered value fails to open instead of reading as garbage.
 */
export type SecretsBox = {
  seal(secrets: Record<string, string>): string;
  open(sealed: string | null): Record<string, string>;
};

const VERSION = "v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretsBox(key: Buffer): SecretsBox {
  if (key.length !== 32) throw new Error("SECRETS_KEY must be 32 bytes");
  return {
    seal(secrets) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(secrets), "utf8"), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
    },
    open(sealed) {
      if (!sealed) return {};
      if (!sealed.startsWith(VERSION)) throw new Error("unknown secrets format");
      const raw = Buffer.from(sealed.slice(VERSION.length), "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
      return JSON.parse(text) as Record<string, string>;
    },
  };
}
