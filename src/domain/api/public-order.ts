import { z } from "zod";
import { addressSchema } from "../order";
import { DIETARY_TAGS } from "./menu";

/**
 * The restaurant's own website order form, on the live menu: the menu a customer
 * sees and the order they send. The browser sends ids and quantities only; the server
 * prices everything from the menu.
 */
export const PUBLIC_ORDER_LIMITS = {
  items: 50,
  quantity: 50,
  /** The customer's words for one line ("no onions, nut allergy"). */
  itemNote: 500,
  /** The order's note for the kitchen, and the words for the courier. */
  instructions: 500,
} as const;

export const ORDERING_UNAVAILABLE = "Online ordering is not available for this restaurant";
/** The restaurant paused its website orders (the store controls): 409 ORDERING_PAUSED. */
export const ORDERING_PAUSED = "This restaurant is not taking online orders right now";

export const publicMenuSchema = z.object({
  restaurant: z.object({
    id: z.string(),
    name: z.string(),
    /** The restaurant's sales tax on the subtotal, e.g. 8.875; 0 when it charges none. */
    salesTaxPercent: z.number().min(0),
  }),
  /** Whether the form takes orders now: the restaurant may pause it for a while. */
  ordering: z.object({
    paused: z.boolean(),
    /** When it takes orders again (ISO); null while paused until reopened by hand. */
    until: z.string().nullable(),
  }),
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      items: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          description: z.string(),
          price: z.number(),
          photoUrl: z.string().nullable(),
          dietaryTags: z.array(z.enum(DIETARY_TAGS)),
          isAvailable: z.boolean(),
          modifierGroups: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              isRequired: z.boolean(),
              minSelections: z.number().int(),
              maxSelections: z.number().int(),
              options: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type PublicMenu = z.infer<typeof publicMenuSchema>;

const noteText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters`).optional();

export const publicOrderInputSchema = z
  .object({
    /** Sent again on a retry, so a double submit makes one order. */
    clientOrderId: z.uuid("clientOrderId must be a UUID").optional(),
    customer: z.object({
      name: z
        .string("Your name is required")
        .trim()
        .min(1, "Your name is required")
        .max(120, "Name is too long"),
      phone: z
        .string("Your phone number is required")
        .trim()
        .regex(/^[0-9+()\-.\s]{7,25}$/, "Enter a phone number we can call, e.g. (512) 555-0142"),
    }),
    fulfillment: z.enum(["pickup", "delivery"], "Choose pickup or delivery"),
    address: addressSchema.optional(),
    /** The customer's words for the kitchen about the whole order (allergies, how to make it). */
    kitchenNote: noteText("The note for the kitchen", PUBLIC_ORDER_LIMITS.instructions),
    /** For the courier: gate codes, where to leave it. Kept on a delivery only. */
    deliveryInstructions: noteText("Delivery instructions", PUBLIC_ORDER_LIMITS.instructions),
    /**
     * The one free note of forms embedded before the kitchen note existed. Nothing says it is
     * for the courier, so the kitchen reads it (joined to `kitchenNote`).
     */
    instructions: noteText("Instructions", PUBLIC_ORDER_LIMITS.instructions),
    items: z
      .array(
        z.object({
          itemId: z.uuid("Unknown item"),
          quantity: z
            .int("Quantity must be a whole number")
            .min(1, "Quantity must be at least 1")
            .max(
              PUBLIC_ORDER_LIMITS.quantity,
              `At most ${PUBLIC_ORDER_LIMITS.quantity} of one item`,
            ),
          optionIds: z.array(z.uuid("Unknown option")).max(50).default([]),
          /** The customer's words for this line, printed with it. */
          note: noteText("The note for this item", PUBLIC_ORDER_LIMITS.itemNote),
        }),
      )
      .min(1, "Add at least one item")
      .max(PUBLIC_ORDER_LIMITS.items, `At most ${PUBLIC_ORDER_LIMITS.items} items`),
  })
  .superRefine((order, context) => {
    if (order.fulfillment === "delivery" && !order.address) {
      context.addIssue({
        code: "custom",
        path: ["address"],
        message: "A delivery needs an address",
      });
    }
  });
export type PublicOrderInput = z.input<typeof publicOrderInputSchema>;
export type PublicOrderValues = z.output<typeof publicOrderInputSchema>;

export const publicOrderResultSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  /** The sales tax charged, in dollars. */
  tax: z.number(),
  total: z.number(),
});
export type PublicOrderResult = z.infer<typeof publicOrderResultSchema>;
