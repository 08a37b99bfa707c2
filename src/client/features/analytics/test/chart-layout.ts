import { vi } from "vitest";

/**
 * jsdom lays nothing out: give the charts' containers a size, so recharts draws (and does
 * not warn about a 0×0 chart), and ask for reduced motion, so it draws the bars at once
 * rather than growing them. Call in `beforeEach`; `vi.restoreAllMocks()` and
 * `vi.unstubAllGlobals()` undo it.
 */
export function layOutCharts({ width = 640, height = 280 } = {}): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)",
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains("recharts-responsive-container")
      ? DOMRect.fromRect({ width, height })
      : measure.call(this);
  });
}
