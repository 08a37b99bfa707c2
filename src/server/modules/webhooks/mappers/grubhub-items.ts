import type { Modifier, OrderItem } from "../../../../domain/order";
import { MAX_OPTION_DEPTH, modifierLine } from "./payload";
import {
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
 * The lines of a Grubhub PosOrder (Grubhub's Orders OpenAPI, archived: `Line`, `LineOption`,
 * `LineSubOption`), in US cents. A line's `merchant_price` is one unit's price (`price` is
 * deprecated and read only without it); its `merchant_total` ("the total cost of this item
 * (and options)") is kept as the line total. Options nest through `line_sub_options`, which
 * Grubhub's API allows "up to ten levels deep".
 */

type OptionParent = { name?: string; perItem: number; depth: number };

/** How many of an option one unit of its parent carries: 1 when absent, 0 drops it. */
function readOptionQuantity(value: unknown, where: string, notes: CheckNotes): number {
  if (value === undefined || value === null) return 1;
  const quantity = asNumber(value);
  if (quantity !== undefined && Number.isSafeInteger(quantity) && quantity >= 0) return quantity;
  notes.add(`${where}: quantity ${describeValue(value)} could not be read; 1 is shown`);
  return 1;
}

/** `merchant_price`, else the deprecated `price`; 0 when neither is sent. */
function readPrice(node: JsonObject, where: string, notes: CheckNotes): number | undefined {
  return (
    readMinor(node.merchant_price, `${where}.merchant_price`, notes) ??
    readMinor(node.price, `${where}.price`, notes)
  );
}

/**
 * Options and their sub-options, flattened: each at its own price times how many of it one
 * unit of the line carries (a sub-option's `quantity` is "the amount of this option to add
 * to the previous option"). `line_options` are level 0, so the ten documented sub-option
 * levels are read; deeper is not, so a hostile nesting cannot exhaust the stack.
 */
function optionModifiers(
  options: unknown,
  where: string,
  parent: OptionParent,
  notes: CheckNotes,
): Modifier[] {
  const list = objectsOf(options);
  if (list.length > 0 && parent.depth > MAX_OPTION_DEPTH) {
    notes.add(`${where}: options nested deeper than ${MAX_OPTION_DEPTH} levels were not read`);
    return [];
  }
  return list.flatMap((option, index) => {
    const at = `${where}[${index}]`;
    const name = cleanText(asString(option.name), TEXT_LIMITS.modifierName) ?? "Option";
    const perItem = parent.perItem * readOptionQuantity(option.quantity, at, notes);
    const unitPrice = readPrice(option, at, notes) ?? 0;
    const line = modifierLine({ name, unitPrice, quantity: perItem, parent: parent.name });
    const child = {
      name: parent.name ? `${parent.name} > ${name}` : name,
      perItem,
      depth: parent.depth + 1,
    };
    return [
      ...(line ? [line] : []),
      ...optionModifiers(option.line_sub_options, `${at}.line_sub_options`, child, notes),
    ];
  });
}

type ReadLineOptions = { line: JsonObject; where: string; position: number; notes: CheckNotes };

function readLine({ line, where, position, notes }: ReadLineOptions): OrderItem {
  const readName = cleanText(asString(line.name), TEXT_LIMITS.itemName);
  if (!readName) notes.add(`${where}: no name could be read; shown as "Item ${position}"`);
  const name = readName ?? `Item ${position}`;
  const quantity = readQuantity(line.quantity, where, notes);
  let price = readPrice(line, where, notes);
  if (price === undefined || price < 0) {
    const why = price === undefined ? "has no price" : "has a negative price";
    notes.add(`${where} (${name}) ${why} on Grubhub; 0 is shown`);
    price = 0;
  }
  const top: OptionParent = { perItem: 1, depth: 0 };
  const modifiers = optionModifiers(line.line_options, `${where}.line_options`, top, notes);
  const lineTotal = readMinor(line.merchant_total, `${where}.merchant_total`, notes);
  // `description` is the menu's; `special_instructions` are the diner's words for the line.
  const description = cleanText(asString(line.description), TEXT_LIMITS.itemDescription);
  const note = joinItemNote(asString(line.special_instructions));
  return {
    name,
    ...(description && { description }),
    quantity,
    price,
    modifiers,
    ...(lineTotal !== undefined && { lineTotal }),
    ...(note && { note }),
  };
}

/** Every line of every line group (one per diner on group orders), in Grubhub's order. */
export function readGrubhubLines(charges: JsonObject, notes: CheckNotes): OrderItem[] {
  const located = objectsOf(charges.line_groups).flatMap((group, groupIndex) =>
    objectsOf(group.lines).map((line, index) => ({
      line,
      where: `charges.line_groups[${groupIndex}].lines[${index}]`,
    })),
  );
  return located.map(({ line, where }, index) =>
    readLine({ line, where, position: index + 1, notes }),
  );
}
