import type { DietaryTag } from "@/domain/api/menu";

/**
 * Every word the order form shows, in one place. Where the server checks the same
 * thing, the text is the server's own (src/domain/api/public-order.ts); messages.test.ts
 * keeps the two in step.
 */
export const TEXT = {
  loading: "Loading the menu…",
  menuLabel: "Menu",
  orderOnline: "Order online",
  add: "Add",
  addItem: (item: string) => `Add ${item}`,
  soldOut: "Sold out today",
  dietary: "Dietary",
  noItems: "Nothing on the menu yet. Please check back soon.",

  required: "Required",
  optional: "Optional",
  chooseRule: (min: number, max: number) =>
    min === max ? `choose ${min}` : min === 0 ? `choose up to ${max}` : `choose ${min} to ${max}`,
  quantity: "Quantity",
  decrease: "Decrease quantity",
  increase: "Increase quantity",
  itemTotal: "Item total",
  itemNote: "Note for this item (optional)",
  itemNoteHint: "Allergies, or how you'd like it made.",
  addToOrder: "Add to order",
  cancel: "Cancel",
  added: (item: string) => `Added ${item} to your order.`,

  yourOrder: "Your order",
  cartEmpty: "Your order is empty. Add something from the menu.",
  removeOne: (item: string) => `Remove one ${item}`,
  addOne: (item: string) => `Add one more ${item}`,
  remove: "Remove",
  removeLine: (item: string) => `Remove ${item} from your order`,
  quantityOf: (item: string, quantity: number) => `${quantity} × ${item}`,
  subtotal: "Estimated subtotal",
  tax: (percent: number) => `Tax (${percent}%)`,
  estimatedTotal: "Estimated total",
  lineNote: (note: string) => `Note: ${note}`,
  estimateNote: "Final total confirmed when you place the order",
  reviewOrder: (count: number) => `Review order (${count} ${count === 1 ? "item" : "items"})`,

  yourDetails: "Your details",
  name: "Name",
  phone: "Phone",
  phoneHint: "The restaurant calls this number if there is a question about your order.",
  fulfillment: "Pickup or delivery",
  pickup: "Pickup",
  delivery: "Delivery",
  street: "Street address",
  city: "City",
  state: "State",
  zipCode: "ZIP code",
  kitchenNote: "Note for the kitchen (optional)",
  kitchenNoteHint: "Allergies, or anything the kitchen should know about your order.",
  deliveryInstructions: "Delivery instructions (optional)",
  deliveryInstructionsHint: "Gate codes, where to leave it: for the driver.",
  placeOrder: "Place order",
  placingOrder: "Placing order…",
  checkOrder: "Please check your order:",

  thankYou: (orderNumber: string) => `Thank you! Your order ${orderNumber} is in.`,
  total: "Total",
  taxCharged: "Tax",
  confirmationNote: "The restaurant has your order and will call you if anything comes up.",
  newOrder: "Start a new order",

  retry: "Try again",
  checkAgain: "Check again",
  paused: (backAt: string | null) =>
    backAt
      ? `We're not taking online orders right now. Back at ${backAt}.`
      : "We're not taking online orders right now.",
  poweredBy: "Online ordering by OrderDock",
  missingRestaurant:
    "This order form is missing its restaurant. Copy the embed code again from OrderDock.",
} as const;

/** What a failed call means to the customer. */
export const FAILURE_TEXT = {
  unavailable: "Online ordering is not available right now.",
  paused: "We're not taking online orders right now.",
  rateLimited: "Too many orders from this connection. Please wait a minute.",
  network: "We couldn't reach the restaurant. Check your connection and try again.",
  server: "Something went wrong at the restaurant's end. Please try again.",
  soldOut: (items: readonly string[]) =>
    items.length === 0
      ? "Something in your order just sold out. We refreshed the menu; please review your order."
      : `Sorry, ${joinNames(items)} just sold out. We took ${items.length === 1 ? "it" : "them"} out of your order; please review it and place it again.`,
} as const;

/** The server's messages for the same checks (src/domain/api/public-order.ts). */
export const CHECK_TEXT = {
  nameRequired: "Your name is required",
  phoneInvalid: "Enter a phone number we can call, e.g. (512) 555-0142",
  itemsRequired: "Add at least one item",
  streetRequired: "Street is required",
  chooseExactly: (count: number, group: string) => `Choose ${count} for ${group}`,
  chooseAtLeast: (count: number, group: string) => `Choose at least ${count} for ${group}`,
  chooseAtMost: (count: number, group: string) => `Choose at most ${count} for ${group}`,
} as const;

/** The Menu Manager's dietary tag names (src/domain/api/menu.ts DIETARY_TAG_LABELS). */
export const DIETARY_TEXT: Record<DietaryTag, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  gluten_free: "Gluten-free",
  dairy_free: "Dairy-free",
  nut_free: "Nut-free",
  spicy: "Spicy",
  halal: "Halal",
  kosher: "Kosher",
};

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
