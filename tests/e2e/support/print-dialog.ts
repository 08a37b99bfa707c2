import { expect, type FrameLocator, type Page } from "@playwright/test";

/**
 * Holds each print dialog open, as a person looking at it does. OrderDock prints a ticket
 * from a hidden frame and removes the frame once the browser reports `afterprint`; a real
 * Chrome reports it only when its dialog closes, but Chromium's headless shell reports it at
 * once, which would leave a test nothing to read. In the page's own window, each print
 * frame's `print()` marks the frame `data-printed` and returns, so the frame stays for the
 * test to read what was sent to the printer. Call it before the page loads.
 */
export async function holdPrintDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const hold = (frame: HTMLIFrameElement) => {
      const frameWindow = frame.contentWindow;
      if (!frameWindow) return;
      frameWindow.print = () => {
        frame.dataset.printed = "true";
      };
    };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLIFrameElement && node.dataset.testid === "receipt-frame") {
            hold(node);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * The latest kitchen ticket or receipt sent to the print dialog (holdPrintDialogs), once its
 * `print()` has been called.
 */
export async function printed(page: Page, layout: "ticket" | "receipt"): Promise<FrameLocator> {
  const selector = `[data-testid="receipt-frame"][data-layout="${layout}"]`;
  await expect(page.locator(selector).last()).toHaveAttribute("data-printed", "true");
  return page.frameLocator(`${selector} >> nth=-1`);
}
