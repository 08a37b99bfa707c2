import { z } from "zod";
import { DEFAULT_CURRENCY, type MinorUnits, minorPerMajor, normalizeCurrency } from "./money";
import type { PlatformLink } from "./platform-actions";
import { PLATFORMS, type Platform } from "./platforms";
import { ORDER_STATUSES, type OrderStatus } from "./status";

/**
 * The order model of the specification, grown to carry what real platform orders do
 * (decisions 087 and 088): money in integer minor units of the order's own currency, the
 * platform's discounts, fees, tips and the tax it remits itself, and the total the platform
 * states. The JSON shape clients see, in major units, lives in `api/order-json.ts`.
 */

// What platforms really send (decision 092): orders of hundreds of lines, quantities in the
// thousands, unit prices up to 100,000 of the currency. Past these, the request body limit
// (1 MB) is the bound; nothing counts modifiers.
export const ORDER_LIMITS = {
  maxItems: 2000,
  maxQuantity: 9999,
  /** In major units of the order's currency: 100,000.00 dollars, 100,000 yen. */
  maxUnitPrice: 100_000,
  maxDistanceMiles: 500,
} as const;

/** The largest unit price (or modifier price) of one unit, in minor units of `currency`. */
export function maxUnitPriceMinor(currency: string): MinorUnits {
  return ORDER_LIMITS.maxUnitPrice * minorPerMajor(currency);
}

const minor = z
  .int("Amount must be a whole number of minor units")
  .min(-Number.MAX_SAFE_INTEGER, "Amount is too large")
  .max(Number.MAX_SAFE_INTEGER, "Amount is too large");
const nonNegative = minor.min(0, "Amount cannot be negative");

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long`).optional();

/**
 * The specification's address, with what a platform may give instead of a street: a place name (Uber
 * Eats' "business name" or "title"), a map place id, coordinates. At least one of them.
 */
export const addressSchema = z
  .object({
    street: z.string().trim().max(200, "Street is too long").default(""),
    city: z.string().trim().max(100, "City is too long").default(""),
    state: z.string().trim().max(50, "State is too long").default(""),
    zipCode: z.string().trim().max(20, "ZIP code is too long").default(""),
    place: z.string().trim().max(200, "Place is too long").optional(),
    /** A Google Maps place id (Uber Eats' GOOGLE_PLACE locations). */
    placeId: z.string().trim().max(512, "Place id is too long").optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .refine(
    (address) =>
      address.street !== "" ||
      !!address.place ||
      !!address.placeId ||
      (address.latitude !== undefined && address.longitude !== undefined),
    { path: ["street"], message: "Street is required" },
  );

export const customerSchema = z.object({
  name: text("Customer name", 120),
  // Marketplaces sometimes withhold the phone number; an empty one is allowed.
  phone: z.string().trim().max(40, "Phone is too long").default(""),
  address: addressSchema.optional(),
});

/** One choice on an item; its price is charged once per unit of the item (decision 003). */
export const modifierSchema = z.object({
  name: text("Modifier name", 200),
  price: minor.default(0),
  /**
   * A default taken off the item (Uber Eats' removed items): `name` is what is left off
   * ("Onions"), shown as "No onions". A platform that only sends the words ("No onions")
   * leaves this unset; `modifier-text.ts` reads those words as a removal too.
   */
  removed: z.boolean().optional(),
});

export const orderItemSchema = z.object({
  name: text("Item name", 200),
  description: optionalText("Item description", 500),
  quantity: z
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(ORDER_LIMITS.maxQuantity, "Quantity is too large"),
  price: nonNegative,
  modifiers: z.array(modifierSchema).default([]),
  /** The line's total as the platform states it, kept over OrderDock's own product. */
  lineTotal: minor.optional(),
  /** The platform's own id for the line (Uber's cart item, DoorDash's line_item_id). */
  lineId: optionalText("Line id", 200),
  /** The customer's words for this item ("no nuts please"), printed on every ticket. */
  note: optionalText("Item note", 500),
});

/** Who pays for a discount: the restaurant's own, or a promotion the platform funds. */
export const DISCOUNT_FUNDERS = ["restaurant", "platform"] as const;

export const discountSchema = z.object({
  label: text("Discount label", 200),
  /** Positive: how much it takes off. */
  amount: nonNegative,
  fundedBy: z.enum(DISCOUNT_FUNDERS),
});

/** Service, bag, small-order and other fees the restaurant is paid; delivery has its own field. */
export const feeSchema = z.object({ label: text("Fee label", 200), amount: minor });

export const tipSchema = z.object({
  label: text("Tip label", 200),
  amount: nonNegative,
  /** A tip for the platform's courier is shown but is not the restaurant's money. */
  isKeptByRestaurant: z.boolean(),
});

/** What a channel supplies for an order: everything but identity, status and totals. */
export const orderDetailsSchema = z
  .object({
    orderNumber: text("Order number", 64),
    created: z.iso
      .datetime({ offset: true, message: "Created must be an ISO date-time" })
      .optional(),
    customer: customerSchema,
    isDelivery: z.boolean(),
    deliveryDistance: z
      .number()
      .min(0, "Distance cannot be negative")
      .max(ORDER_LIMITS.maxDistanceMiles, "Distance is too large")
      .optional(),
    currency: z
      .string()
      .transform((code, ctx) => {
        const normalized = normalizeCurrency(code);
        if (normalized) return normalized;
        ctx.addIssue({ code: "custom", message: "Currency must be an ISO 4217 code" });
        return z.NEVER;
      })
      .default(DEFAULT_CURRENCY),
    deliveryFee: nonNegative.default(0),
    tax: nonNegative.default(0),
    /** Tax the platform collects and remits itself: shown, not the restaurant's money. */
    platformTax: nonNegative.default(0),
    discounts: z.array(discountSchema).default([]),
    fees: z.array(feeSchema).default([]),
    tips: z.array(tipSchema).default([]),
    /** The order's total as the platform states it; OrderDock's own sum is kept beside it. */
    statedTotal: minor.optional(),
    /** For the courier or the hand-over: gate codes, where to leave it, where to park. */
    deliveryInstructions: optionalText("Delivery instructions", 1000),
    /**
     * The customer's words for the kitchen about the whole order (allergies, how to make it),
     * and any free note a platform does not say is for the courier.
     */
    kitchenNote: optionalText("Kitchen note", 1000),
    /** When the customer was promised the order (ready, picked up or delivered). */
    promisedAt: z.iso
      .datetime({ offset: true, message: "Promised time must be an ISO date-time" })
      .optional(),
    /** Why staff should check this order on its platform: what OrderDock could not read. */
    checkNotes: z.array(z.string().trim().min(1).max(500)).default([]),
    items: z.array(orderItemSchema).max(ORDER_LIMITS.maxItems, "Too many items").default([]),
  })
  .superRefine((order, ctx) => {
    // An order needs something to make, unless staff are told to look on the platform.
    if (order.items.length === 0 && order.checkNotes.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["items"],
        message: "An order needs at least one item",
      });
    }
    const limit = maxUnitPriceMinor(order.currency);
    order.items.forEach((item, index) => {
      if (item.price > limit) {
        ctx.addIssue({
          code: "custom",
          path: ["items", index, "price"],
          message: "Amount is too large",
        });
      }
      item.modifiers.forEach((modifier, modifierIndex) => {
        if (Math.abs(modifier.price) > limit) {
          ctx.addIssue({
            code: "custom",
            path: ["items", index, "modifiers", modifierIndex, "price"],
            message: "Amount is too large",
          });
        }
      });
    });
  });

export type Address = z.infer<typeof addressSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type Modifier = z.infer<typeof modifierSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type Discount = z.infer<typeof discountSchema>;
export type Fee = z.infer<typeof feeSchema>;
export type Tip = z.infer<typeof tipSchema>;
export type OrderDetailsInput = z.input<typeof orderDetailsSchema>;
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const platformSchema = z.enum(PLATFORMS);
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** The last change a platform made to an order after it arrived (decision 097). */
export type OrderUpdate = { at: string; changes: string[] };

/** A stored order as every screen sees it, with the derived amounts. */
export type Order = {
  id: string;
  /** The location (restaurant) the order came in at; the All locations board names it. */
  locationId?: string;
  orderNumber: string;
  platform: Platform;
  status: OrderStatus;
  /** ISO timestamp of when the customer placed the order. */
  created: string;
  customer: Customer;
  isDelivery: boolean;
  deliveryDistance?: number;
  currency: string;
  items: OrderItem[];
  /** The lines summed (each the platform's line total where it gave one). */
  subtotal: MinorUnits;
  discounts: Discount[];
  tax: MinorUnits;
  platformTax: MinorUnits;
  deliveryFee: MinorUnits;
  fees: Fee[];
  tips: Tip[];
  /** What staff see and print: the platform's figure, or OrderDock's sum when it gave none. */
  total: MinorUnits;
  /** OrderDock's own sum of the parts; differs from `total` only when the platform's does. */
  computedTotal: MinorUnits;
  deliveryInstructions?: string;
  kitchenNote?: string;
  isTest: boolean;
  checkNotes: string[];
  /** Its items and options that were 86'd on the menu when it arrived, flagged for staff. */
  unavailableItems?: string[];
  promisedAt?: string;
  /** When a held order is released to the kitchen: promised time minus preparation time. */
  dueAt?: string;
  lastUpdate?: OrderUpdate;
  /** Why the order reached its status from the platform ("Refunded on WooCommerce"). */
  statusNote?: string;
  /** What the platform has been told about the order, and its deadline for an answer. */
  platformLink?: PlatformLink;
};
