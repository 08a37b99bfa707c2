import { splitDietary } from "@/domain/dietary-words";
import { isRemoval, modifierText } from "@/domain/modifier-text";
import type { Order } from "@/domain/order";

/**
 * What an order's customer words say about allergies and diets, for the flag every screen
 * and ticket shows (decision 026). Only the customer's own words count: the kitchen note,
 * the delivery or pickup instructions, each item's note and what was left off an item
 * ("No nuts"). A menu choice ("Fried egg") and an item's description are the menu's words
 * and would flag every order of that dish; they are still marked where they are shown.
 */
export type DietaryFlag = "allergy" | "dietary";

export const DIETARY_FLAG_LABELS: Record<DietaryFlag, string> = {
  allergy: "Allergy",
  dietary: "Dietary note",
};

// A way of eating rather than something that can harm: a "Dietary note". Every other word
// of the list (an allergen, "allergy", "intolerant") flags "Allergy": warning too loudly
// costs a glance, too softly a guest.
const PREFERENCE_WORDS = new Set(["vegan", "vegetarian", "halal", "kosher"]);

/** The customer's words on an order, in the order the kitchen reads them. */
export function customerTexts(order: Order): string[] {
  const texts = [order.kitchenNote];
  for (const item of order.items) {
    texts.push(...item.modifiers.filter(isRemoval).map(modifierText), item.note);
  }
  texts.push(order.deliveryInstructions);
  return texts.filter((text): text is string => Boolean(text?.trim()));
}

/** "allergy" when any allergy word appears, "dietary" for diet words only, else null. */
export function dietaryFlagOf(order: Order): DietaryFlag | null {
  let flag: DietaryFlag | null = null;
  for (const text of customerTexts(order)) {
    for (const part of splitDietary(text)) {
      if (!part.isDietary) continue;
      if (!PREFERENCE_WORDS.has(part.text.toLowerCase())) return "allergy";
      flag = "dietary";
    }
  }
  return flag;
}

/** The instructions are the hand-over's: named for how the order leaves. */
export function instructionsLabel(order: Pick<Order, "isDelivery">): string {
  return order.isDelivery ? "Delivery instructions" : "Pickup instructions";
}
