import { formatAddress, hasNoStreet } from "../address";
import { instructionsLabel } from "../dietary-flag";
import { isRemoval, modifierText } from "../modifier-text";
import { formatMoney } from "../money";
import type { Order, OrderItem } from "../order";
import { orderAmountLines, totalsDifferNote } from "../order-amounts";
import { displayOrderNumber } from "../order-number";
import { PLATFORM_META } from "../platforms";
import { computeLineTotal } from "../totals";
import type { TicketDocument, TicketLine } from "./ticket-document";
import { dietarySpans, formatTicketTime } from "./ticket-words";

/** Printed in the header while the restaurant has no name set. */
export const RECEIPT_PLACEHOLDER_NAME = "YOUR RESTAURANT NAME";

export type BuildReceiptOptions = {
  order: Order;
  restaurantName: string;
  /** The restaurant's zone, for the order's times and the print time. */
  timeZone: string;
  printedAt: Date;
  reprint: boolean;
};

/**
 * The customer's receipt as a printer prints it: the same parts as the browser's receipt,
 * every amount in the order's own currency, the money lines as the order dialog lists them.
 */
export function buildReceipt(options: BuildReceiptOptions): TicketDocument {
  const { order, restaurantName, timeZone, printedAt, reprint } = options;
  const number = displayOrderNumber(order.orderNumber);
  return {
    title: `Receipt #${number}`,
    lines: [
      ...(reprint ? [banner("REPRINT"), { kind: "feed", lines: 1 } as const] : []),
      centred(restaurantName.trim() || RECEIPT_PLACEHOLDER_NAME, { size: "large" }),
      centred(PLATFORM_META[order.platform].displayName),
      { kind: "rule" },
      bold(`Order #${number}`),
      plain(formatTicketTime(order.created, timeZone)),
      ...(order.promisedAt ? [bold(`FOR ${formatTicketTime(order.promisedAt, timeZone)}`)] : []),
      ...customerLines(order),
      { kind: "rule" },
      ...noteLines("KITCHEN NOTE", order.kitchenNote),
      ...order.items.flatMap((item) => itemLines(item, order.currency)),
      { kind: "rule" },
      ...amountLines(order),
      { kind: "rule" },
      ...noteLines(instructionsLabel(order).toUpperCase(), order.deliveryInstructions),
      centred("Thank you for your order!"),
      centred(`Printed ${formatTicketTime(printedAt, timeZone)}`),
    ],
  };
}

function customerLines(order: Order): TicketLine[] {
  const { customer } = order;
  const lines = [bold(customer.name)];
  if (customer.phone) lines.push(plain(customer.phone));
  lines.push(bold(order.isDelivery ? "DELIVERY" : "PICKUP"));
  if (order.isDelivery && customer.address) {
    const where = formatAddress(customer.address);
    // A map place or a point instead of a street is said plainly.
    if (hasNoStreet(customer.address)) lines.push(plain("NO STREET ADDRESS GIVEN"));
    if (where) lines.push(plain(where));
  }
  return lines;
}

function itemLines(item: OrderItem, currency: string): TicketLine[] {
  const lines: TicketLine[] = [
    {
      kind: "columns",
      left: `${item.quantity} x ${item.name}`,
      right: formatMoney(computeLineTotal(item), currency),
    },
  ];
  for (const modifier of item.modifiers) {
    const words = `${isRemoval(modifier) ? "" : "+ "}${modifierText(modifier)}`;
    // A modifier's price is printed only when it adds to the line.
    lines.push(
      modifier.price > 0
        ? { kind: "columns", left: `  ${words}`, right: formatMoney(modifier.price, currency) }
        : { kind: "text", spans: dietarySpans(words), indent: 2 },
    );
  }
  const note = item.note?.trim();
  if (note) lines.push({ kind: "text", spans: dietarySpans(`Note: ${note}`), indent: 2 });
  return lines;
}

/** The parts that add up to the total, the total, then what the platform paid itself. */
function amountLines(order: Order): TicketLine[] {
  const lines: TicketLine[] = orderAmountLines(order).map((line) => ({
    kind: "columns",
    left: line.label,
    right: formatMoney(line.amount, order.currency),
    bold: line.kind === "total",
  }));
  const note = totalsDifferNote(order);
  if (note) lines.push(plain(note));
  return lines;
}

function noteLines(title: string, note: string | undefined): TicketLine[] {
  const words = note?.trim();
  if (!words) return [];
  return [bold(title), { kind: "text", spans: dietarySpans(words) }, { kind: "rule" }];
}

function plain(words: string): TicketLine {
  return { kind: "text", spans: [{ text: words }] };
}

function bold(words: string): TicketLine {
  return { kind: "text", spans: [{ text: words, bold: true }] };
}

function centred(words: string, { size }: { size?: "large" } = {}): TicketLine {
  return { kind: "text", spans: [{ text: words, bold: true }], size, align: "center" };
}

function banner(words: string): TicketLine {
  return {
    kind: "text",
    spans: [{ text: ` ${words} `, bold: true, inverted: true }],
    size: "large",
    align: "center",
  };
}
