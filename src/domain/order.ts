import { z } from "zod";
import type { Cents } from "./money";
import { PLATFORMS, type Platform } from "./platforms";
import { ORDER_STATUSES, type OrderStatus } from "./status";

/**
 * The order model of spec §3, with money in integer cents (design §3). The JSON shape
 * clients see, with dollars, lives in `api/order-json.ts`.
 */

// Upper bounds keep one malformed payload from storing megabytes; they sit far above
// anything a restaurant ticket needs.
export const ORDER_LIMITS = {
  maxItems: 200,
  maxModifiersPerItem: 50,
  maxQuantity: 999,
  maxPriceCents: 1_000_000,
  maxDistanceMiles: 500,
} as const;

const centsSchema = z
  .int("Amount must be a whole number of cents")
  .min(0, "Amount cannot be negative")
  .max(ORDER_LIMITS.maxPriceCents, "Amount is too large");

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long`).optional();

export const addressSchema = z.object({
  street: text("Street", 200),
  city: z.string().trim().max(100, "City is too long").default(""),
  state: z.string().trim().max(50, "State is too long").default(""),
  zipCode: z.string().trim().max(20, "ZIP code is too long").default(""),
});

export const customerSchema = z.object({
  name: text("Customer name", 120),
  // Marketplaces sometimes withhold the phone number; an empty one is allowed.
  phone: z.string().trim().max(40, "Phone is too long").default(""),
  address: addressSchema.optional(),
});

export const modifierSchema = z.object({
  name: text("Modifier name", 200),
  price: centsSchema.default(0),
});

export const orderItemSchema = z.object({
  name: text("Item name", 200),
  description: optionalText("Item description", 500),
  quantity: z
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(ORDER_LIMITS.maxQuantity, "Quantity is too large"),
  price: centsSchema,
  modifiers: z.array(modifierSchema).max(ORDER_LIMITS.maxModifiersPerItem).default([]),
});

/** What a channel supplies for a new order: everything but identity, status and totals. */
export const orderDetailsSchema = z.object({
  orderNumber: text("Order number", 64),
  created: z.iso.datetime({ offset: true, message: "Created must be an ISO date-time" }).optional(),
  customer: customerSchema,
  isDelivery: z.boolean(),
  deliveryDistance: z
    .number()
    .min(0, "Distance cannot be negative")
    .max(ORDER_LIMITS.maxDistanceMiles, "Distance is too large")
    .optional(),
  deliveryFee: centsSchema.default(0),
  tax: centsSchema.default(0),
  deliveryInstructions: optionalText("Delivery instructions", 1000),
  items: z
    .array(orderItemSchema)
    .min(1, "An order needs at least one item")
    .max(ORDER_LIMITS.maxItems, "Too many items"),
});

export type Address = z.infer<typeof addressSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type Modifier = z.infer<typeof modifierSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type OrderDetailsInput = z.input<typeof orderDetailsSchema>;
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const platformSchema = z.enum(PLATFORMS);
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** A stored order as every screen sees it (spec §3 plus the derived amounts). */
export type Order = {
  id: string;
  orderNumber: string;
  platform: Platform;
  status: OrderStatus;
  /** ISO timestamp of when the customer placed the order. */
  created: string;
  customer: Customer;
  isDelivery: boolean;
  deliveryDistance?: number;
  deliveryFee: Cents;
  tax: Cents;
  deliveryInstructions?: string;
  items: OrderItem[];
  subtotal: Cents;
  total: Cents;
  isTest: boolean;
};
