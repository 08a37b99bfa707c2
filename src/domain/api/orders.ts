import { z } from "zod";
import { orderStatusSchema } from "../order";

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
