/**
 * Money is integer minor units of its currency inside OrderDock
 * (docs/decisions/087-money-in-minor-units.md): cents for USD, yen for JPY (no minor unit),
 * fils for KWD (three). JSON carries major units ("12.5" dollars, 3888 yen); `toMajorUnits`
 * and `toMinorUnits` are the only conversions, and every other helper here is built on them:
 * no other file divides or multiplies money by 100. The menu and the website form stay in
 * the restaurant's currency, USD, and keep the dollar helpers below.
 */
export type Cents = number;
/** An amount in the smallest unit of the order's currency. */
export type MinorUnits = number;
/** ISO 4217 alphabetic code, upper case ("USD", "AUD", "JPY"). */
export type CurrencyCode = string;

export const DEFAULT_CURRENCY: CurrencyCode = "USD";

/**
 * ISO 4217 minor-unit exponents that differ from 2. Every other code has two decimals.
 * Written out rather than read from Intl, whose CLDR data rounds some currencies (IDR, HUF)
 * for display, not for accounting.
 */
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

const CODE = /^[A-Z]{3}$/;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && CODE.test(value);
}

/** "aud " → "AUD"; null when it is not three letters. */
export function normalizeCurrency(value: unknown): CurrencyCode | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** How many decimals the currency's minor unit has: JPY 0, USD 2, KWD 3. */
export function currencyExponent(currency: CurrencyCode): number {
  return EXPONENTS[currency] ?? 2;
}

/** 1 for JPY, 100 for USD, 1000 for KWD. */
export function minorPerMajor(currency: CurrencyCode): number {
  return 10 ** currencyExponent(currency);
}

export function toMinorUnits(major: number, currency: CurrencyCode): MinorUnits {
  if (!Number.isFinite(major)) throw new RangeError(`Not an amount: ${major}`);
  // Rounding absorbs binary noise such as 0.29 * 100 = 28.999999999999996.
  return Math.round(major * minorPerMajor(currency));
}

export function toMajorUnits(minor: MinorUnits, currency: CurrencyCode): number {
  return minor / minorPerMajor(currency);
}

/** True when the amount has no more decimals than the currency allows, decided exactly. */
export function hasWholeMinorUnits(major: number, currency: CurrencyCode): boolean {
  const factor = minorPerMajor(currency);
  return Number.isFinite(major) && Math.round(major * factor) / factor === major;
}

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

function formatterFor(currency: CurrencyCode): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const digits = currencyExponent(currency);
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * An amount as people read it in that currency, in US English: "$1,234.50", "A$16.99",
 * "¥3,888", "KWD 1.250", "HK$88.00". Negative amounts read "-$2.00".
 */
export function formatMoney(minor: MinorUnits, currency: CurrencyCode): string {
  return formatterFor(currency).format(toMajorUnits(minor, currency));
}

export function dollarsToCents(dollars: number): Cents {
  return toMinorUnits(dollars, "USD");
}

export function centsToDollars(cents: Cents): number {
  return toMajorUnits(cents, "USD");
}

/** True when the amount has at most two decimals (e.g. 12.5, 3.99), decided exactly. */
export function hasWholeCents(dollars: number): boolean {
  return hasWholeMinorUnits(dollars, "USD");
}

/** A plain decimal in major units, as payloads write money: "12.50", "3888", "1.250". */
export function toDecimalString(minor: MinorUnits, currency: CurrencyCode): string {
  return toMajorUnits(minor, currency).toFixed(currencyExponent(currency));
}

/** USD with 2 decimals, e.g. "$1,234.50" (the menu and the website form). */
export function formatUsd(cents: Cents): string {
  return formatMoney(cents, "USD");
}

export type DecimalResult =
  | { ok: true; minor: MinorUnits; isRounded: boolean }
  | { ok: false; reason: string };

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string as platforms send money ("10.00", "18.0000", "-5", "3.3333") read as
 * minor units of `currency` from its digits, never through a float. More decimals than the
 * currency has are rounded once, half away from zero, and reported (`isRounded`), so the
 * caller can keep the platform's own figure beside the rounded parts (decision 087).
 */
export function parseDecimalMinor(text: string, currency: CurrencyCode): DecimalResult {
  const shown = JSON.stringify(text);
  const match = DECIMAL.exec(text.trim());
  if (!match) return { ok: false, reason: `${shown} is not a decimal amount` };
  const [, sign = "", whole = "", fraction = ""] = match;
  const digits = currencyExponent(currency);
  const kept = fraction.slice(0, digits).padEnd(digits, "0");
  const dropped = fraction.slice(digits);
  let minor = Number(`${whole}${kept}`);
  if (dropped !== "" && Number(dropped[0]) >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) return { ok: false, reason: `${shown} is too large` };
  return {
    ok: true,
    minor: sign === "-" && minor !== 0 ? -minor : minor,
    isRounded: /[1-9]/.test(dropped),
  };
}
