import { splitDietary } from "../dietary-words";
import { isRemoval, modifierText } from "../modifier-text";
import type { Order, OrderItem } from "../order";
import { formatClockTime, formatDateTime } from "../relative-time";
import type { TicketSpan } from "./ticket-document";

/**
 * The words printed tickets share with the browser's tickets, kept in the domain so the
 * server can build them: the allergy flag, the instructions' label and the times.
 */
export type DietaryFlag = "allergy" | "dietary";

export const DIETARY_FLAG_LABELS: Record<DietaryFlag, string> = {
  allergy: "Allergy",
  dietary: "Dietary note",
};

// A way of eating rather than something that can harm is only a "Dietary note"; every other
// word of the list flags "Allergy": warning too loudly costs a glance, too softly a guest.
const PREFERENCE_WORDS = new Set(["vegan", "vegetarian", "halal", "kosher"]);

/**
 * The customer's own words on a ticket, in reading order: the kitchen note, what was left
 * off each item and each item's note, then the hand-over's instructions. Menu choices and
 * descriptions are the menu's words and would flag every order of a dish.
 */
export function customerWordsOn(
  order: Pick<Order, "kitchenNote" | "deliveryInstructions">,
  items: ReadonlyArray<OrderItem>,
): string[] {
  const texts = [order.kitchenNote];
  for (const item of items) {
    texts.push(...item.modifiers.filter(isRemoval).map(modifierText), item.note);
  }
  texts.push(order.deliveryInstructions);
  return texts.filter((text): text is string => Boolean(text?.trim()));
}

/** "allergy" when any allergy word appears, "dietary" for diet words only, else null. */
export function dietaryFlagOf(texts: ReadonlyArray<string>): DietaryFlag | null {
  let flag: DietaryFlag | null = null;
  for (const text of texts) {
    for (const part of splitDietary(text)) {
      if (!part.isDietary) continue;
      if (!PREFERENCE_WORDS.has(part.text.toLowerCase())) return "allergy";
      flag = "dietary";
    }
  }
  return flag;
}

/** The instructions belong to the hand-over, so they are named for how the order leaves. */
export function instructionsLabel(order: Pick<Order, "isDelivery">): string {
  return order.isDelivery ? "Delivery instructions" : "Pickup instructions";
}

/** The text cut into spans, each allergy or diet word inverted and bold so it stands out. */
export function dietarySpans(text: string, style: Omit<TicketSpan, "text"> = {}): TicketSpan[] {
  return splitDietary(text).map((part) =>
    part.isDietary
      ? { text: part.text, bold: true, inverted: true }
      : { text: part.text, ...style },
  );
}

/** "Nov 20, 2026, 5:05 PM"; a malformed time must not stop a ticket, so it prints as given. */
export function formatTicketTime(value: Date | string, timeZone: string): string {
  if (Number.isNaN(new Date(value).getTime())) return String(value);
  return formatDateTime(value, timeZone);
}

/** "5:05 PM", or a malformed time as given. */
export function formatTicketClock(value: string, timeZone: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatClockTime(date, timeZone);
}
