import {
  customerWordsOn,
  DIETARY_FLAG_LABELS,
  dietaryFlagOf,
  instructionsLabel,
} from "../dietary-flag";
import { isRemoval, modifierText } from "../modifier-text";
import type { Order, OrderItem } from "../order";
import { displayOrderNumber } from "../order-number";
import { PLATFORM_META } from "../platforms";
import { DEFAULT_STATION, type PrintJobKind, stationLabel } from "../printing";
import type { TicketDocument, TicketLine } from "./ticket-document";
import { dietarySpans, formatTicketClock, formatTicketTime } from "./ticket-words";

export type BuildKitchenTicketOptions = {
  order: Order;
  station: string;
  /** The station's items, chosen by the caller; every item of the order when omitted. */
  items?: ReadonlyArray<OrderItem>;
  kind: PrintJobKind;
  reprint: boolean;
  /** What an update changed, in words ("Fries removed"). */
  changes?: readonly string[];
  /** The restaurant's zone, for the order's times and the print time. */
  timeZone: string;
  printedAt: Date;
  /** The name of the offline printer whose job this backup printer prints. */
  backupFor?: string;
  /**
   * The brand the order is sold under, where the kitchen cooks for more than one
   * (`brandOf`, docs/brands.md): printed above the platform, so the bag gets the right label.
   */
  brand?: string;
};

/**
 * The kitchen's ticket as a printer prints it: what to make and for whom, with no prices.
 * Banners first (REPRINT, CANCELLED, UPDATED with what changed), then who and when, the
 * allergy flag, the kitchen note, what to check on the platform, the items in large type
 * and the hand-over's instructions.
 */
export function buildKitchenTicket(options: BuildKitchenTicketOptions): TicketDocument {
  const { order } = options;
  const items = options.items ?? order.items;
  return {
    title: `Kitchen ticket #${displayOrderNumber(order.orderNumber)}`,
    lines: [
      ...bannerLines(options),
      ...headerLines(options),
      { kind: "rule" },
      ...flagLines(order, items),
      ...noteLines("KITCHEN NOTE", order.kitchenNote),
      ...checkLines(order),
      ...items.flatMap(itemLines),
      { kind: "rule" },
      ...noteLines(instructionsLabel(order).toUpperCase(), order.deliveryInstructions),
      centred(`Printed ${formatTicketTime(options.printedAt, options.timeZone)}`),
    ],
  };
}

function bannerLines({ order, kind, reprint, changes, backupFor }: BuildKitchenTicketOptions) {
  const lines: TicketLine[] = [];
  if (reprint) lines.push(banner("REPRINT"));
  if (kind === "cancelled") lines.push(banner("CANCELLED"));
  if (kind === "updated") {
    lines.push(banner("UPDATED"));
    for (const change of changes ?? order.lastUpdate?.changes ?? []) lines.push(text(change));
  }
  if (backupFor?.trim()) {
    lines.push(centred(`FOR ${backupFor.trim().toUpperCase()} PRINTER`, { bold: true }));
  }
  if (lines.length > 0) lines.push({ kind: "feed", lines: 1 });
  return lines;
}

function headerLines({ order, station, timeZone, brand }: BuildKitchenTicketOptions): TicketLine[] {
  const platform = PLATFORM_META[order.platform].displayName.toUpperCase();
  const lines: TicketLine[] = [
    centred(`#${displayOrderNumber(order.orderNumber)}`, { bold: true, size: "large" }),
    ...(brand?.trim() ? [centred(brand.trim().toUpperCase(), { bold: true, size: "large" })] : []),
    centred(platform, { bold: true }),
    centred(order.isDelivery ? "DELIVERY" : "PICKUP", { bold: true, size: "large" }),
    centred(formatTicketTime(order.created, timeZone)),
  ];
  if (order.promisedAt) {
    lines.push(centred(`FOR ${formatTicketTime(order.promisedAt, timeZone)}`, { bold: true }));
  }
  const readyAt = order.platformLink?.readyAt;
  if (readyAt) {
    lines.push(centred(`READY BY ${formatTicketClock(readyAt, timeZone)}`, { bold: true }));
  }
  lines.push(centred(order.customer.name, { bold: true }));
  if (station !== DEFAULT_STATION) lines.push(centred(`Station: ${stationLabel(station)}`));
  return lines;
}

/**
 * The flag reads the customer's words this ticket prints (the order's notes and this
 * station's items), so it never warns of a word no one at the station can see. An allergy
 * is large; a diet alone is a quieter normal-size flag.
 */
function flagLines(order: Order, items: ReadonlyArray<OrderItem>): TicketLine[] {
  const flag = dietaryFlagOf(customerWordsOn(order, items));
  if (!flag) return [];
  const label = `!! ${DIETARY_FLAG_LABELS[flag].toUpperCase()} !!`;
  return [
    {
      kind: "text",
      spans: [{ text: label, bold: true, inverted: true }],
      size: flag === "allergy" ? "large" : "normal",
      align: "center",
    },
  ];
}

/** A titled box between rules, every allergy or diet word in it inverted. */
function noteLines(title: string, note: string | undefined): TicketLine[] {
  const words = note?.trim();
  if (!words) return [];
  return [
    text(title, { bold: true }),
    { kind: "text", spans: dietarySpans(words, { bold: true }) },
    { kind: "rule" },
  ];
}

/** What OrderDock could not read, so whoever holds the ticket checks it on the platform. */
function checkLines(order: Order): TicketLine[] {
  if (order.checkNotes.length === 0) return [];
  const platform = PLATFORM_META[order.platform].displayName.toUpperCase();
  return [
    text(`CHECK ON ${platform}`, { bold: true }),
    ...order.checkNotes.map((note) => text(`- ${note}`)),
    { kind: "rule" },
  ];
}

function itemLines(item: OrderItem): TicketLine[] {
  const lines: TicketLine[] = [text(`${item.quantity} x ${item.name}`, { size: "large" })];
  if (item.description) lines.push({ ...text(item.description), indent: 4 });
  for (const modifier of item.modifiers) {
    const words = modifierText(modifier);
    const spans = isRemoval(modifier)
      ? dietarySpans(words.toUpperCase(), { bold: true })
      : [{ text: "+ " }, ...dietarySpans(words)];
    lines.push({ kind: "text", spans, size: "large", indent: 2 });
  }
  const note = item.note?.trim();
  if (note) {
    const spans = [{ text: "NOTE: ", bold: true }, ...dietarySpans(note, { bold: true })];
    lines.push({ kind: "text", spans, size: "large", indent: 2 });
  }
  return lines;
}

type TextStyle = { bold?: boolean; size?: "normal" | "large" };

function text(words: string, { bold, size }: TextStyle = {}): TicketLine & { kind: "text" } {
  return { kind: "text", spans: [{ text: words, ...(bold ? { bold } : {}) }], size };
}

function centred(words: string, style: TextStyle = {}): TicketLine {
  return { ...text(words, style), align: "center" };
}

/** White on black across the top, with a space either side so the black reads as a bar. */
function banner(words: string): TicketLine {
  return {
    kind: "text",
    spans: [{ text: ` ${words} `, bold: true, inverted: true }],
    size: "large",
    align: "center",
  };
}
