import {
  customerWordsOn,
  DIETARY_FLAG_LABELS,
  type DietaryFlag,
  dietaryFlagOf as flagOfWords,
  instructionsLabel,
} from "@/domain/dietary-flag";
import type { Order } from "@/domain/order";

/**
 * The allergy flag of a whole order, as the dashboard's card, toast and dialog and the
 * browser's tickets show it; the rule is the domain's (dietary-flag.ts), shared with the
 * printed tickets.
 */
export { DIETARY_FLAG_LABELS, type DietaryFlag, instructionsLabel };

/** The customer's words on an order, in the order the kitchen reads them. */
export function customerTexts(order: Order): string[] {
  return customerWordsOn(order, order.items);
}

/** "allergy" when any allergy word appears, "dietary" for diet words only, else null. */
export function dietaryFlagOf(order: Order): DietaryFlag | null {
  return flagOfWords(customerTexts(order));
}
