import { escapeHtml } from "../../../domain/escape-html";
import { PLATFORM_RULES } from "../../../domain/platform-actions";
import { PLATFORM_META } from "../../../domain/platforms";
import {
  calendarDaysBetween,
  formatClockTime,
  formatUpcomingTime,
} from "../../../domain/relative-time";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import { type ConsoleMenu, menuSection } from "./twin-console-menu";
import type { TwinCallRow, TwinOrderRow } from "./twin-orders.repository";
import { isTwinStorePlatform } from "./twin-store-platforms";
import type { TwinStoreView } from "./twin-store-state";

/**
 * A platform twin's console (docs/platform-twins.md): what the platform knows about this
 * restaurant's store, menu and orders, and buttons to act as its customers. Plain HTML
 * forms that post back to the console, so it works without any script.
 */
export type ConsoleView = {
  platform: TwinPlatform;
  base: string;
  restaurantName: string | null;
  orders: TwinOrderRow[];
  calls: TwinCallRow[];
  twinNow: Date;
  /** The restaurant's zone, for the store's times; null: the server's. */
  timeZone: string | null;
  /** The store as the platform shows it; null for a platform without store calls. */
  store: TwinStoreView | null;
  /** The menu as the platform holds it; null for a platform without menu calls. */
  menu: ConsoleMenu | null;
  flash: string | null;
  faultUntil: Date | null;
  /** The console switched OrderDock's credentials to refused. */
  refusesCredentials: boolean;
  /** Uber: whether OrderDock's integration is on for the store; null: no store activated. */
  uberIntegration: { isOn: boolean } | null;
};

const STATE_WORDS: Record<string, string> = {
  placed: "Placed, waiting for the restaurant",
  accepted: "Accepted",
  denied: "Denied",
  ready: "Ready for pickup",
  picked_up: "Picked up",
  delivered: "Delivered",
  completed: "Completed",
  cancelled: "Cancelled",
};

const time = (date: Date | null) => (date ? date.toISOString().slice(11, 16) : "–");

function describeOrder(order: TwinOrderRow, now: Date): string {
  const parts = [STATE_WORDS[order.state] ?? order.state];
  if (order.prepMinutes) parts.push(`prep time ${order.prepMinutes} min`);
  if (order.readyAt) parts.push(`ready ${time(order.readyAt)} UTC`);
  if (order.state === "cancelled" && order.cancelledBy) parts.push(`by the ${order.cancelledBy}`);
  if (order.reason) parts.push(`reason: ${order.reason}`);
  if (order.state === "placed" && order.deadlineAt) {
    const seconds = Math.max(0, Math.round((order.deadlineAt.getTime() - now.getTime()) / 1000));
    parts.push(
      `cancels itself in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")} if not answered`,
    );
  }
  return parts.join(" · ");
}

/** A time on the restaurant's clock: "7:45 PM" today, else "tomorrow at 9:00 AM". */
function localTime(date: Date, view: ConsoleView): string {
  const timeZone = view.timeZone ?? undefined;
  if (calendarDaysBetween(view.twinNow, date, timeZone) === 0) {
    return formatClockTime(date, timeZone);
  }
  const words = formatUpcomingTime({ date, now: view.twinNow, timeZone });
  return words.replace(/^(Today|Tomorrow|Yesterday) /, (day) => day.toLowerCase());
}

const minutes = (seconds: number) => Math.round(seconds / 60);

/** The store as the platform shows it: open or paused, and busy mode's extra time. */
function storeSection(view: ConsoleView): string {
  const store = view.store;
  if (!store) return "";
  const lines = [
    store.isPaused
      ? `<p class="state store-paused">Paused until ${store.pausedUntil ? escapeHtml(localTime(store.pausedUntil, view)) : "reopened"}</p>${store.pauseReason ? `<p class="muted">Reason: ${escapeHtml(store.pauseReason)}</p>` : ""}`
      : `<p class="state">Open</p>`,
  ];
  if (store.busy) {
    lines.push(
      `<p>Busy: +${minutes(store.busy.seconds)} min until ${escapeHtml(localTime(store.busy.until, view))}</p>`,
    );
  }
  if (store.prepSeconds !== null) {
    lines.push(`<p>Preparation time: ${minutes(store.prepSeconds)} min</p>`);
  }
  return `<section aria-labelledby="store-heading"><h2 id="store-heading">Store</h2>${lines.join("")}</section>`;
}

const FINISHED = ["cancelled", "denied", "delivered", "completed"];

function orderRow(view: ConsoleView, order: TwinOrderRow): string {
  const open = !FINISHED.includes(order.state);
  const action = (path: string, label: string) =>
    `<form method="post" action="${view.base}/console/orders/${encodeURIComponent(order.externalId)}/${path}"><button type="submit">${label}</button></form>`;
  return `<li class="order" data-order="${escapeHtml(order.orderNumber)}">
  <div><strong>#${escapeHtml(order.orderNumber)}</strong> <span class="muted">placed ${time(order.placedAt)} UTC</span></div>
  <div class="state state-${order.state}">${escapeHtml(describeOrder(order, view.twinNow))}</div>
  ${open ? `<div class="actions">${action("cancel", `Cancel #${escapeHtml(order.orderNumber)} as the customer`)}${action("edit", `Edit #${escapeHtml(order.orderNumber)} as the customer`)}</div>` : ""}
</li>`;
}

export function renderTwinConsole(view: ConsoleView): string {
  const meta = PLATFORM_META[view.platform];
  const window = PLATFORM_RULES[view.platform].acceptWindowSeconds;
  const open = view.orders.filter((order) => !FINISHED.includes(order.state));
  const finished = view.orders.filter((order) => FINISHED.includes(order.state)).slice(0, 10);
  const calls = view.calls
    .map(
      (call) =>
        `<tr><td>${time(call.receivedAt)}</td><td>${escapeHtml(call.method)} ${escapeHtml(call.operation)}</td><td>${escapeHtml(call.externalId ?? "")}</td><td>${call.status}</td></tr>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.displayName)} twin – OrderDock</title>
<style>
  :root { color-scheme: light dark; --accent: ${meta.color}; }
  body { margin: 0; font: 17px/1.5 system-ui, sans-serif; background: Canvas; color: CanvasText; }
  main { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
  header { border-bottom: 4px solid var(--accent); padding-bottom: .75rem; margin-bottom: 1rem; }
  h1 { margin: 0; font-size: 1.6rem; }
  .muted { opacity: .7; font-size: .9rem; }
  .flash { padding: .75rem 1rem; border-radius: .5rem; background: color-mix(in srgb, var(--accent) 18%, Canvas); margin: 1rem 0; }
  .toolbar, .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin: .5rem 0; }
  button { font: inherit; padding: .6rem 1rem; border-radius: .5rem; border: 1px solid color-mix(in srgb, CanvasText 40%, Canvas); background: Canvas; color: CanvasText; cursor: pointer; min-height: 44px; }
  button.primary { background: var(--accent); color: #fff; border-color: var(--accent); font-weight: 600; }
  ul { list-style: none; padding: 0; }
  li.order { padding: .75rem 1rem; border: 1px solid color-mix(in srgb, CanvasText 20%, Canvas); border-radius: .75rem; margin-bottom: .75rem; }
  .state { font-weight: 600; margin: .25rem 0; }
  .state-cancelled, .state-denied, .store-paused, .menu-suspended { color: #dc2626; }
  h3 { font-size: 1.05rem; margin: 1rem 0 .25rem; }
  ul.menu-items > li { padding: .35rem 0; border-bottom: 1px solid color-mix(in srgb, CanvasText 12%, Canvas); }
  ul.menu-groups, ul.menu-options { padding-left: 1.25rem; font-size: .95rem; }
  .menu-price { opacity: .8; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; }
  td, th { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid color-mix(in srgb, CanvasText 15%, Canvas); }
</style>
</head>
<body>
<main>
<header>
  <h1>${escapeHtml(meta.displayName)} twin</h1>
  <div class="muted">What ${escapeHtml(meta.displayName)} knows about ${escapeHtml(view.restaurantName ?? "your restaurant")}'s orders. OrderDock's stand-in for ${escapeHtml(meta.displayName)}: same calls, answers and deadlines, no real customers.${window ? ` An order not answered within ${window % 60 === 0 ? window / 60 : (window / 60).toFixed(1)} minutes is cancelled by ${escapeHtml(meta.displayName)}.` : ""}</div>
</header>
${view.flash ? `<p class="flash" role="status">${escapeHtml(view.flash)}</p>` : ""}
${storeSection(view)}
${view.menu && isTwinStorePlatform(view.platform) ? menuSection({ platform: view.platform, menu: view.menu, localTime: (date) => localTime(date, view) }) : ""}
<div class="toolbar">
  <form method="post" action="${view.base}/console/orders"><button class="primary" type="submit">Place an order as a customer</button></form>
  <form method="get" action="${view.base}"><button type="submit">Refresh</button></form>
  ${window ? `<form method="post" action="${view.base}/console/clock"><input type="hidden" name="minutes" value="12"><button type="submit">Let 12 minutes pass</button></form>` : ""}
  <form method="post" action="${view.base}/console/outage"><input type="hidden" name="seconds" value="60"><button type="submit">${view.faultUntil ? `Failing with 503 until ${time(view.faultUntil)} UTC` : "Fail every call with 503 for a minute"}</button></form>
  <form method="post" action="${view.base}/console/credentials"><input type="hidden" name="refuse" value="${view.refusesCredentials ? "0" : "1"}"><button type="submit">${view.refusesCredentials ? "Accept OrderDock's credentials again" : "Refuse OrderDock's credentials"}</button></form>
  ${view.uberIntegration ? `<form method="post" action="${view.base}/console/integration"><input type="hidden" name="on" value="${view.uberIntegration.isOn ? "0" : "1"}"><button type="submit">${view.uberIntegration.isOn ? "Switch OrderDock off for this store" : "Switch OrderDock on for this store"}</button></form>` : ""}
</div>
<h2>Open orders</h2>
${open.length > 0 ? `<ul>${open.map((order) => orderRow(view, order)).join("")}</ul>` : `<p class="muted">No open orders. Place one above: it arrives on your OrderDock dashboard like a real ${escapeHtml(meta.displayName)} order.</p>`}
${finished.length > 0 ? `<h2>Finished</h2><ul>${finished.map((order) => orderRow(view, order)).join("")}</ul>` : ""}
<h2>Calls from OrderDock</h2>
${calls ? `<table><thead><tr><th>Time (UTC)</th><th>Call</th><th>Order</th><th>Answer</th></tr></thead><tbody>${calls}</tbody></table>` : `<p class="muted">No calls yet.</p>`}
</main>
</body>
</html>`;
}
