import type { TicketPaper } from "@/client/lib/device-settings";
import type { Order } from "@/domain/order";
import { renderKitchenTicketHtml } from "./kitchen-ticket";
import { PAPER_SIZES } from "./paper";
import { renderReceiptHtml } from "./receipt";

/**
 * What is printed: the kitchen ticket (no prices) from the Print buttons and auto-print,
 * or the customer's receipt with prices when asked for (decision 117).
 */
export type PrintLayout = "ticket" | "receipt";

const FRAME_TITLES: Record<PrintLayout, string> = {
  ticket: "Kitchen ticket",
  receipt: "Receipt",
};

/** The print dialog opens 500 ms after the ticket or receipt is written to the frame. */
export const PRINT_DELAY_MS = 500;

/**
 * How long a printed frame may stay when the browser never reports `afterprint`. Chrome and
 * Safari block in `print()` until the dialog closes and Firefox prints a static copy, so
 * removing after `print()` returns is safe; the wait only gives slow engines room.
 */
export const FRAME_REMOVAL_TIMEOUT_MS = 60_000;

/** Stable hook for browser tests (either layout); not user-facing, so not a role or a text. */
export const RECEIPT_FRAME_TEST_ID = "receipt-frame";

export type PrintOrderOptions = {
  order: Order;
  /** The kitchen ticket when omitted. */
  layout?: PrintLayout;
  /** The printer's roll; 80 mm when omitted. */
  paper?: TicketPaper;
  /** On the receipt's header. */
  restaurantName?: string;
  /** The brand the order is sold under, large on the kitchen ticket (docs/brands.md). */
  brand?: string;
  /** The time printed in the footer; now when omitted. */
  printedAt?: Date;
  /** The page to print from; the global document when omitted. */
  document?: Document;
  delayMs?: number;
  timeZone?: string;
};

/**
 * Prints one order's kitchen ticket or receipt through the browser's print dialog: it goes
 * into a hidden, off-screen frame as wide as the paper, and the frame's own window prints it after
 * PRINT_DELAY_MS, so the dashboard itself is never printed. Rejects with an Error when the
 * frame cannot be written or `print()` throws.
 */
export async function printOrder({
  order,
  layout = "ticket",
  paper = "80mm",
  restaurantName,
  brand,
  printedAt = new Date(),
  document: page = globalThis.document,
  delayMs = PRINT_DELAY_MS,
  timeZone,
}: PrintOrderOptions): Promise<void> {
  const html =
    layout === "ticket"
      ? renderKitchenTicketHtml({ order, paper, printedAt, timeZone, brand })
      : renderReceiptHtml({ order, restaurantName, paper, printedAt, timeZone });
  const frame = createPrintFrame({ page, html, layout, paper });
  await wait(delayMs);

  const frameWindow = frame.contentWindow;
  if (!frame.isConnected || !frameWindow) {
    frame.remove();
    throw new Error("The print frame was removed before printing");
  }
  // Listen before printing: some engines fire afterprint before print() returns.
  const remove = () => {
    clearTimeout(timer);
    frame.remove();
  };
  const timer = setTimeout(remove, FRAME_REMOVAL_TIMEOUT_MS);
  frameWindow.addEventListener("afterprint", remove, { once: true });
  // No frameWindow.focus(): focus would move into an aria-hidden frame and leave the Print
  // button; modern browsers print the frame whose print() is called.
  try {
    frameWindow.print();
  } catch (error) {
    remove();
    throw toError(error, "The print dialog could not be opened");
  }
}

type CreatePrintFrameOptions = {
  page: Document | undefined;
  html: string;
  layout: PrintLayout;
  paper: TicketPaper;
};

function createPrintFrame({ page, html, layout, paper }: CreatePrintFrameOptions) {
  if (!page?.body) throw new Error("There is no page to print from");
  const frame = page.createElement("iframe");
  frame.title = FRAME_TITLES[layout];
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.dataset.testid = RECEIPT_FRAME_TEST_ID;
  frame.dataset.layout = layout;
  // Off-screen rather than display:none, which some browsers refuse to print; the frame is
  // the paper's width, so it lays out exactly as printed.
  Object.assign(frame.style, {
    position: "fixed",
    top: "0",
    left: "-10000px",
    width: `${PAPER_SIZES[paper].pageMm}mm`,
    height: "600px",
    border: "0",
  });
  page.body.append(frame);

  try {
    const frameDocument = frame.contentDocument;
    if (!frameDocument) throw new Error("The print frame has no document");
    frameDocument.open();
    frameDocument.write(html);
    frameDocument.close();
    fitPageLength(frameDocument, paper);
  } catch (error) {
    frame.remove();
    throw toError(error, "The ticket could not be written");
  }
  return frame;
}

/**
 * The ticket's CSS asks for `size: <roll> auto`, but `auto` is no length and Chromium drops
 * the whole declaration. Once the ticket is laid out its length is known: the page becomes
 * exactly the roll's width by the ticket's length, so a roll printer neither splits it into
 * pages nor feeds blank paper. Where nothing was laid out (no layout engine), the printer's
 * own paper applies.
 */
function fitPageLength(frameDocument: Document, paper: TicketPaper): void {
  const heightPx = frameDocument.body?.getBoundingClientRect().height ?? 0;
  if (!(heightPx > 0)) return;
  const lengthMm = Math.ceil(heightPx / PX_PER_MM) + 2;
  const style = frameDocument.createElement("style");
  style.dataset.fit = "page-length";
  style.textContent = `@page { size: ${PAPER_SIZES[paper].pageMm}mm ${lengthMm}mm; }`;
  frameDocument.head.append(style);
}

/** CSS pixels are 1/96 inch. */
const PX_PER_MM = 96 / 25.4;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function toError(cause: unknown, message: string): Error {
  return cause instanceof Error ? cause : new Error(message, { cause });
}
