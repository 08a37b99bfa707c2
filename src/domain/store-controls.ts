import { nextLocalMidnight } from "./local-midnight";
import { PLATFORM_META, type Platform } from "./platforms";

/**
 * Store controls (docs/store-controls.md): a restaurant pauses a channel (no new orders) or
 * makes it busy (more minutes on every quoted preparation time) for a while, and OrderDock
 * tells each platform through its store call. Shopify and WooCommerce have no such call:
 * their shop stays open, and the owner closes it in the shop's own admin.
 */
export const STORE_CHANNELS = ["ubereats", "doordash", "grubhub", "website"] as const;
export type StoreChannel = (typeof STORE_CHANNELS)[number];

export const STORE_CONTROL_KINDS = ["pause", "busy"] as const;
export type StoreControlKind = (typeof STORE_CONTROL_KINDS)[number];

/** How long a pause or busy spell lasts. */
export const STORE_DURATIONS = ["15", "30", "60", "end_of_day", "until_turned_off"] as const;
export type StoreDuration = (typeof STORE_DURATIONS)[number];

export const STORE_DURATION_LABELS: Record<StoreDuration, string> = {
  "15": "15 minutes",
  "30": "30 minutes",
  "60": "1 hour",
  end_of_day: "Rest of the day",
  until_turned_off: "Until I turn it off",
};

/** Minutes busy mode adds to every quoted preparation time. */
export const BUSY_EXTRA_MINUTES = [10, 20, 30] as const;
export type BusyExtraMinutes = (typeof BUSY_EXTRA_MINUTES)[number];

/** Why a control was set: by staff, or by OrderDock on its own. */
export const STORE_CONTROL_SOURCES = ["staff", "kitchen_load", "dark_kitchen"] as const;
export type StoreControlSource = (typeof STORE_CONTROL_SOURCES)[number];

export function isStoreChannel(value: unknown): value is StoreChannel {
  return typeof value === "string" && (STORE_CHANNELS as readonly string[]).includes(value);
}

export function storeChannelName(channel: StoreChannel): string {
  return PLATFORM_META[channel as Platform].displayName;
}

/**
 * When a control chosen now ends: after its minutes, at the restaurant's next local
 * midnight, or never (null: until someone turns it off).
 */
export function storeControlEnd(duration: StoreDuration, now: Date, timeZone: string): Date | null {
  switch (duration) {
    case "end_of_day":
      return nextLocalMidnight(now, timeZone);
    case "until_turned_off":
      return null;
    default:
      return new Date(now.getTime() + Number(duration) * 60_000);
  }
}

/** Whether a control is in force at `now`: not ended by hand and its end not reached. */
export function isControlActive(
  control: { endsAt: Date | string | null; endedAt: Date | string | null },
  now: Date,
): boolean {
  if (control.endedAt) return false;
  return control.endsAt === null || new Date(control.endsAt).getTime() > now.getTime();
}

/**
 * The store calls: a pause and its end (the platform reopens), a busy spell and its end.
 * An end is written with its control and waits in the outbox until the control's end.
 */
export const STORE_ACTIONS = ["pause", "resume", "busy", "busy_end"] as const;
export type StoreAction = (typeof STORE_ACTIONS)[number];

export function isStoreAction(value: string): value is StoreAction {
  return (STORE_ACTIONS as readonly string[]).includes(value);
}

/** Minutes without a connected dashboard, in opening hours, before every channel is paused. */
export const DEFAULT_DARK_KITCHEN_MINUTES = 5;
export const DARK_KITCHEN_MINUTES_RANGE = { min: 1, max: 60 } as const;
