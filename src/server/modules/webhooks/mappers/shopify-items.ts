import type { CurrencyCode } from "../../../../domain/money";
import type { OrderItem } from "../../../../domain/order";
import {
  asNumber,
  asObject,
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
import { cleanText, joinItemNote, TEXT_LIMITS } from "./text";

/**
 * Shopify's REST Order `line_items[]`: `title`, `variant_title`, `quantity` and `price`, the
 * unit price before discounts as a decimal string in the shop currency. `properties[]` are
 * the customer's words and choices ({name, value}), carry no price, and become the item's
 * note. Shopify has no priced modifiers: an option app bakes its price into the variant.
 */

export type ReadShopifyItemsOptions = {
  order: JsonObject;
  currency: CurrencyCode;
  notes: CheckNotes;
  /** Read `current_quantity` (edits and refunds applied) rather than `quantity`. */
  isCurrent: boolean;
};

export function readShopifyItems({
  order,
  currency,
  notes,
  isCurrent,
}: ReadShopifyItemsOptions): OrderItem[] {
  return objectsOf(order.line_items).flatMap((line, index) => {
    const item = readItem({
      line,
      where: `line_items[${index}]`,
      index,
      currency,
      notes,
      isCurrent,
    });
    return item ? [item] : [];
  });
}

type ReadItemOptions = Omit<ReadShopifyItemsOptions, "order"> & {
  line: JsonObject;
  where: string;
  index: number;
};

function readItem({ line, where, index, currency, notes, isCurrent }: ReadItemOptions) {
  const quantity = quantityOf({ line, where, notes, isCurrent });
  if (quantity === null) return null;
  const name =
    cleanText(asString(line.title) ?? asString(line.name), TEXT_LIMITS.itemName) ??
    `Item ${index + 1}`;
  const description = cleanText(asString(line.variant_title), TEXT_LIMITS.itemDescription);
  const price = priceOf({
    line,
    where: `${where} (${shortName(name)})`,
    currency,
    notes,
    quantity,
  });
  const note = propertyNote(line.properties, `${where}.properties`, notes);
  const item: OrderItem = {
    name,
    ...(description && { description }),
    quantity,
    price: price.unit,
    modifiers: [],
    ...(price.lineTotal !== undefined && { lineTotal: price.lineTotal }),
    ...(note && { note }),
  };
  return item;
}

type QuantityOptions = { line: JsonObject; where: string; notes: CheckNotes; isCurrent: boolean };

/**
 * Shopify's REST Order: `current_quantity` is the quantity after edits and refunds; a line
 * edited down to 0 is no longer part of the order. Null for such a line.
 */
function quantityOf({ line, where, notes, isCurrent }: QuantityOptions): number | null {
  const current = line.current_quantity;
  if (isCurrent && current !== undefined && current !== null) {
    const count = asNumber(current);
    if (count === 0) return null;
    if (count !== undefined && Number.isSafeInteger(count) && count > 0) return count;
    notes.add(`${where}.current_quantity: ${describeValue(current)} could not be read`);
  }
  return readQuantity(line.quantity, where, notes);
}

type PriceOptions = {
  line: JsonObject;
  where: string;
  currency: CurrencyCode;
  notes: CheckNotes;
  quantity: number;
};

/**
 * The unit price in minor units. A price finer than the currency (a JPY price with cents)
 * is rounded once, and the line keeps its exact price × quantity, rounded once, as its total.
 */
function priceOf({ line, where, currency, notes, quantity }: PriceOptions) {
  const shopMoney = asObject(asObject(line.price_set)?.shop_money)?.amount;
  const raw = line.price ?? shopMoney;
  const price = readExactDecimal(raw, `${where}.price`, notes);
  if (!price) {
    if (raw === undefined || raw === null || raw === "")
      notes.add(`${where}: no price; 0 is shown`);
    return { unit: 0 };
  }
  const unit = roundToMinor(price, { currency });
  if (unit === undefined || unit < 0) {
    notes.add(`${where}.price: ${describeValue(raw)} could not be shown; 0 is shown`);
    return { unit: 0 };
  }
  if (!isFinerThanMinor(price, currency)) return { unit };
  const lineTotal = roundToMinor(price, { currency, multiplyBy: quantity });
  return lineTotal === undefined ? { unit } : { unit, lineTotal };
}

/**
 * `properties[]` ("line item properties": what the customer typed or picked on the product
 * page, with no price) as the item's note, "Name: value" joined by "; ". Names starting with
 * "_" are private (apps' bookkeeping, hidden from the customer by Shopify's themes). A
 * structured value is shown as short text, or left out with a note when nothing readable is
 * left of it.
 */
function propertyNote(properties: unknown, where: string, notes: CheckNotes): string | undefined {
  const parts = objectsOf(properties).flatMap((property, index) => {
    const name = asText(property.name)?.trim();
    if (!name || name.startsWith("_")) return [];
    // A typed message is kept whole (the note's own limit cuts it); a structured value short.
    const value =
      typeof property.value === "string"
        ? property.value.trim() || undefined
        : valueText(property.value);
    const isStructured = property.value !== null && typeof property.value === "object";
    if (isStructured && value === undefined) {
      notes.add(`${where}[${index}] (${shortName(name)}): its value could not be shown`);
      return [];
    }
    return [value ? `${name}: ${value}` : name];
  });
  return joinItemNote(...parts);
}
