import {
  type CurrencyCode,
  currencyExponent,
  DEFAULT_CURRENCY,
  type MinorUnits,
  normalizeCurrency,
} from "../../../../domain/money";
import { type CheckNotes, describeValue } from "./read";
import { cleanText } from "./text";

/**
 * Reading shared by the two storefront mappers, Shopify and WooCommerce: option values of
 * any shape as short text, and decimal money worked out exactly before it is rounded once.
 */

/** The order's currency as the platform names it; anything else is noted and read as USD. */
export function readCurrency(value: unknown, notes: CheckNotes): CurrencyCode {
  const code = normalizeCurrency(value);
  if (code) return code;
  notes.add(`currency ${describeValue(value)} is not a currency code; amounts are shown as USD`);
  return DEFAULT_CURRENCY;
}

/** A name as notes show it: short, so that a note never outgrows the model's limit. */
export function shortName(text: string | undefined): string {
  return cleanText(text, 40) ?? "unnamed";
}

/**
 * How much of a structured option value is shown. Apps put lists and objects in option
 * values; a line of text on a ticket is what the kitchen can use, so a value is cut to a few
 * levels and a few entries rather than refused, and never walked deeper than this.
 */
export const VALUE_TEXT_LIMITS = { depth: 3, entries: 20, length: 200 } as const;

/**
 * A value as one short line: text as it is, lists joined with ", ", objects as "key: value"
 * pairs. Undefined when nothing readable is left (empty, or nested past the limits).
 */
export function valueText(value: unknown): string | undefined {
  const text = renderValue(value, 0).trim();
  return /[\p{L}\p{N}]/u.test(text) ? text : undefined;
}

function renderValue(value: unknown, depth: number): string {
  if (typeof value === "string") return value.trim().slice(0, VALUE_TEXT_LIMITS.length);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (value === null || typeof value !== "object") return "";
  if (depth >= VALUE_TEXT_LIMITS.depth) return "…";
  const parts: string[] = [];
  let length = 0;
  for (const [key, entry] of boundedEntries(value)) {
    const shown = renderValue(entry, depth + 1);
    if (!shown) continue;
    const part = key === undefined ? shown : `${key}: ${shown}`;
    parts.push(part);
    length += part.length + 2;
    if (length > VALUE_TEXT_LIMITS.length) {
      parts.push("…");
      break;
    }
  }
  return parts.join(", ");
}

/** At most `entries` [key, value] pairs (keys undefined for a list), plus "…" past that. */
function* boundedEntries(value: object): Generator<[string | undefined, unknown]> {
  let count = 0;
  const pairs = Array.isArray(value) ? listEntries(value) : ownEntries(value);
  for (const pair of pairs) {
    if (count === VALUE_TEXT_LIMITS.entries) {
      yield [undefined, "…"];
      return;
    }
    count += 1;
    yield pair;
  }
}

function* listEntries(value: unknown[]): Generator<[string | undefined, unknown]> {
  for (const entry of value) yield [undefined, entry];
}

/** An object's own entries, one at a time, so a huge object is not copied to be cut. */
function* ownEntries(value: object): Generator<[string | undefined, unknown]> {
  for (const key in value) {
    if (Object.hasOwn(value, key)) yield [key, (value as Record<string, unknown>)[key]];
  }
}

/** A decimal amount exactly: `units` / 10^`scale` ("18.0050" is 180050 / 10^4). */
export type ExactDecimal = { units: bigint; scale: number };

const DECIMAL = /^([+-]?)(\d{1,20})(?:\.(\d{1,20}))?$/;

/**
 * A decimal string, or a JSON number (WooCommerce line `price`), read exactly. Anything else
 * is noted and reads as undefined; absent values read as undefined without a note.
 */
export function readExactDecimal(
  value: unknown,
  where: string,
  notes: CheckNotes,
): ExactDecimal | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const text = typeof value === "number" ? numberText(value) : value;
  const match = typeof text === "string" ? DECIMAL.exec(text.trim()) : null;
  if (!match) {
    notes.add(`${where}: ${describeValue(value)} is not an amount`);
    return undefined;
  }
  const [, sign = "", whole = "", fraction = ""] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign === "-" ? -units : units, scale: fraction.length };
}

function numberText(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, "") : text;
}

export type RoundToMinorOptions = {
  currency: CurrencyCode;
  multiplyBy?: number;
  divideBy?: number;
};

/**
 * decimal × multiplyBy / divideBy in minor units of the currency, rounded once, half away
 * from zero (as money.ts rounds). Undefined when the result is past a safe integer.
 */
export function roundToMinor(
  decimal: ExactDecimal,
  { currency, multiplyBy = 1, divideBy = 1 }: RoundToMinorOptions,
): MinorUnits | undefined {
  if (!Number.isSafeInteger(multiplyBy) || !Number.isSafeInteger(divideBy) || divideBy < 1) {
    return undefined;
  }
  const numerator = decimal.units * BigInt(multiplyBy) * 10n ** BigInt(currencyExponent(currency));
  const denominator = 10n ** BigInt(decimal.scale) * BigInt(divideBy);
  const sign = numerator < 0n ? -1n : 1n;
  const size = numerator * sign;
  let quotient = size / denominator;
  if ((size % denominator) * 2n >= denominator) quotient += 1n;
  const result = Number(quotient * sign);
  return Number.isSafeInteger(result) ? result : undefined;
}

/** True when the decimal has more places than the currency's minor unit holds. */
export function isFinerThanMinor(decimal: ExactDecimal, currency: CurrencyCode): boolean {
  const extra = decimal.scale - currencyExponent(currency);
  return extra > 0 && decimal.units % 10n ** BigInt(extra) !== 0n;
}
