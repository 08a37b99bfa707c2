import type { OrderItem } from "../../../../domain/order";
import { flattenOptions, type OptionList, priceOrZero, readItemName } from "./item-parts";
import {
  asId,
  asString,
  type CheckNotes,
  type JsonObject,
  objectsOf,
  readMinor,
  readQuantity,
} from "./read";
import { cleanText, joinItemNote } from "./text";

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

/** DoorDash's option groups (`extras[]`, or `extra[]`) under an item or an option. */
function extrasOf(node: JsonObject, where: string): OptionList[] {
  return [
    ...objectsOf(node.extras).map((group, index) => ({
      options: group.options,
      where: `${where}.extras[${index}].options`,
    })),
    ...objectsOf(node.extra).map((group, index) => ({
      options: group.options,
      where: `${where}.extra[${index}].options`,
    })),
  ];
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
  const read = readMinor(item.price, `${where}.price`, notes);
  const amount = priceOrZero(read, { where, label, platform: "DoorDash", notes });
  if (read === undefined || read < 0 || DOORDASH_ITEM_PRICE_BASIS === "unit") {
    return { price: amount };
  }
  if (amount % quantity !== 0) notes.add(`${where} (${label}): its line price is not whole units`);
  return { price: Math.round(amount / quantity), lineTotal: amount };
}

type ReadItemOptions = { item: JsonObject; where: string; position: number; notes: CheckNotes };

function readItem({ item, where, position, notes }: ReadItemOptions): OrderItem {
  const name = readItemName(item.name, where, position, notes);
  const quantity = readQuantity(item.quantity, where, notes);
  const priced = readItemPrice({ item, quantity, where, label: name, notes });
  const modifiers = flattenOptions(
    extrasOf(item, where),
    { perItem: 1, depth: 1 },
    {
      priceOf: (option, at) => readMinor(option.price, `${at}.price`, notes),
      childrenOf: extrasOf,
      notes,
    },
  );
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
