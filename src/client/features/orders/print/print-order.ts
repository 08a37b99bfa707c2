import type { Order } from "@/domain/order";
import { RECEIPT_WIDTH_PX, renderReceiptHtml } from "./receipt";

export { RECEIPT_WIDTH_PX };

/** The print dialog opens 500 ms after the receipt is written to the frame. */
export const PRINT_DELAY_MS = 500;

/**
 * How long a printed frame may stay when the browser never reports `afterprint`. Chrome and
 * Safari block in `print()` until the dialog closes and Firefox prints a static copy, so
 * removing after `print()` returns is safe; the wait only gives slow engines room.
 */
export const FRAME_REMOVAL_TIMEOUT_MS = 60_000;

/** Stable hook for browser tests; not user-facing, so not a role or a text. */
export const RECEIPT_FRAME_TEST_ID = "receipt-frame";

export type PrintOrderOptions = {
  order: Order;
  restaurantName?: string;
  /** The time printed in the footer; now when omitted. */
  printedAt?: Date;
  /** The page to print from; the global document when omitted. */
  document?: Document;
  delayMs?: number;
  timeZone?: string;
};

/**
 * Prints one order's receipt through the browser's print dialog: the receipt goes
 * into a hidden, off-screen frame, and the frame's own window prints it after
 * PRINT_DELAY_MS, so the dashboard itself is never printed. Rejects with an Error when the
 * frame cannot be written or `print()` throws.
 */
export async function printOrder({
  order,
  restaurantName,
  printedAt = new Date(),
  document: page = globalThis.document,
  delayMs = PRINT_DELAY_MS,
  timeZone,
}: PrintOrderOptions): Promise<void> {
  const html = renderReceiptHtml({ order, restaurantName, printedAt, timeZone });
  const frame = createReceiptFrame(page, html);
  await wait(delayMs);

  const frameWindow = frame.contentWindow;
  if (!frame.isConnected || !frameWindow) {
    frame.remove();
    throw new Error("The receipt frame was removed before printing");
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

function createReceiptFrame(page: Document | undefined, html: string): HTMLIFrameElement {
  if (!page?.body) throw new Error("There is no page to print from");
  const frame = page.createElement("iframe");
  frame.title = "Receipt";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.dataset.testid = RECEIPT_FRAME_TEST_ID;
  // Off-screen rather than display:none, which some browsers refuse to print; the frame's
  // width is the receipt's, so it lays out exactly as printed.
  Object.assign(frame.style, {
    position: "fixed",
    top: "0",
    left: "-10000px",
    width: `${RECEIPT_WIDTH_PX}px`,
    height: "600px",
    border: "0",
  });
  page.body.append(frame);

  try {
    const frameDocument = frame.contentDocument;
    if (!frameDocument) throw new Error("The receipt frame has no document");
    frameDocument.open();
    frameDocument.write(html);
    frameDocument.close();
  } catch (error) {
    frame.remove();
    throw toError(error, "The receipt could not be written");
  }
  return frame;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function toError(cause: unknown, message: string): Error {
  return cause instanceof Error ? cause : new Error(message, { cause });
}
