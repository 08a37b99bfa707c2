import { useSyncExternalStore } from "react";
import { z } from "zod";

/**
 * Preferences of this browser only: how the dashboard sorts at first, whether new
 * orders print by themselves and on what paper, sounds, the chime's repeat, pop-ups and
 * keeping the screen awake. One JSON object in localStorage; the
 * theme keeps its own key ('theme', see theme.tsx).
 */
export const DEVICE_SETTINGS_KEY = "orderdock.settings.v1";

/** How often the new-order chime sounds again while an order waits unseen; 0: once only. */
export const CHIME_REPEAT_SECONDS = [10, 20, 30, 60, 0] as const;
export type ChimeRepeatSeconds = (typeof CHIME_REPEAT_SECONDS)[number];

/** The widths of thermal paper roll a ticket printer takes (decision 117). */
export const TICKET_PAPERS = ["80mm", "58mm"] as const;
export type TicketPaper = (typeof TICKET_PAPERS)[number];

// Each field falls back on its own, so one bad or missing value (an older version's
// object, a hand edit) keeps the others.
const deviceSettingsSchema = z.object({
  // Oldest first: the order waiting longest is the one to start (decision 118).
  defaultSort: z.enum(["newest", "oldest"]).catch("oldest"),
  autoPrint: z.boolean().catch(false),
  playSounds: z.boolean().catch(true),
  /** Percent, 0 to 100: scales the fixed volumes (0.7 status, 0.5 toast). */
  volume: z.number().int().min(0).max(100).catch(100),
  showPopups: z.boolean().catch(true),
  /** Seconds between chimes while a new order waits unacknowledged on this device. */
  chimeRepeatSeconds: z.union(CHIME_REPEAT_SECONDS.map((seconds) => z.literal(seconds))).catch(10),
  /** The dashboard keeps this screen from sleeping while it is open (Screen Wake Lock). */
  keepScreenAwake: z.boolean().catch(true),
  /** The printer's paper roll: kitchen tickets and receipts are laid out to fit it. */
  ticketPaper: z.enum(TICKET_PAPERS).catch("80mm"),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = deviceSettingsSchema.parse({});

const listeners = new Set<() => void>();
// Where the settings live when storage is blocked (private mode): this visit only.
let memoryRaw: string | null = null;
// The last parse, so useSyncExternalStore gets the same object until the text changes.
let cached: { raw: string | null; settings: DeviceSettings } | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(DEVICE_SETTINGS_KEY);
  } catch {
    return memoryRaw;
  }
}

function parse(raw: string | null): DeviceSettings {
  if (raw === null) return DEFAULT_DEVICE_SETTINGS;
  try {
    const result = deviceSettingsSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : DEFAULT_DEVICE_SETTINGS;
  } catch {
    return DEFAULT_DEVICE_SETTINGS;
  }
}

/** This browser's settings; anything missing or unreadable is the default. */
export function readDeviceSettings(): DeviceSettings {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, settings: parse(raw) };
  return cached.settings;
}

/** Saves a change to some of the settings and tells every screen showing them. */
export function updateDeviceSettings(changes: Partial<DeviceSettings>): DeviceSettings {
  const next = deviceSettingsSchema.parse({ ...readDeviceSettings(), ...changes });
  const raw = JSON.stringify(next);
  try {
    localStorage.setItem(DEVICE_SETTINGS_KEY, raw);
  } catch {
    memoryRaw = raw;
  }
  notify();
  return next;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeDeviceSettings(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed them: follow it, as the theme does.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_SETTINGS_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The settings, re-rendering when they change here or in another tab. */
export function useDeviceSettings(): DeviceSettings {
  return useSyncExternalStore(
    subscribeDeviceSettings,
    readDeviceSettings,
    () => DEFAULT_DEVICE_SETTINGS,
  );
}
