import { z } from "zod";
import { ORDER_WAIT_MINUTE_CHOICES } from "../push";

/**
 * The push alerts API (docs/api.md, docs/push-alerts.md): `GET /api/push` (the server's
 * public key and this restaurant's devices), `POST /api/push/subscriptions` (a device
 * subscribes, or subscribes again with new choices), `PATCH` and `DELETE
 * /api/push/subscriptions/:id`, and `POST /api/push/subscriptions/:id/test`.
 */

export const PUSH_ENDPOINT_MESSAGE =
  "This browser's push service is not one OrderDock sends to; try Chrome, Edge, Firefox or Safari";
export const PUSH_KEYS_MESSAGE =
  "The browser's push subscription is incomplete; turn alerts on again";
export const DEVICE_NAME_MESSAGE = "Device name is required (at most 60 characters)";
export const ORDER_WAIT_MESSAGE = `Order waiting must be ${ORDER_WAIT_MINUTE_CHOICES.join(", ")} minutes, or off`;

/** A key as browsers give it: unpadded base64url. */
const base64Url = (min: number, max: number) =>
  z
    .string(PUSH_KEYS_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_KEYS_MESSAGE)
    .min(min, PUSH_KEYS_MESSAGE)
    .max(max, PUSH_KEYS_MESSAGE);

/** What a device is told of. */
export const pushChoicesSchema = z.object({
  /** Minutes an order may wait unaccepted before the device is told; null: never. */
  orderWaitMinutes: z
    .union(
      ORDER_WAIT_MINUTE_CHOICES.map((minutes) => z.literal(minutes)),
      ORDER_WAIT_MESSAGE,
    )
    .nullable(),
  printerOffline: z.boolean("Printer offline must be on or off"),
  autoPaused: z.boolean("Paused automatically must be on or off"),
});
export type PushChoices = z.infer<typeof pushChoicesSchema>;

const deviceNameSchema = z
  .string(DEVICE_NAME_MESSAGE)
  .trim()
  .min(1, DEVICE_NAME_MESSAGE)
  .max(60, DEVICE_NAME_MESSAGE);

/** PushSubscription.toJSON() as the browser gives it, with the device's name and choices. */
export const pushSubscriptionInputSchema = z.object({
  subscription: z.object(
    {
      endpoint: z.url({ protocol: /^https?$/, error: PUSH_ENDPOINT_MESSAGE }).max(1000),
      keys: z.object(
        {
          // An uncompressed P-256 point (65 bytes) and a 16-byte secret.
          p256dh: base64Url(80, 100),
          auth: base64Url(16, 32),
        },
        PUSH_KEYS_MESSAGE,
      ),
    },
    PUSH_KEYS_MESSAGE,
  ),
  deviceName: deviceNameSchema,
  ...pushChoicesSchema.shape,
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** What a device changes; an empty change answers the device as it is. */
export const pushSubscriptionPatchSchema = z
  .object({ deviceName: deviceNameSchema, ...pushChoicesSchema.shape })
  .partial();

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  deviceName: z.string(),
  /** The push service's address for the device, so a browser finds its own row (never its keys). */
  endpoint: z.string(),
  ...pushChoicesSchema.shape,
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** The push service's last refusal, in its words; cleared by the next delivery. */
  lastError: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushStatusSchema = z.object({
  /** The server's VAPID public key, for PushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
  devices: z.array(pushDeviceSchema),
});
export type PushStatus = z.infer<typeof pushStatusSchema>;
