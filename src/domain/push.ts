import { joinNames } from "./join-names";

/**
 * Alerts sent to an owner's phone by Web Push (docs/push-alerts.md): what can be sent, to
 * which push services, and the words on the phone's lock screen.
 */

/** Minutes an order may wait in New, unaccepted, before the phone is told. */
export const ORDER_WAIT_MINUTE_CHOICES = [2, 3, 5, 10, 15] as const;
export const DEFAULT_ORDER_WAIT_MINUTES = 5;

/**
 * A condition older than this is not news to a device that subscribes now: an order that
 * has waited a day, a printer that went offline last week.
 */
export const ALERT_LOOKBACK_HOURS = 24;

/**
 * The push services browsers subscribe with, by host (a host or any name under it), all
 * over https: Google's for Chrome, Edge and Samsung on Android, Mozilla's for Firefox,
 * Microsoft's (WNS) for Edge on Windows, Apple's for Safari and installed iPhone apps.
 * OrderDock sends to no other address (it would be a way into the server's network); more
 * can be allowed by configuration (PUSH_SERVICES). The list follows what each browser's
 * subscriptions show as their endpoint host; a new service is one line here.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "notify.windows.com",
  "push.apple.com",
] as const;

/** Whether a subscription's endpoint is one OrderDock sends to. */
export function isKnownPushService(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Credentials in an address ("https://user@127.0.0.1@fcm.googleapis.com/") are read
  // differently by different URL parsers: no push service's address carries any.
  if (url.username !== "" || url.password !== "") return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  return PUSH_SERVICE_HOSTS.some(
    (host) => url.hostname === host || url.hostname.endsWith(`.${host}`),
  );
}

/** What a push carries to the service worker, which shows it as a notification. */
export type PushMessage = {
  title: string;
  body: string;
  /** Notifications with the same tag replace each other on the phone. */
  tag: string;
  /** The page a tap opens. */
  url: string;
};

const DASHBOARD_URL = "/dashboard";
/** Printers are set up in Settings. */
const PRINTERS_URL = "/settings#printers";

/** Orders a device is told of in one look: one notification, naming each order. */
export function orderWaitingMessage(
  orders: ReadonlyArray<{ orderNumber: string; platformName: string; waitedMinutes: number }>,
): PushMessage {
  const longest = Math.max(...orders.map((order) => order.waitedMinutes));
  const [only] = orders;
  if (orders.length === 1 && only)
    return {
      title: `Order waiting ${only.waitedMinutes} min`,
      body: `${only.platformName} order ${only.orderNumber} has not been accepted. Open OrderDock to answer it.`,
      tag: `order-waiting-${only.orderNumber}`,
      url: DASHBOARD_URL,
    };
  return {
    title: `${orders.length} orders waiting, up to ${longest} min`,
    body: `${joinNames(orders.map((order) => `${order.platformName} ${order.orderNumber}`))} have not been accepted. Open OrderDock to answer them.`,
    tag: "orders-waiting",
    url: DASHBOARD_URL,
  };
}

export function printerOfflineMessage(printerNames: readonly string[]): PushMessage {
  const many = printerNames.length > 1;
  return {
    title: `${joinNames(printerNames)} ${many ? "are" : "is"} offline`,
    body: `${many ? "These printers have" : "The printer has"} stopped calling OrderDock. Tickets wait for ${many ? "them" : "it"}, or go to a backup printer.`,
    tag: `printer-offline-${printerNames.join("-")}`,
    url: PRINTERS_URL,
  };
}

export function autoPausedMessage(
  channelNames: readonly string[],
  reason: string | null,
): PushMessage {
  return {
    title: "OrderDock paused orders",
    body: `${joinNames(channelNames)} ${channelNames.length > 1 ? "are" : "is"} paused${reason ? `: ${reason}` : " by the kitchen's rules"}. Open OrderDock to reopen.`,
    tag: "auto-paused",
    url: DASHBOARD_URL,
  };
}

export function testMessage(deviceName: string): PushMessage {
  return {
    title: "OrderDock alerts are on",
    body: `This is how alerts will reach ${deviceName}.`,
    tag: "test",
    url: DASHBOARD_URL,
  };
}
