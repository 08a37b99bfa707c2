import type { CurrencyCode } from "../../../../domain/money";
import type { Modifier, OrderItem } from "../../../../domain/order";
import { modifierLine } from "./payload";
import {
  asString,
  asText,
  type CheckNotes,
  describeValue,
  type JsonObject,
  objectsOf,
  readQuantity,
} from "./read";
import {
  isFinerThanMinor,
  readExactDecimal,
  roundToMinor,
  shortName,
  valueText,
} from "./shopify-woocommerce-values";
import { cleanText, htmlToText, joinItemNote, TEXT_LIMITS } from "./text";

/**
 * WooCommerce's REST order `line_items[]`: `name` is stored HTML ("Ship Your Idea &ndash;
 * Black"); `subtotal` is the line before coupons as a decimal string, often with four
 * places; `price` is a JSON number, the line after coupons divided by the quantity.
 */

export type ReadWooCommerceItemsOptions = {
  order: JsonObject;
  currency: CurrencyCode;
  notes: CheckNotes;
};

export function readWooCommerceItems({
  order,
  currency,
  notes,
}: ReadWooCommerceItemsOptions): OrderItem[] {
  return objectsOf(order.line_items).map((line, index) => {
    const where = `line_items[${index}]`;
    const name =
      cleanText(htmlToText(asString(line.name) ?? ""), TEXT_LIMITS.itemName) ?? `Item ${index + 1}`;
    const quantity = readQuantity(line.quantity, where, notes);
    const price = priceOf({
      line,
      where: `${where} (${shortName(name)})`,
      currency,
      notes,
      quantity,
    });
    const meta = readLineMeta(line.meta_data, `${where}.meta_data`, notes);
    return {
      name,
      quantity,
      price: price.unit,
      modifiers: meta.modifiers,
      ...(price.lineTotal !== undefined && { lineTotal: price.lineTotal }),
      ...(meta.note && { note: meta.note }),
    };
  });
}

type PriceOptions = {
  line: JsonObject;
  where: string;
  currency: CurrencyCode;
  notes: CheckNotes;
  quantity: number;
};

type LinePrice = { unit: number; lineTotal?: number };

/**
 * The undiscounted line: its `subtotal` rounded once is the line's total, and the unit
 * price is the exact subtotal / quantity rounded once. Without a subtotal, `price` is used
 * (WooCommerce computes it after coupons, so it is the best left).
 */
function priceOf({ line, where, currency, notes, quantity }: PriceOptions): LinePrice {
  const subtotal = readExactDecimal(line.subtotal, `${where}.subtotal`, notes);
  if (subtotal) {
    const lineTotal = roundToMinor(subtotal, { currency });
    const unit = roundToMinor(subtotal, { currency, divideBy: quantity });
    return checked({ unit, lineTotal, raw: line.subtotal, where: `${where}.subtotal`, notes });
  }
  const price = readExactDecimal(line.price, `${where}.price`, notes);
  if (!price) {
    if (line.price === undefined || line.price === null)
      notes.add(`${where}: no price; 0 is shown`);
    return { unit: 0 };
  }
  const unit = roundToMinor(price, { currency });
  const lineTotal = isFinerThanMinor(price, currency)
    ? roundToMinor(price, { currency, multiplyBy: quantity })
    : undefined;
  return checked({ unit, lineTotal, raw: line.price, where: `${where}.price`, notes });
}

type CheckedOptions = {
  unit: number | undefined;
  lineTotal: number | undefined;
  raw: unknown;
  where: string;
  notes: CheckNotes;
};

function checked({ unit, lineTotal, raw, where, notes }: CheckedOptions): LinePrice {
  if (unit === undefined || unit < 0 || (lineTotal !== undefined && lineTotal < 0)) {
    notes.add(`${where}: ${describeValue(raw)} could not be shown; 0 is shown`);
    return { unit: 0 };
  }
  return lineTotal === undefined ? { unit } : { unit, lineTotal };
}

/** Text of a meta key or value: HTML decoded, structured values cut to one short line. */
function metaText(value: unknown): string | undefined {
  const text = valueText(value);
  return text === undefined ? undefined : cleanText(htmlToText(text), TEXT_LIMITS.modifierName);
}

/**
 * UNCONFIRMED: WooCommerce has no field for an item's note; add-on plugins store a text box
 * as line meta under the label the shop gave it. A label that names the customer's words
 * ("Special instructions", "Notes", "Allergies", "Message") is read as the item's note; every
 * other visible meta stays a modifier.
 */
const NOTE_LABEL = /note|instruction|request|comment|message|allerg|dietary/i;

export function isNoteLabel(label: string): boolean {
  return NOTE_LABEL.test(label);
}

type LineMeta = { modifiers: Modifier[]; note?: string };

/**
 * `meta_data[]`: the customer's words as the item's note, the rest as price-0 modifiers
 * "size: M". Keys starting with "_" are WooCommerce's hidden meta. Newer WooCommerce also
 * sends `display_key`/`display_value`, preferred when present; otherwise the global-attribute
 * prefix "pa_" is dropped from the key. Add-on plugins price options inside the label text
 * (each plugin its own way), so modifiers cost nothing here.
 */
function readLineMeta(meta: unknown, where: string, notes: CheckNotes): LineMeta {
  const modifiers: Modifier[] = [];
  const words: string[] = [];
  objectsOf(meta).forEach((entry, index) => {
    const key = asText(entry.key)?.trim();
    if (!key || key.startsWith("_")) return;
    const label = metaText(entry.display_key) ?? key.replace(/^pa_/, "");
    const raw = metaText(entry.display_value) !== undefined ? entry.display_value : entry.value;
    if (isNoteLabel(label) && typeof raw === "string") {
      // Typed text is kept whole; the note's own limit cuts it.
      const text = htmlToText(raw).trim();
      if (text) words.push(`${label}: ${text}`);
      return;
    }
    const value = metaText(raw);
    if (value === undefined) {
      if (raw !== null && typeof raw === "object") {
        notes.add(`${where}[${index}] (${shortName(label)}): its value could not be shown`);
      }
      return;
    }
    const line = modifierLine({ name: `${label}: ${value}`, unitPrice: 0 });
    if (line) modifiers.push(line);
  });
  const note = joinItemNote(...words);
  return note ? { modifiers, note } : { modifiers };
}
