import type { TicketPaper } from "@/client/lib/device-settings";
import { escapeHtml } from "@/domain/escape-html";
import { isRemoval, modifierText } from "@/domain/modifier-text";
import type { Order, OrderItem } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { PLATFORM_META } from "@/domain/platforms";
import { readyByText } from "../order-answer";
import { DIETARY_FLAG_LABELS, dietaryFlagOf, instructionsLabel } from "../order-safety";
import { kitchenTicketStyles } from "./kitchen-ticket-styles";
import { formatWhen } from "./print-format";
import { markDietaryHtml } from "./print-marks";

export type RenderKitchenTicketOptions = {
  order: Order;
  paper: TicketPaper;
  printedAt: Date;
  /** IANA zone for the order and print times; the runtime's zone when omitted. */
  timeZone?: string;
  /**
   * The brand the order is sold under, where the kitchen cooks for more than one (`brandOf`,
   * docs/brands.md): large above the platform, as on the kitchen printers' tickets.
   */
  brand?: string;
};

/**
 * The kitchen ticket (decision 117): what to make and for whom, in large black type, with
 * no prices. Order number, brand (where the kitchen runs several), platform, Delivery or
 * Pickup and time first; then the allergy flag and the kitchen note, the items with their
 * modifiers (removals as "NO ONIONS") and notes, and the hand-over's instructions. A
 * complete HTML document, pure.
 */
export function renderKitchenTicketHtml({
  order,
  paper,
  printedAt,
  timeZone,
  brand,
}: RenderKitchenTicketOptions): string {
  const number = escapeHtml(displayOrderNumber(order.orderNumber));
  const body = [
    renderHeader(order, timeZone, brand),
    renderFlag(order),
    renderKitchenNote(order),
    renderCheckNotes(order),
    renderItems(order.items),
    renderInstructions(order),
    `<footer class="footer"><p class="printed-at">Printed ${escapeHtml(formatWhen(printedAt, timeZone))}</p></footer>`,
  ]
    .filter(Boolean)
    .join("\n");

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Kitchen ticket #${number}</title>
<style>${kitchenTicketStyles(paper)}</style>
</head>
<body data-paper="${paper}">
<main class="ticket">
${body}
</main>
</body>
</html>`;
}

function renderHeader(order: Order, timeZone?: string, brand?: string): string {
  const platform = PLATFORM_META[order.platform].displayName;
  const readyBy = readyByText(order, timeZone);
  const brandName = brand?.trim();
  const lines = [
    `<p class="order-number">#${escapeHtml(displayOrderNumber(order.orderNumber))}</p>`,
    ...(brandName ? [`<p class="brand">${escapeHtml(brandName.toUpperCase())}</p>`] : []),
    `<p class="platform">${escapeHtml(platform.toUpperCase())}</p>`,
    `<p class="fulfilment">${order.isDelivery ? "DELIVERY" : "PICKUP"}</p>`,
    `<p class="order-time">${escapeHtml(formatWhen(order.created, timeZone))}</p>`,
    `<p class="customer-name">${escapeHtml(order.customer.name)}</p>`,
  ];
  if (order.promisedAt) {
    lines.push(`<p class="promised">FOR ${escapeHtml(formatWhen(order.promisedAt, timeZone))}</p>`);
  }
  if (readyBy) lines.push(`<p class="ready-by">${escapeHtml(readyBy.toUpperCase())}</p>`);
  return `<header class="section header">\n${lines.join("\n")}\n</header>`;
}

/** "ALLERGY" or "DIETARY NOTE" across the ticket, inverted, when the customer named one. */
function renderFlag(order: Order): string {
  const flag = dietaryFlagOf(order);
  if (!flag) return "";
  return `<p class="flag">!! ${escapeHtml(DIETARY_FLAG_LABELS[flag].toUpperCase())} !!</p>`;
}

function renderKitchenNote(order: Order): string {
  const text = order.kitchenNote?.trim();
  if (!text) return "";
  return `<section class="section note-box kitchen-note">
<p class="note-title">KITCHEN NOTE</p>
<p class="note-text">${markDietaryHtml(text)}</p>
</section>`;
}

/** What OrderDock could not read, so whoever holds the ticket checks it on the platform. */
function renderCheckNotes(order: Order): string {
  if (order.checkNotes.length === 0) return "";
  const platform = PLATFORM_META[order.platform].displayName.toUpperCase();
  const notes = order.checkNotes.map((note) => `<li>${escapeHtml(note)}</li>`).join("");
  return `<section class="section check"><p class="check-title">CHECK ON ${escapeHtml(platform)}</p><ul class="check-notes">${notes}</ul></section>`;
}

function renderItems(items: ReadonlyArray<OrderItem>): string {
  return `<section class="section">
<ul class="items">
${items.map(renderItem).join("\n")}
</ul>
</section>`;
}

function renderItem(item: OrderItem): string {
  const parts = [
    `<p class="item-name"><span class="quantity">${item.quantity} x</span> ${escapeHtml(item.name)}</p>`,
  ];
  if (item.description) {
    parts.push(`<p class="item-description">${escapeHtml(item.description)}</p>`);
  }
  if (item.modifiers.length > 0) {
    const modifiers = item.modifiers.map((modifier) =>
      isRemoval(modifier)
        ? `<li class="modifier removal">${markDietaryHtml(modifierText(modifier).toUpperCase())}</li>`
        : `<li class="modifier">+ ${markDietaryHtml(modifierText(modifier))}</li>`,
    );
    parts.push(`<ul class="modifiers">${modifiers.join("")}</ul>`);
  }
  if (item.note?.trim()) {
    parts.push(`<p class="item-note">NOTE: ${markDietaryHtml(item.note.trim())}</p>`);
  }
  return `<li class="item">${parts.join("")}</li>`;
}

function renderInstructions(order: Order): string {
  const text = order.deliveryInstructions?.trim();
  if (!text) return "";
  return `<section class="section note-box instructions">
<p class="note-title">${escapeHtml(instructionsLabel(order).toUpperCase())}</p>
<p class="instructions-text">${markDietaryHtml(text)}</p>
</section>`;
}
