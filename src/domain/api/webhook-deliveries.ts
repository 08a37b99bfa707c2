import { z } from "zod";
import { PLATFORMS } from "../platforms";

/**
 * The delivery log on each Platform Connections tab (decision 095): every webhook the
 * restaurant received from that platform, what OrderDock did with it, and "Process again".
 */
export const DELIVERY_STATUSES = ["received", "processed", "ignored", "refused", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What the log calls each status. */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  received: "In progress",
  processed: "Processed",
  ignored: "Nothing to do",
  refused: "Refused",
  failed: "Failed",
};

export const DELIVERY_LOG_DEFAULT_LIMIT = 50;
export const DELIVERY_LOG_MAX_LIMIT = 200;

export const deliveryParamsSchema = z.object({
  platform: z.enum(PLATFORMS, "Unknown platform"),
});

export const deliveryIdParamsSchema = deliveryParamsSchema.extend({
  id: z.string().max(64, "Unknown delivery"),
});

export const deliveryLogQuerySchema = z.object({
  limit: z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(DELIVERY_LOG_MAX_LIMIT, `limit can be at most ${DELIVERY_LOG_MAX_LIMIT}`)
    .default(DELIVERY_LOG_DEFAULT_LIMIT),
  /** The oldest delivery already shown: the page starts after it (newest first). */
  before: z.uuid("before must be the id of a delivery").optional(),
});

export const deliverySchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  processedAt: z.string().nullable(),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  summary: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** False for a delivery whose signature did not match: its body was not kept. */
  hasBody: z.boolean(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryLogSchema = z.object({ deliveries: z.array(deliverySchema) });
export type DeliveryLog = z.infer<typeof deliveryLogSchema>;

export const deliveryDetailSchema = z.object({
  delivery: deliverySchema.extend({
    body: z.string(),
    headers: z.record(z.string(), z.string()),
  }),
});
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;
