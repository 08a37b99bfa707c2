import { PLATFORM_META, type Platform } from "./platforms";

/**
 * What OrderDock tells a platform about an order, and what each platform accepts
 * (docs/platform-calls.md). A platform without a call for an action simply is not told:
 * Shopify and WooCommerce orders arrive already placed, so there is nothing to accept.
 */
export const PLATFORM_ACTIONS = [
  "accept",
  "deny",
  "ready",
  "complete",
  "cancel",
  "adjust",
] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];

export type Reason = { code: string; label: string };

export type PlatformRules = {
  /** The calls this platform takes. */
  actions: readonly PlatformAction[];
  /**
   * How long the platform waits for an answer before it cancels the order, in seconds.
   * Uber Eats: 11.5 minutes (its webhooks guide). DoorDash: its confirmation window,
   * documented only as "3–8 minutes" (unconfirmed; the upper bound is used). Grubhub: not
   * documented; its published sample marks an order stale after about 18 minutes.
   */
  acceptWindowSeconds: number | null;
  /** Why a restaurant may refuse a new order, in the platform's own codes. */
  denyReasons: readonly Reason[];
  /** Why a restaurant may cancel an accepted order, in the platform's own codes. */
  cancelReasons: readonly Reason[];
  /**
   * Where cancelling needs the platform's support team rather than an API call: the
   * dialog says so and links here. The order is still cancelled in OrderDock.
   */
  cancelHelp: { text: string; url: string } | null;
};

const BUSY = { code: "RESTAURANT_TOO_BUSY", label: "Kitchen too busy" };
const CLOSED = { code: "KITCHEN_CLOSED", label: "Kitchen closed" };
const OUT_OF_ITEMS = { code: "OUT_OF_ITEMS", label: "Items out of stock" };
const OTHER = { code: "OTHER", label: "Other" };

export const PLATFORM_RULES: Record<Platform, PlatformRules> = {
  ubereats: {
    actions: ["accept", "deny", "ready", "complete", "cancel", "adjust"],
    acceptWindowSeconds: 690,
    // deny_pos_order's documented `reason.code`s (UBER_DENY_CODES in the twin): the newer
    // deny API's types (ITEM_ISSUE, KITCHEN_CLOSED) are not among them.
    denyReasons: [
      { code: "ITEM_AVAILABILITY", label: "Items out of stock" },
      { code: "CAPACITY", label: "Kitchen too busy" },
      { code: "STORE_CLOSED", label: "Store closed" },
      { code: "PRICING", label: "Price is wrong" },
      OTHER,
    ],
    cancelReasons: [
      OUT_OF_ITEMS,
      BUSY,
      CLOSED,
      { code: "CUSTOMER_CALLED_TO_CANCEL", label: "Customer called to cancel" },
      { code: "CANNOT_COMPLETE_CUSTOMER_NOTE", label: "Cannot follow the customer's note" },
      OTHER,
    ],
    cancelHelp: null,
  },
  doordash: {
    actions: ["accept", "deny", "ready", "cancel", "adjust"],
    acceptWindowSeconds: 480,
    denyReasons: [
      { code: "ITEM_OUT_OF_STOCK", label: "Items out of stock" },
      { code: "CAPACITY_THROTTLING", label: "Kitchen too busy" },
      { code: "STORE_CLOSED", label: "Store closed" },
      { code: "POS_OFFLINE", label: "Order system offline" },
      { code: "OTHER", label: "Other" },
    ],
    cancelReasons: [
      { code: "ITEM_OUT_OF_STOCK", label: "Items out of stock" },
      { code: "KITCHEN_BUSY", label: "Kitchen too busy" },
      { code: "STORE_CLOSED", label: "Store closed" },
      OTHER,
    ],
    cancelHelp: {
      text: "DoorDash takes cancellations from order systems only for stores it has allowed; otherwise call DoorDash support. DoorDash pauses the store for a while after a cancellation.",
      url: "https://help.doordash.com/merchants/s/merchant-support",
    },
  },
  grubhub: {
    actions: ["accept", "deny", "ready", "complete", "cancel"],
    acceptWindowSeconds: 1080,
    denyReasons: [
      { code: "RESTAURANT_OFFLINE", label: "Restaurant offline" },
      { code: "MENU_ITEM_NOT_FOUND", label: "Items out of stock" },
      { code: "PRICE_MISMATCH", label: "Price is wrong" },
      OTHER,
    ],
    cancelReasons: [
      { code: "OUT_OF_STOCK", label: "Items out of stock" },
      { code: "RESTAURANT_TOO_BUSY", label: "Kitchen too busy" },
      { code: "RESTAURANT_CLOSED", label: "Restaurant closed" },
      OTHER,
    ],
    cancelHelp: {
      text: "Grubhub cancels an order through a change request that its care team reviews; the ticket number appears here once Grubhub opens it.",
      url: "https://restaurant.grubhub.com/support",
    },
  },
  shopify: {
    actions: ["ready", "complete", "cancel"],
    acceptWindowSeconds: null,
    denyReasons: [],
    cancelReasons: [
      { code: "CUSTOMER", label: "Customer asked to cancel" },
      { code: "INVENTORY", label: "Items out of stock" },
      { code: "STAFF", label: "Staff decision" },
      { code: "OTHER", label: "Other" },
    ],
    cancelHelp: null,
  },
  woocommerce: {
    actions: ["complete", "cancel"],
    acceptWindowSeconds: null,
    denyReasons: [],
    cancelReasons: [
      { code: "CUSTOMER", label: "Customer asked to cancel" },
      { code: "OUT_OF_STOCK", label: "Items out of stock" },
      { code: "OTHER", label: "Other" },
    ],
    cancelHelp: null,
  },
  website: {
    actions: [],
    acceptWindowSeconds: null,
    denyReasons: [],
    cancelReasons: [
      { code: "CUSTOMER", label: "Customer asked to cancel" },
      { code: "OUT_OF_STOCK", label: "Items out of stock" },
      { code: "OTHER", label: "Other" },
    ],
    cancelHelp: null,
  },
};

export function takesAction(platform: Platform, action: PlatformAction): boolean {
  return PLATFORM_RULES[platform].actions.includes(action);
}

/** Platforms where a new order waits for the restaurant's answer. */
export const ACCEPTING_PLATFORMS = (Object.keys(PLATFORM_RULES) as Platform[]).filter((platform) =>
  takesAction(platform, "accept"),
);

/** Preparation times offered with Accept, in minutes. */
export const PREP_TIME_PICKS = [10, 15, 20, 30, 45] as const;
export const PREP_MINUTES_RANGE = { min: 1, max: 240 } as const;

/** Minutes before the deadline when the countdown turns red, unless Settings say otherwise. */
export const DEFAULT_DEADLINE_WARNING_MINUTES = 2;

/** The note an order keeps when its platform cancelled it for want of an answer. */
export const NOT_ACCEPTED_IN_TIME = "Not accepted in time";

export function reasonLabel(platform: Platform, kind: "deny" | "cancel", code: string): string {
  const reasons =
    kind === "deny" ? PLATFORM_RULES[platform].denyReasons : PLATFORM_RULES[platform].cancelReasons;
  return reasons.find((reason) => reason.code === code)?.label ?? code;
}

/** Where a call to the platform stands, as the card shows it. */
export type PlatformCallState = "sending" | "done" | "failed";

export type PlatformLink = {
  /** The platform cancels the order if it is not accepted by then (ISO time). */
  acceptBy: string | null;
  /** When the restaurant accepted it, and the ready time it gave (ISO times). */
  acceptedAt: string | null;
  prepMinutes: number | null;
  readyAt: string | null;
  /** The latest call made to the platform about this order. */
  call: {
    id: string;
    action: PlatformAction;
    state: PlatformCallState;
    /** The platform's own words when it refused, or why it could not be reached. */
    message: string | null;
    /** Grubhub's care ticket, for a cancellation it reviews. */
    reference: string | null;
  } | null;
};

const ACTION_DONE: Record<PlatformAction, string> = {
  accept: "Accepted",
  deny: "Rejected",
  ready: "Marked ready",
  complete: "Completed",
  cancel: "Cancelled",
  adjust: "Item change sent to",
};

/** The line the card and the dialog show about the platform ("Accepted on Uber Eats · ready 12:40"). */
export function describePlatformCall(
  platform: Platform,
  link: PlatformLink,
  formatTime: (iso: string) => string,
): { text: string; tone: "info" | "ok" | "error" } | null {
  const name = PLATFORM_META[platform].displayName;
  const call = link.call;
  if (!call) return null;
  if (call.state === "sending") return { text: "Sending…", tone: "info" };
  if (call.state === "failed") {
    return { text: `${name} refused: ${call.message ?? "no reason given"}`, tone: "error" };
  }
  // Nothing was sent (the order was cancelled meanwhile, or the platform has no such call):
  // the reason is the line.
  if (call.message?.startsWith("Not sent")) return { text: call.message, tone: "info" };
  const ready = link.readyAt ? ` · ready ${formatTime(link.readyAt)}` : "";
  if (call.action === "accept") return { text: `Accepted on ${name}${ready}`, tone: "ok" };
  const reference = call.reference ? ` · ticket ${call.reference}` : "";
  const done = ACTION_DONE[call.action];
  const where = done.endsWith(" to") ? `${done} ${name}` : `${done} on ${name}`;
  return { text: `${where}${reference}`, tone: "ok" };
}
