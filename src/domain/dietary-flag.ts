import { splitDietary } from "./dietary-words";
import { isRemoval, modifierText } from "./modifier-text";
import type { Order, OrderItem } from "./order";

/**
 * What an order's customer words say about allergies and diets, for the flag every screen
 * and ticket shows (decision 115), and the label of the hand-over's instructions. Only the
 * customer's own words count: the kitchen note, the delivery or pickup instructions, each
 * item's note and what was left off an item ("No nuts"). A menu choice ("Fried egg") and an
 * item's description are the menu's words and would flag every order of that dish; they
 * are still marked where they are shown.
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
 * The customer's own words about these items (all of the order's, or one station's), in
 * reading order: the kitchen note, what was left off each item and each item's note, then
 * the hand-over's instructions.
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
