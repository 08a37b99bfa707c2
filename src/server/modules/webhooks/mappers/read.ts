import { type CurrencyCode, type MinorUnits, parseDecimalMinor } from "../../../../domain/money";

/**
 * Reading a platform payload field by field (decision 092). Nothing here throws: a field of
 * an unexpected type reads as absent, and what matters to the order (a price, a quantity)
 * leaves a note saying what could not be read, so the order is stored and staff are asked
 * to check it on the platform rather than the whole order being refused.
 */
export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The objects of an array, skipping anything else. */
export function objectsOf(value: unknown): JsonObject[] {
  return asArray(value).flatMap((element) => {
    const object = asObject(element);
    return object ? [object] : [];
  });
}

/** A string as given (untrimmed), or undefined for any other type. */
export function asString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Text for a label: strings as they are, numbers and booleans written out. */
export function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  return undefined;
}

/** An identifier: a non-empty string, or a whole number written out. */
export function asId(value: unknown): string | undefined {
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value === "bigint") return value.toString();
  return undefined;
}

export function asBoolean(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

/** A finite number, also from numeric text ("12.5"); undefined otherwise. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

const NOTE_LENGTH = 500;

/** What OrderDock could not read of one order, said once each, for staff to check. */
export class CheckNotes {
  static readonly LIMIT = 20;
  readonly #notes: string[] = [];

  add(text: string): void {
    // A note names a field by its path; a deeply nested one is cut to what the model keeps.
    const note = text.length > NOTE_LENGTH ? `${text.slice(0, NOTE_LENGTH - 1)}…` : text;
    if (this.#notes.includes(note)) return;
    if (this.#notes.length < CheckNotes.LIMIT) this.#notes.push(note);
    else if (this.#notes.length === CheckNotes.LIMIT) this.#notes.push("…and more");
  }

  list(): string[] {
    return [...this.#notes];
  }
}

/**
 * An amount a platform sends in integer minor units (Uber Eats, DoorDash, Grubhub). A
 * fraction is rounded once and noted; anything else is noted and reads as undefined.
 */
export function readMinor(
  value: unknown,
  where: string,
  notes: CheckNotes,
): MinorUnits | undefined {
  if (value === undefined || value === null) return undefined;
  const amount = asNumber(value);
  if (amount === undefined) {
    notes.add(`${where}: ${describeValue(value)} is not an amount`);
    return undefined;
  }
  if (!Number.isSafeInteger(amount)) {
    if (Math.abs(amount) > Number.MAX_SAFE_INTEGER) {
      notes.add(`${where}: ${amount} is too large`);
      return undefined;
    }
    notes.add(`${where}: ${amount} was rounded to a whole minor unit`);
    return Math.round(amount);
  }
  return amount;
}

export type DecimalAmount = { minor: MinorUnits; isRounded: boolean };

/**
 * An amount a platform sends in major units: a decimal string ("10.00", "18.0000") or, as
 * WooCommerce does for line prices, a JSON number. More decimals than the currency has are
 * rounded once (money.ts); the caller keeps the platform's own total beside the rounded parts.
 */
export function readDecimal(
  value: unknown,
  currency: CurrencyCode,
  where: string,
  notes: CheckNotes,
): DecimalAmount | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const text = typeof value === "number" && Number.isFinite(value) ? numberText(value) : value;
  if (typeof text !== "string") {
    notes.add(`${where}: ${describeValue(value)} is not an amount`);
    return undefined;
  }
  const parsed = parseDecimalMinor(text, currency);
  if (!parsed.ok) {
    notes.add(`${where}: ${parsed.reason}`);
    return undefined;
  }
  return { minor: parsed.minor, isRounded: parsed.isRounded };
}

/**
 * A part of an order's total (a charge, a discount, shipping) read as `readDecimal` does, in
 * minor units, and never negative: a negative one is noted and left out.
 */
export function readPartAmount(
  value: unknown,
  where: string,
  { currency, notes }: { currency: CurrencyCode; notes: CheckNotes },
): MinorUnits | undefined {
  const amount = readDecimal(value, currency, where, notes)?.minor;
  if (amount === undefined || amount >= 0) return amount;
  notes.add(`${where}: a negative amount was left out`);
  return undefined;
}

/** A JSON number as plain decimal text (no exponent): 15.5 → "15.5", 1e-7 → "0.0000001". */
function numberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, "");
}

/** A quantity: a whole number from 1 up; anything else is noted and read as 1. */
export function readQuantity(value: unknown, where: string, notes: CheckNotes): number {
  const quantity = asNumber(value);
  if (quantity !== undefined && Number.isSafeInteger(quantity) && quantity >= 1) return quantity;
  notes.add(`${where}: quantity ${describeValue(value)} could not be read; 1 is shown`);
  return 1;
}

/** A value as a note shows it: short, and never a whole nested structure. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "(missing)";
  if (Array.isArray(value)) return "a list";
  if (value !== null && typeof value === "object") return "an object";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
