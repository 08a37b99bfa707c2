import type { Modifier, OrderItem } from "../../../../domain/order";
import { flattenOptions, priceOrZero, readItemName } from "./item-parts";
import {
  asString,
  type CheckNotes,
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

/** `merchant_price`, else the deprecated `price`; 0 when neither is sent. */
function readPrice(node: JsonObject, where: string, notes: CheckNotes): number | undefined {
  return (
    readMinor(node.merchant_price, `${where}.merchant_price`, notes) ??
    readMinor(node.price, `${where}.price`, notes)
  );
}

/**
 * A line's options (`line_options`, level 0) and their sub-options (`line_sub_options`; a
 * sub-option's `quantity` is "the amount of this option to add to the previous option"), so
 * the ten documented sub-option levels are read.
 */
function optionModifiers(line: JsonObject, where: string, notes: CheckNotes): Modifier[] {
  return flattenOptions(
    [{ options: line.line_options, where: `${where}.line_options` }],
    { perItem: 1, depth: 0 },
    {
      priceOf: (option, at) => readPrice(option, at, notes),
      childrenOf: (option, at) => [
        { options: option.line_sub_options, where: `${at}.line_sub_options` },
      ],
      notes,
    },
  );
}

type ReadLineOptions = { line: JsonObject; where: string; position: number; notes: CheckNotes };

function readLine({ line, where, position, notes }: ReadLineOptions): OrderItem {
  const name = readItemName(line.name, where, position, notes);
  const quantity = readQuantity(line.quantity, where, notes);
  const price = priceOrZero(readPrice(line, where, notes), {
    where,
    label: name,
    platform: "Grubhub",
    notes,
  });
  const modifiers = optionModifiers(line, where, notes);
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
