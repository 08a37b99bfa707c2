import type { PublicOrderInput } from "@/domain/api/public-order";
import type { Cart } from "./cart";
import { CHECK_TEXT } from "./messages";

/**
 * What 'Place order' sends: ids, quantities and the customer's details, never a price
 * (the server prices the order from the menu).
 */
export type Fulfillment = "pickup" | "delivery";

/**
 * The longest note the server takes, for a line, the kitchen or the courier
 * (PUBLIC_ORDER_LIMITS; order-body.test.ts keeps them in step). Not imported: the schema
 * module would bring zod into embed.js.
 */
export const NOTE_MAX_LENGTH = 500;

export type CheckoutDetails = {
  name: string;
  phone: string;
  fulfillment: Fulfillment;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  /** The customer's words for the kitchen about the whole order. */
  kitchenNote: string;
  /** For the courier; sent with a delivery only. */
  deliveryInstructions: string;
};

export type BuildOrderBodyOptions = {
  cart: Cart;
  details: CheckoutDetails;
  clientOrderId: string;
};

export function buildOrderBody({
  cart,
  details,
  clientOrderId,
}: BuildOrderBodyOptions): PublicOrderInput {
  const isDelivery = details.fulfillment === "delivery";
  const kitchenNote = details.kitchenNote.trim();
  const deliveryInstructions = isDelivery ? details.deliveryInstructions.trim() : "";
  return {
    clientOrderId,
    customer: { name: details.name.trim(), phone: details.phone.trim() },
    fulfillment: details.fulfillment,
    ...(isDelivery && {
      address: {
        street: details.street.trim(),
        city: details.city.trim(),
        state: details.state.trim(),
        zipCode: details.zipCode.trim(),
      },
    }),
    ...(kitchenNote && { kitchenNote }),
    ...(deliveryInstructions && { deliveryInstructions }),
    items: cart.map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity,
      optionIds: line.options.map((option) => option.id),
      ...(line.note && { note: line.note }),
    })),
  };
}

/**
 * The clientOrderId belongs to one submission: sent again while the customer retries the
 * same order (after a lost answer, say), replaced once they change anything in it.
 */
export type Submission = { clientOrderId: string; fingerprint: string };

export function nextSubmission(
  previous: Submission | null,
  cart: Cart,
  details: CheckoutDetails,
  createId: () => string = newClientOrderId,
): { submission: Submission; body: PublicOrderInput } {
  const fingerprint = JSON.stringify(buildOrderBody({ cart, details, clientOrderId: "" }));
  const clientOrderId = previous?.fingerprint === fingerprint ? previous.clientOrderId : createId();
  return {
    submission: { clientOrderId, fingerprint },
    body: buildOrderBody({ cart, details, clientOrderId }),
  };
}

/** A problem found before sending, under the path the server would report it at. */
export type OrderIssue = { path: string; message: string };

// The server's pattern (publicOrderInputSchema): checked here too, so a typo does not spend
// one of the ten orders a minute the API allows a connection.
const PHONE_PATTERN = /^[0-9+()\-.\s]{7,25}$/;

export function checkOrder(cart: Cart, details: CheckoutDetails): OrderIssue[] {
  const issues: OrderIssue[] = [];
  if (cart.length === 0) issues.push({ path: "items", message: CHECK_TEXT.itemsRequired });
  if (!details.name.trim()) {
    issues.push({ path: "customer.name", message: CHECK_TEXT.nameRequired });
  }
  if (!PHONE_PATTERN.test(details.phone.trim())) {
    issues.push({ path: "customer.phone", message: CHECK_TEXT.phoneInvalid });
  }
  if (details.fulfillment === "delivery" && !details.street.trim()) {
    issues.push({ path: "address.street", message: CHECK_TEXT.streetRequired });
  }
  return issues;
}

/**
 * A v4 UUID for the order, sent again on a retry so a double submit makes one order.
 * crypto.randomUUID exists only on https pages; many restaurant sites are plain http.
 */
export function newClientOrderId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
