import { readableTextOn } from "@/client/lib/contrast";
import type { TicketPaper } from "@/client/lib/device-settings";
import { formatAddress, hasNoStreet } from "@/domain/address";
import { escapeHtml } from "@/domain/escape-html";
import { isRemoval, modifierText } from "@/domain/modifier-text";
import { formatMoney } from "@/domain/money";
import type { Order, OrderItem } from "@/domain/order";
import { orderAmountLines, totalsDifferNote } from "@/domain/order-amounts";
import { displayOrderNumber } from "@/domain/order-number";
import { PLATFORM_META, type Platform } from "@/domain/platforms";
import { STATUS_META } from "@/domain/status";
import { computeLineTotal } from "@/domain/totals";
import { readyByText } from "../order-answer";
import { instructionsLabel } from "../order-safety";
import { formatWhen } from "./print-format";
import { markDietaryHtml } from "./print-marks";
import { receiptStyles } from "./receipt-styles";

/** Shown in the header only when the restaurant has no name set. */
export const RECEIPT_PLACEHOLDER_NAME = "YOUR RESTAURANT NAME";

/** The badge is coloured for these platforms, outlined for the others. */
export const COLOURED_BADGE_PLATFORMS: ReadonlySet<Platform> = new Set([
  "ubereats",
  "doordash",
  "grubhub",
  "website",
]);

export type RenderReceiptOptions = {
  order: Order;
  restaurantName?: string;
  /** The roll it prints on: the receipt is the paper's printable width (decision 117). */
  paper?: TicketPaper;
  printedAt: Date;
  /** IANA zone for the order and print times; the runtime's zone when omitted. */
  timeZone?: string;
};

/**
 * The customer's receipt, with prices, as a complete HTML document: inline CSS, no
 * scripts, no external resources, so it prints the same from a hidden frame on any
 * device. Pure. The kitchen's ticket is `kitchen-ticket.ts`.
 */
export function renderReceiptHtml({
  order,
  restaurantName,
  paper = "80mm",
  printedAt,
  timeZone,
}: RenderReceiptOptions): string {
  const name = restaurantName?.trim() || RECEIPT_PLACEHOLDER_NAME;
  const body = [
    renderHeader(name, order.platform),
    renderOrderInfo(order, timeZone),
    renderCustomer(order),
    renderKitchenNote(order),
    renderItems(order.items, order.currency),
    renderTotals(order),
    renderInstructions(order),
    renderFooter(printedAt, timeZone),
  ].join("\n");

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Order #${escapeHtml(displayOrderNumber(order.orderNumber))}</title>
<style>${receiptStyles(paper)}</style>
</head>
<body data-paper="${paper}">
<main class="receipt">
${body}
</main>
</body>
</html>`;
}

function renderHeader(restaurantName: string, platform: Platform): string {
  return `<header class="section header">
<h1 class="restaurant">${escapeHtml(restaurantName)}</h1>
<p class="badge-row">${renderPlatformBadge(platform)}</p>
</header>`;
}

function renderPlatformBadge(platform: Platform): string {
  const { displayName, color } = PLATFORM_META[platform];
  if (!COLOURED_BADGE_PLATFORMS.has(platform)) {
    return `<span class="badge badge-outlined" data-platform="${platform}">${escapeHtml(displayName)}</span>`;
  }
  const style = `background-color: ${color}; border-color: ${color}; color: ${readableTextOn(color)};`;
  return `<span class="badge badge-coloured" data-platform="${platform}" style="${style}">${escapeHtml(displayName)}</span>`;
}

function renderOrderInfo(order: Order, timeZone?: string): string {
  return `<section class="section order-info">
<p class="order-number">Order #${escapeHtml(displayOrderNumber(order.orderNumber))}</p>
<p class="order-date">${escapeHtml(formatWhen(order.created, timeZone))}</p>
<p class="status">${escapeHtml(STATUS_META[order.status].label.toUpperCase())}</p>
${order.promisedAt ? `<p class="promised">FOR ${escapeHtml(formatWhen(order.promisedAt, timeZone))}</p>\n` : ""}${renderReadyBy(order, timeZone)}</section>${renderCheckNotes(order)}`;
}

/** The ready time the restaurant gave the platform when it accepted the order. */
function renderReadyBy(order: Order, timeZone?: string): string {
  const text = readyByText(order, timeZone);
  return text ? `<p class="ready-by">${escapeHtml(text)}</p>\n` : "";
}

/** What OrderDock could not read, so whoever holds the ticket checks it on the platform. */
function renderCheckNotes(order: Order): string {
  if (order.checkNotes.length === 0) return "";
  const platform = PLATFORM_META[order.platform].displayName.toUpperCase();
  const notes = order.checkNotes.map((note) => `<li>${escapeHtml(note)}</li>`).join("");
  return `\n<section class="section check"><p class="check-title">CHECK ON ${escapeHtml(platform)}</p><ul class="check-notes">${notes}</ul></section>`;
}

function renderCustomer(order: Order): string {
  const { customer } = order;
  const lines = [`<p class="customer-name">${escapeHtml(customer.name)}</p>`];
  if (customer.phone) lines.push(`<p class="customer-phone">${escapeHtml(customer.phone)}</p>`);
  lines.push(`<p class="fulfilment">${order.isDelivery ? "DELIVERY" : "PICKUP"}</p>`);
  if (order.isDelivery && customer.address) {
    const { street, city, state, zipCode } = customer.address;
    const locality = [city, [state, zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
    if (hasNoStreet(customer.address)) {
      // decision 099: a map place or a point instead of a street, said plainly.
      const where = formatAddress(customer.address);
      lines.push(
        `<p class="address">NO STREET ADDRESS GIVEN${where ? `<br>${escapeHtml(where)}` : ""}</p>`,
      );
    } else {
      lines.push(
        `<p class="address">${escapeHtml(street)}${locality ? `<br>${escapeHtml(locality)}` : ""}</p>`,
      );
    }
  }
  if (order.isDelivery && order.deliveryDistance !== undefined) {
    lines.push(`<p class="distance">${formatMiles(order.deliveryDistance)}</p>`);
  }
  return `<section class="section customer">\n${lines.join("\n")}\n</section>`;
}

function renderItems(items: ReadonlyArray<OrderItem>, currency: string): string {
  return `<section class="section">
<ul class="items">
${items.map((item) => renderItem(item, currency)).join("\n")}
</ul>
</section>`;
}

function renderItem(item: OrderItem, currency: string): string {
  const parts = [
    `<div class="row item-name"><span>${item.quantity} x ${escapeHtml(item.name)}</span><span>${formatMoney(computeLineTotal(item), currency)}</span></div>`,
  ];
  if (item.description) {
    parts.push(`<p class="item-description">${escapeHtml(item.description)}</p>`);
  }
  if (item.modifiers.length > 0) {
    // A modifier's price is printed only when it is above 0; a removal reads as one.
    const modifiers = item.modifiers.map(
      (modifier) =>
        `<li class="row modifier${isRemoval(modifier) ? " removal" : ""}"><span>${isRemoval(modifier) ? "" : "+ "}${markDietaryHtml(modifierText(modifier))}</span>${modifier.price > 0 ? `<span>${formatMoney(modifier.price, currency)}</span>` : ""}</li>`,
    );
    parts.push(`<ul class="modifiers">${modifiers.join("")}</ul>`);
  }
  if (item.note?.trim()) {
    parts.push(`<p class="item-note">Note: ${markDietaryHtml(item.note.trim())}</p>`);
  }
  return `<li class="item">${parts.join("")}</li>`;
}

/**
 * Subtotal, tax, delivery fee (delivery orders only) and total, with the order's
 * discount, fee and tip lines between them when they are not zero (decision 090).
 */
function renderTotals(order: Order): string {
  const rows = orderAmountLines(order).map((line) =>
    totalRow(line.label, formatMoney(line.amount, order.currency), line.kind),
  );
  const note = totalsDifferNote(order);
  if (note) rows.push(`<p class="totals-note">${escapeHtml(note)}</p>`);
  return `<section class="section totals">\n${rows.join("\n")}\n</section>`;
}

function totalRow(label: string, amount: string, kind: string): string {
  const className = kind === "part" ? "row" : `row ${kind}`;
  return `<div class="${className}"><span>${escapeHtml(label)}</span><span>${amount}</span></div>`;
}

/** The customer's words for the kitchen, boxed above the items they concern. */
function renderKitchenNote(order: Order): string {
  const text = order.kitchenNote?.trim();
  if (!text) return "";
  return `<section class="section">
<div class="instructions kitchen-note">
<p class="instructions-title">KITCHEN NOTE</p>
<p class="instructions-text">${markDietaryHtml(text)}</p>
</div>
</section>`;
}

function renderInstructions(order: Order): string {
  const text = order.deliveryInstructions?.trim();
  if (!text) return "";
  return `<section class="section">
<div class="instructions">
<p class="instructions-title">${escapeHtml(instructionsLabel(order).toUpperCase())}</p>
<p class="instructions-text">${markDietaryHtml(text)}</p>
</div>
</section>`;
}

function renderFooter(printedAt: Date, timeZone?: string): string {
  return `<footer class="footer">
<p class="thanks">Thank you for your order!</p>
<p class="printed-at">Printed ${escapeHtml(formatWhen(printedAt, timeZone))}</p>
</footer>`;
}

function formatMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? "mile" : "miles"}`;
}
