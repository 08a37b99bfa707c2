import type { Cents } from "../../../../domain/money";
import { PayloadError } from "./types";

/**
 * Shopify and WooCommerce send money as decimal strings ("10.00"; platforms.md §0, §4, §5).
 * They are converted to integer cents from the digits themselves, never through a float, so
 * "10.10" is 1010 and "0.1" is 10 exactly.
 *
 * Accepted: digits, optionally "." and one or more digits ("12", "12.5", "12.50", "12.500").
 * Refused, each with its reason:
 * - anything else ("abc", "", "1e3", "1,000.00", ".5", "5.", "$5"): not a decimal amount;
 * - a minus sign: every amount the order model stores is non-negative (domain/order.ts);
 * - digits below the cent that are not zero ("1.234"): OrderDock is USD-only (spec §9), so a
 *   third decimal means another currency or a mis-set store, and rounding would hide it;
 * - more than Number.MAX_SAFE_INTEGER cents.
 * Surrounding whitespace is ignored.
 */
export type DecimalCentsResult = { ok: true; cents: Cents } | { ok: false; reason: string };

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

export function parseDecimalCents(text: string): DecimalCentsResult {
  const trimmed = text.trim();
  const shown = JSON.stringify(text);
  if (/^-\d/.test(trimmed)) return { ok: false, reason: `${shown} is negative` };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { ok: false, reason: `${shown} is not a decimal amount` };
  const [, whole = "", fraction = ""] = match;
  if (/[1-9]/.test(fraction.slice(2))) {
    return { ok: false, reason: `${shown} has fractions of a cent` };
  }
  const cents = Number(`${whole}${fraction.slice(0, 2).padEnd(2, "0")}`);
  if (!Number.isSafeInteger(cents)) return { ok: false, reason: `${shown} is too large` };
  return { ok: true, cents };
}

/** `parseDecimalCents` for callers outside a zod schema: throws PayloadError with the reason. */
export function decimalTextToCents(text: string): Cents {
  const result = parseDecimalCents(text);
  if (!result.ok) throw new PayloadError(result.reason);
  return result.cents;
}
