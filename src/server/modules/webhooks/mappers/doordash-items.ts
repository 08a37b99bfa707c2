import type { Modifier, OrderItem } from "../../../../domain/order";
import { MAX_OPTION_DEPTH, modifierLine } from "./payload";
import {
  asId,
  asNumber,
  asString,
  type CheckNotes,
  describeValue,
  type JsonObject,
  objectsOf,
  readMinor,
  readQuantity,
} from "./read";
import { cleanText, joinItemNote, TEXT_LIMITS } from "./text";

/**
 * DoorDash Marketplace order items (DoorDash's Marketplace OpenAPI, `OrderItem`): cents,
 * grouped in `categories[].items[]`, each with option groups `extras[]` whose `options[]`
 * nest through `extras[]` again, or `extra[]` (singular) as DoorDash's "Sample order" writes it.
 */

/**
 * UNCONFIRMED: DoorDash's OpenAPI types `OrderItem.price` as an integer without saying whether
 * it is one unit's price or the line's, and every published sample has quantity 1. Read as
 * the unit price, as every other platform's item price is. "line" divides it by the quantity
 * and keeps DoorDash's figure as the line total.
 */
export const DOORDASH_ITEM_PRICE_BASIS: "unit" | "line" = "unit";

type ItemsContext = { notes: CheckNotes };

type OptionParent = { name?: string; perItem: number; depth: number };

/** How many of an option one unit of its parent carries: 1 when absent, 0 drops it. */
function readOptionQuantity(value: unknown, where: string, notes: CheckNotes): number {
  if (value === undefined || value === null) return 1;
  const quantity = asNumber(value);
  if (quantity !== undefined && Number.isSafeInteger(quantity) && quantity >= 0) return quantity;
  notes.add(`${where}: quantity ${describeValue(value)} could not be read; 1 is shown`);
  return 1;
}

/**
 * Option groups and everything nested under them, flattened: each option at its own price
 * times how many of it one unit of the item carries (a nested option's quantity counts per
 * unit of the option above it). Deeper than MAX_OPTION_DEPTH is not read, so a hostile
 * nesting cannot exhaust the stack.
 */
function optionModifiers(
  groups: unknown,
  where: string,
  parent: OptionParent,
  context: ItemsContext,
): Modifier[] {
  const { notes } = context;
  const list = objectsOf(groups);
  if (list.length > 0 && parent.depth > MAX_OPTION_DEPTH) {
    notes.add(`${where}: options nested deeper than ${MAX_OPTION_DEPTH} levels were not read`);
    return [];
  }
  return list.flatMap((group, groupIndex) =>
    objectsOf(group.options).flatMap((option, index) => {
      const at = `${where}[${groupIndex}].options[${index}]`;
      const name = cleanText(asString(option.name), TEXT_LIMITS.modifierName) ?? "Option";
      const perItem = parent.perItem * readOptionQuantity(option.quantity, at, notes);
      const unitPrice = readMinor(option.price, `${at}.price`, notes) ?? 0;
      const line = modifierLine({ name, unitPrice, quantity: perItem, parent: parent.name });
      const nested = { name: parent.name ? `${parent.name} > ${name}` : name, perItem };
      const child = { ...nested, depth: parent.depth + 1 };
      return [
        ...(line ? [line] : []),
        ...optionModifiers(option.extras, `${at}.extras`, child, context),
        ...optionModifiers(option.extra, `${at}.extra`, child, context),
      ];
    }),
  );
}

type ItemPrice = { price: number; lineTotal?: number };

type ReadItemPriceOptions = {
  item: JsonObject;
  quantity: number;
  where: string;
  /** How the note names the item. */
  label: string;
  notes: CheckNotes;
};

/** An item's price: 0 with a note naming the item when DoorDash sent none that can be read. */
function readItemPrice({ item, quantity, where, label, notes }: ReadItemPriceOptions): ItemPrice {
  const amount = readMinor(item.price, `${where}.price`, notes);
  if (amount === undefined || amount < 0) {
    const why = amount === undefined ? "has no price" : "has a negative price";
    notes.add(`${where} (${label}) ${why} on DoorDash; 0 is shown`);
    return { price: 0 };
  }
  if (DOORDASH_ITEM_PRICE_BASIS === "unit") return { price: amount };
  if (amount % quantity !== 0) notes.add(`${where} (${label}): its line price is not whole units`);
  return { price: Math.round(amount / quantity), lineTotal: amount };
}

type ReadItemOptions = { item: JsonObject; where: string; position: number; notes: CheckNotes };

function readItem({ item, where, position, notes }: ReadItemOptions): OrderItem {
  const readName = cleanText(asString(item.name), TEXT_LIMITS.itemName);
  if (!readName) notes.add(`${where}: no name could be read; shown as "Item ${position}"`);
  const name = readName ?? `Item ${position}`;
  const quantity = readQuantity(item.quantity, where, notes);
  const priced = readItemPrice({ item, quantity, where, label: name, notes });
  const top: OptionParent = { perItem: 1, depth: 1 };
  const context = { notes };
  const modifiers = [
    ...optionModifiers(item.extras, `${where}.extras`, top, context),
    ...optionModifiers(item.extra, `${where}.extra`, top, context),
  ];
  // DoorDash's `OrderItem` has no description; `special_instructions` is the customer's.
  const note = joinItemNote(asString(item.special_instructions));
  const optionsPerUnit = modifiers.reduce((sum, modifier) => sum + modifier.price, 0);
  // DoorDash's adjustment call names the line by its own `line_item_id`.
  const lineId = cleanText(asId(item.line_item_id), 200);
  return {
    ...(lineId && { lineId }),
    name,
    quantity,
    price: priced.price,
    modifiers,
    ...(note && { note }),
    ...(priced.lineTotal !== undefined && {
      lineTotal: priced.lineTotal + optionsPerUnit * quantity,
    }),
  };
}

/** Every item of every category, in the order DoorDash lists them. */
export function readDoorDashItems(order: JsonObject, notes: CheckNotes): OrderItem[] {
  const located = objectsOf(order.categories).flatMap((category, categoryIndex) =>
    objectsOf(category.items).map((item, index) => ({
      item,
      where: `categories[${categoryIndex}].items[${index}]`,
    })),
  );
  return located.map(({ item, where }, index) =>
    readItem({ item, where, position: index + 1, notes }),
  );
}
