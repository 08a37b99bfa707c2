import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildOrder } from "../test/order-fixture";
import {
  FRAME_REMOVAL_TIMEOUT_MS,
  PRINT_DELAY_MS,
  type PrintOrderOptions,
  printOrder,
  RECEIPT_FRAME_TEST_ID,
} from "./print-order";

const PRINTED_AT = new Date("2026-11-20T23:15:00.000Z");

function frames(): HTMLIFrameElement[] {
  return [
    ...document.querySelectorAll<HTMLIFrameElement>(`[data-testid="${RECEIPT_FRAME_TEST_ID}"]`),
  ];
}

/** Starts a print and stubs the new frame's print(), as a browser test would. */
function startPrint(print: () => void = () => {}, options: Partial<PrintOrderOptions> = {}) {
  const done = printOrder({
    order: buildOrder(),
    restaurantName: "Luigi's Trattoria",
    printedAt: PRINTED_AT,
    ...options,
  });
  const frame = frames().at(-1);
  if (!frame?.contentWindow) throw new Error("no receipt frame");
  const printSpy = vi.spyOn(frame.contentWindow, "print").mockImplementation(print);
  return { done, frame, printSpy };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  for (const frame of frames()) frame.remove();
});

describe("printOrder (a hidden frame, the dialog after 500 ms)", () => {
  it("uses the 500 ms print delay", () => {
    expect(PRINT_DELAY_MS).toBe(500);
  });

  it("writes the kitchen ticket into a hidden, off-screen frame as wide as 80 mm paper by default", () => {
    const { frame } = startPrint();
    expect(frames()).toHaveLength(1);
    expect(frame.title).toBe("Kitchen ticket");
    expect(frame.dataset.layout).toBe("ticket");
    expect(frame.getAttribute("aria-hidden")).toBe("true");
    expect(frame.tabIndex).toBe(-1);
    expect(frame.style.width).toBe("80mm");
    expect(frame.style.position).toBe("fixed");
    expect(Number.parseInt(frame.style.left, 10)).toBeLessThan(-1000);

    const ticket = frame.contentDocument;
    expect(ticket?.querySelector(".order-number")?.textContent).toBe("#1042");
    expect(ticket?.body.dataset.paper).toBe("80mm");
    expect(ticket?.body.textContent).not.toMatch(/\$\d/);
    expect(ticket?.body.textContent).not.toContain("Thank you for your order!");
  });

  it("writes the brand the order is sold under on the kitchen ticket", () => {
    const { frame } = startPrint(undefined, { brand: "Midnight Wings" });
    const ticket = frame.contentDocument;
    expect(ticket?.querySelector(".brand")?.textContent).toBe("MIDNIGHT WINGS");
    expect(ticket?.body.textContent).toContain("MIDNIGHT WINGS");
  });

  it("fits the frame to 58 mm paper when the device prints on it", () => {
    const { frame } = startPrint(undefined, { paper: "58mm" });
    expect(frame.style.width).toBe("58mm");
    expect(frame.contentDocument?.body.dataset.paper).toBe("58mm");
  });

  it("prints the customer's receipt, with prices and the restaurant's name, when asked", () => {
    const { frame } = startPrint(undefined, { layout: "receipt", paper: "58mm" });
    expect(frame.title).toBe("Receipt");
    expect(frame.dataset.layout).toBe("receipt");
    expect(frame.style.width).toBe("58mm");
    const receipt = frame.contentDocument;
    expect(receipt?.querySelector(".restaurant")?.textContent).toBe("Luigi's Trattoria");
    expect(receipt?.querySelector(".order-number")?.textContent).toBe("Order #1042");
    expect(receipt?.body.textContent).toContain("$40.17");
    expect(receipt?.body.textContent).toContain("Thank you for your order!");
  });

  it("opens the print dialog at 500 ms and not before", async () => {
    const { done, frame, printSpy } = startPrint();
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS - 1);
    expect(printSpy).not.toHaveBeenCalled();
    expect(frame.isConnected).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    expect(printSpy).toHaveBeenCalledTimes(1);
    await expect(done).resolves.toBeUndefined();
  });

  it("honours a custom delay", async () => {
    const done = printOrder({ order: buildOrder(), printedAt: PRINTED_AT, delayMs: 50 });
    const frame = frames()[0];
    const printSpy = vi.spyOn(frame?.contentWindow as Window, "print").mockImplementation(() => {});
    await vi.advanceTimersByTimeAsync(50);
    expect(printSpy).toHaveBeenCalledTimes(1);
    await done;
  });

  it("keeps the frame while printing and removes it when the browser reports afterprint", async () => {
    const { done, frame } = startPrint();
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS);
    await done;
    expect(frame.isConnected).toBe(true);

    frame.contentWindow?.dispatchEvent(new Event("afterprint"));
    expect(frame.isConnected).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("removes the frame after the fallback timeout when afterprint never comes", async () => {
    const { done, frame } = startPrint();
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS);
    await done;

    await vi.advanceTimersByTimeAsync(FRAME_REMOVAL_TIMEOUT_MS - 1);
    expect(frame.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(frame.isConnected).toBe(false);
  });

  it("uses a fresh frame for each print", async () => {
    const first = startPrint();
    const second = startPrint();
    expect(frames()).toEqual([first.frame, second.frame]);
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS);
    await Promise.all([first.done, second.done]);
    expect(first.printSpy).toHaveBeenCalledTimes(1);
    expect(second.printSpy).toHaveBeenCalledTimes(1);
  });

  it("rejects with the Error print() throws and removes the frame", async () => {
    const failure = new Error("Printing is disabled");
    const { done, frame } = startPrint(() => {
      throw failure;
    });
    const outcome = expect(done).rejects.toBe(failure);
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS);
    await outcome;
    expect(frame.isConnected).toBe(false);
  });

  it("rejects with an Error when print() throws something that is not an Error", async () => {
    const { done } = startPrint(() => {
      throw "blocked";
    });
    const outcome = expect(done).rejects.toThrow("The print dialog could not be opened");
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS);
    await outcome;
  });

  it("rejects when the frame cannot be written: a document with no browsing context", async () => {
    const detached = document.implementation.createHTMLDocument("detached");
    await expect(
      printOrder({ order: buildOrder(), printedAt: PRINTED_AT, document: detached }),
    ).rejects.toThrow("The print frame has no document");
    expect(detached.querySelector("iframe")).toBeNull();
  });

  it("rejects when the page has no body to hold the frame", async () => {
    const bodiless = document.implementation.createHTMLDocument("bodiless");
    bodiless.body.remove();
    await expect(
      printOrder({ order: buildOrder(), printedAt: PRINTED_AT, document: bodiless }),
    ).rejects.toThrow("There is no page to print from");
  });

  it("rejects when the frame disappears before the dialog opens", async () => {
    const { done, frame, printSpy } = startPrint();
    const outcome = expect(done).rejects.toThrow("The print frame was removed before printing");
    frame.remove();
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS);
    await outcome;
    expect(printSpy).not.toHaveBeenCalled();
  });
});
