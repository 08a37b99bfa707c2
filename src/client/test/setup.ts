import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { resetToasts } from "@/client/hooks/use-toast";
import { forgetOperator } from "@/client/lib/operator-store";

// `findBy…` and `waitFor` wait up to 1 s by default: a loaded machine can take longer to
// render what a test waits for. A wait that ends early ends the wait; this only bounds it.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Test files share their modules: a toast one leaves would show in the next one's screen.
  resetToasts();
  // A person identified on a kitchen device is held in memory, shared the same way.
  forgetOperator();
  localStorage.clear();
  document.documentElement.className = "";
});

// Radix menus, switches and sliders measure themselves; jsdom has no ResizeObserver, and
// nothing to measure.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
