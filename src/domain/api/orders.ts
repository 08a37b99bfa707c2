import { z } from "zod";
import { type Order, orderStatusSchema } from "../order";
import { PREP_MINUTES_RANGE } from "../platform-actions";
import { allLocationsQuerySchema } from "./locations";
import { fromOrderJson, orderJsonSchema } from "./order-json";

/** `GET /api/orders` query (docs/api.md). */
export const ORDER_LIST_DEFAULT_LIMIT = 500;
export const ORDER_LIST_MAX_LIMIT = 2000;

const isoDateTime = (name: string) =>
  z.iso.datetime({
    offset: true,
    message: `${name} must be an ISO date-time, e.g. 2026-11-22T09:00:00Z`,
  });

export const listOrdersQuerySchema = z
  .object({
    from: isoDateTime("from").optional(),
    to: isoDateTime("to").optional(),
    limit: z.coerce
      .number("limit must be a number")
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(ORDER_LIST_MAX_LIMIT, `limit can be at most ${ORDER_LIST_MAX_LIMIT}`)
      .default(ORDER_LIST_DEFAULT_LIMIT),
    /** `all`: the orders of every location the person works at (docs/locations.md). */
    locations: allLocationsQuerySchema.shape.locations,
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    path: ["to"],
    message: "to must come after from",
  });
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

/**
 * `PUT /api/orders/:id` takes the full order or just `{status}`; only the status
 * is applied, every other field is ignored (totals, items, customer: all server-owned).
 */
export const updateOrderInputSchema = z.looseObject({
  status: orderStatusSchema,
});

/** POST /api/orders/:id/accept: the preparation time; the Settings default when left out. */
export const acceptOrderInputSchema = z.object({
  prepMinutes: z
    .int("Preparation time must be a whole number of minutes")
    .min(
      PREP_MINUTES_RANGE.min,
      `Preparation time must be at least ${PREP_MINUTES_RANGE.min} minute`,
    )
    .max(
      PREP_MINUTES_RANGE.max,
      `Preparation time must be at most ${PREP_MINUTES_RANGE.max} minutes`,
    )
    .optional(),
});
export type AcceptOrderInput = z.infer<typeof acceptOrderInputSchema>;

/** POST /api/orders/:id/reject and /cancel: one of the platform's reasons, and a note. */
export const cancelOrderInputSchema = z.object({
  reason: z.string("Choose a reason").min(1, "Choose a reason").max(64, "Choose a reason"),
  note: z.string().trim().max(300, "The note must be at most 300 characters").optional(),
});
export type CancelOrderInput = z.infer<typeof cancelOrderInputSchema>;

/** POST /api/orders/:id/items/unavailable: the platform's id of the line out of stock. */
export const itemUnavailableInputSchema = z.object({
  lineId: z.string("Choose an item").min(1, "Choose an item").max(200, "Choose an item"),
});

/**
 * A staff status change's answer says which change it was, so it can be undone within the
 * undo window (`src/domain/undo.ts`): `until` is the server's deadline.
 */
export const undoOfferSchema = z.object({
  eventId: z.number().int().positive(),
  until: z.string(),
});
export type UndoOffer = z.infer<typeof undoOfferSchema>;

/** PUT /api/orders/:id, reject and cancel: the order, and the offer to undo the change. */
export const statusChangeJsonSchema = orderJsonSchema.safeExtend({
  undo: undoOfferSchema.optional(),
});
export type StatusChangeJson = z.infer<typeof statusChangeJsonSchema>;

/** A status change as both sides hold it: the order now, and the undo offer if any. */
export type StatusChange = { order: Order; undo: UndoOffer | null };

export function fromStatusChangeJson({ undo, ...order }: StatusChangeJson): StatusChange {
  return { order: fromOrderJson(order), undo: undo ?? null };
}

/** POST /api/orders/:id/undo: the change to take back, as its answer named it. */
export const undoStatusChangeInputSchema = z.object({
  eventId: z
    .int("eventId must be the whole number the status change answered with")
    .positive("eventId must be the whole number the status change answered with")
    .max(
      Number.MAX_SAFE_INTEGER,
      "eventId must be the whole number the status change answered with",
    ),
});
export type UndoStatusChangeInput = z.infer<typeof undoStatusChangeInputSchema>;
