import { z } from "zod";
import {
  BUSY_EXTRA_MINUTES,
  STORE_ACTIONS,
  STORE_CHANNELS,
  STORE_CONTROL_KINDS,
  STORE_CONTROL_SOURCES,
  STORE_DURATIONS,
} from "../store-controls";

/**
 * The store controls' calls (docs/store-controls.md): `GET /api/store` for the bar and the
 * dialog, `POST /api/store/pause`, `/busy` and `/end`, and Retry of a refused store call.
 */
const channelsSchema = z.union(
  [
    z.literal("all"),
    z
      .array(z.enum(STORE_CHANNELS, `Channels must be among ${STORE_CHANNELS.join(", ")}`))
      .min(1, "Choose at least one channel")
      .max(STORE_CHANNELS.length),
  ],
  "Choose the channels: all, or a list of them",
);

const durationSchema = z.enum(
  STORE_DURATIONS,
  `Duration must be one of ${STORE_DURATIONS.join(", ")}`,
);

const reasonSchema = z
  .string()
  .trim()
  .max(200, "Reason can be at most 200 characters")
  .optional()
  .transform((value) => (value === "" ? undefined : value));

export const pauseInputSchema = z.object({
  channels: channelsSchema,
  duration: durationSchema,
  reason: reasonSchema,
});
export type PauseInput = z.input<typeof pauseInputSchema>;

export const busyInputSchema = z.object({
  channels: channelsSchema,
  duration: durationSchema,
  extraMinutes: z.literal(
    BUSY_EXTRA_MINUTES,
    `Extra minutes must be one of ${BUSY_EXTRA_MINUTES.join(", ")}`,
  ),
  reason: reasonSchema,
});
export type BusyInput = z.input<typeof busyInputSchema>;

export const endInputSchema = z.object({
  kind: z.enum(STORE_CONTROL_KINDS, "Kind must be pause or busy"),
  channels: channelsSchema,
});
export type EndInput = z.input<typeof endInputSchema>;

/** What a platform said about a store call. */
export const storeCallSchema = z.object({
  id: z.string(),
  action: z.enum(STORE_ACTIONS),
  /** sending (or waiting to retry), done, failed (refused, with Retry). */
  state: z.enum(["sending", "done", "failed"]),
  message: z.string().nullable(),
});
export type StoreCall = z.infer<typeof storeCallSchema>;

export const storeControlSchema = z.object({
  id: z.string(),
  kind: z.enum(STORE_CONTROL_KINDS),
  extraMinutes: z.number().int().nullable(),
  source: z.enum(STORE_CONTROL_SOURCES),
  reason: z.string().nullable(),
  startsAt: z.string(),
  /** Null: until someone turns it off. */
  endsAt: z.string().nullable(),
  /** The platform's answer to the control (null for the website, which has none to give). */
  call: storeCallSchema.nullable(),
});
export type StoreControl = z.infer<typeof storeControlSchema>;

export const storeChannelSchema = z.object({
  channel: z.enum(STORE_CHANNELS),
  name: z.string(),
  /** Whether busy mode applies here (the website quotes no preparation time). */
  takesBusy: z.boolean(),
  pause: storeControlSchema.nullable(),
  busy: storeControlSchema.nullable(),
  /** An ending the platform has not confirmed yet (sending) or refused (failed, Retry). */
  unconfirmedEnd: storeCallSchema.nullable(),
});
export type StoreChannelStatus = z.infer<typeof storeChannelSchema>;

export const storeStatusSchema = z.object({
  /** The channels this restaurant can control: its connected marketplaces and website form. */
  channels: z.array(storeChannelSchema),
  /** The restaurant's usual preparation time, before busy mode's extra minutes. */
  prepMinutes: z.number().int(),
  /** The server's clock when it answered, so countdowns agree with it. */
  now: z.string(),
});
export type StoreStatus = z.infer<typeof storeStatusSchema>;

/**
 * The kitchen's load (docs/kitchen-load.md): minutes of work in the open orders, how many
 * orders and items, and the level its rules put it at (0 normal, 1 busy, 2 paused).
 */
export const kitchenLoadSchema = z.object({
  minutes: z.number().int(),
  openOrders: z.number().int(),
  items: z.number().int(),
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rules: z
    .object({
      busyAboveMinutes: z.number().int().nullable(),
      busyExtraMinutes: z.number().int(),
      pauseAboveMinutes: z.number().int().nullable(),
    })
    .nullable(),
});
export type KitchenLoad = z.infer<typeof kitchenLoadSchema>;

/** What OrderDock did by itself (the kitchen's load, a kitchen gone dark), newest first. */
export const automaticActionSchema = z.object({
  kind: z.enum(STORE_CONTROL_KINDS),
  source: z.enum(STORE_CONTROL_SOURCES),
  channels: z.array(z.enum(STORE_CHANNELS)),
  extraMinutes: z.number().int().nullable(),
  reason: z.string().nullable(),
  startsAt: z.string(),
  /** When it ended, and why when OrderDock ended it (null reason: staff ended it). */
  endedAt: z.string().nullable(),
  endedReason: z.string().nullable(),
});
export type AutomaticAction = z.infer<typeof automaticActionSchema>;

export const kitchenLoadStatusSchema = z.object({
  load: kitchenLoadSchema,
  actions: z.array(automaticActionSchema),
});
export type KitchenLoadStatus = z.infer<typeof kitchenLoadStatusSchema>;
