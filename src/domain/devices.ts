/**
 * A kitchen device: a tablet paired to one restaurant with a code, holding no person's
 * password (docs/devices.md). On its own it acts as "Kitchen" with the permissions the table
 * gives it (`DEVICE_PERMISSIONS` in permissions.ts); a person who enters their PIN on it acts
 * as themself, within what both their role and the device allow.
 */

/** The name a device's own actions go by in an order's history and the activity log. */
export const KITCHEN_ACTOR_NAME = "Kitchen";

/**
 * The actions a device can take, each of which the owner may set to need a PIN. Every route a
 * device may change something through belongs to one (server/plugins/route-permissions.ts).
 */
export const DEVICE_ACTIONS = [
  "accept",
  "reject",
  "cancel",
  "move",
  "print",
  "eighty_six",
  "pause",
] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];

export const DEVICE_ACTION_LABELS: Record<DeviceAction, string> = {
  accept: "Accept an order",
  reject: "Reject an order",
  cancel: "Cancel an order",
  move: "Move an order (preparing, ready, completed, undo)",
  print: "Print a ticket",
  eighty_six: "86 an item or bring it back",
  pause: "Pause a channel or add busy time",
};

/** What a new device asks a PIN for until the owner chooses otherwise. */
export const DEFAULT_PIN_ACTIONS: readonly DeviceAction[] = [
  "reject",
  "cancel",
  "eighty_six",
  "pause",
];

/** A PIN is 4 to 6 digits. */
export const PIN_PATTERN = /^\d{4,6}$/;
/** Wrong PINs a person may enter on a device before it stops them for a while. */
export const PIN_TRIES = 5;
/** The first lock; each lock after it, with no right PIN between, lasts twice as long. */
export const PIN_LOCK_SECONDS = 60;
/** The longest a lock lasts: a tablet left alone cannot be used to guess a PIN quickly. */
export const PIN_LOCK_MAX_SECONDS = 24 * 3600;
/**
 * How long a person who entered their PIN stays identified on the device without acting:
 * each change they make starts it again.
 */
export const OPERATOR_IDLE_SECONDS = 120;
/** How long a device's pairing code works. */
export const PAIRING_CODE_MINUTES = 10;
/** How long a device's cookie lasts; one in use is renewed in its last month. */
export const DEVICE_SESSION_DAYS = 365;
