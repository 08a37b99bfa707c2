import type { Modifier } from "../../../../domain/order";
import { MAX_OPTION_DEPTH, modifierLine } from "./payload";
import {
  asNumber,
  asString,
  type CheckNotes,
  describeValue,
  type JsonObject,
  objectsOf,
} from "./read";
import { cleanText, TEXT_LIMITS } from "./text";

/**
 * The parts DoorDash's and Grubhub's item readers share: an item's name and price read with a
 * note when they cannot be, and options that nest under options, flattened. What differs
 * (where the options are listed, how an option's price is read) each mapper gives.
 */

/** An item's name; "Item <position>" with a note when none can be read. */
export function readItemName(
  value: unknown,
  where: string,
  position: number,
  notes: CheckNotes,
): string {
  const name = cleanText(asString(value), TEXT_LIMITS.itemName);
  if (name) return name;
  notes.add(`${where}: no name could be read; shown as "Item ${position}"`);
  return `Item ${position}`;
}

/** An item's price read as `amount`; 0 with a note naming the item when missing or negative. */
export function priceOrZero(
  amount: number | undefined,
  {
    where,
    label,
    platform,
    notes,
  }: { where: string; label: string; platform: string; notes: CheckNotes },
): number {
  if (amount !== undefined && amount >= 0) return amount;
  const why = amount === undefined ? "has no price" : "has a negative price";
  notes.add(`${where} (${label}) ${why} on ${platform}; 0 is shown`);
  return 0;
}

/** Where an option sits: the names above it, how many of it one unit carries, how deep. */
export type OptionParent = { name?: string; perItem: number; depth: number };

/** One place options are listed, with its path for notes. */
export type OptionList = { options: unknown; where: string };

export type OptionReading = {
  /** One unit of an option's price, as the platform writes it. */
  priceOf(option: JsonObject, where: string): number | undefined;
  /** The lists of options nested under an option. */
  childrenOf(option: JsonObject, where: string): OptionList[];
  notes: CheckNotes;
};

/** How many of an option one unit of its parent carries: 1 when absent, 0 drops it. */
function readOptionQuantity(value: unknown, where: string, notes: CheckNotes): number {
  if (value === undefined || value === null) return 1;
  const quantity = asNumber(value);
  if (quantity !== undefined && Number.isSafeInteger(quantity) && quantity >= 0) return quantity;
  notes.add(`${where}: quantity ${describeValue(value)} could not be read; 1 is shown`);
  return 1;
}

/**
 * Options and everything nested under them, flattened: each option at its own price times
 * how many of it one unit of the item carries (a nested option's quantity counts per unit of
 * the option above it), named with the options above it ("Pizza > Crust"). Deeper than
 * MAX_OPTION_DEPTH is not read, so a hostile nesting cannot exhaust the stack.
 */
export function flattenOptions(
  lists: readonly OptionList[],
  parent: OptionParent,
  reading: OptionReading,
): Modifier[] {
  const { notes } = reading;
  return lists.flatMap(({ options, where }) => {
    const list = objectsOf(options);
    if (list.length > 0 && parent.depth > MAX_OPTION_DEPTH) {
      notes.add(`${where}: options nested deeper than ${MAX_OPTION_DEPTH} levels were not read`);
      return [];
    }
    return list.flatMap((option, index) => {
      const at = `${where}[${index}]`;
      const name = cleanText(asString(option.name), TEXT_LIMITS.modifierName) ?? "Option";
      const perItem = parent.perItem * readOptionQuantity(option.quantity, at, notes);
      const unitPrice = reading.priceOf(option, at) ?? 0;
      const line = modifierLine({ name, unitPrice, quantity: perItem, parent: parent.name });
      const child = {
        name: parent.name ? `${parent.name} > ${name}` : name,
        perItem,
        depth: parent.depth + 1,
      };
      return [
        ...(line ? [line] : []),
        ...flattenOptions(reading.childrenOf(option, at), child, reading),
      ];
    });
  });
}
