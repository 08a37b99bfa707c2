import { createValueStore } from "@/client/lib/value-store";

/**
 * Where the new-order stack is drawn: the dashboard lends a place in its header (so the stack
 * never covers a card), and every other screen leaves it in the corner.
 */
const dock = createValueStore<HTMLElement | null>(null);

/** A ref callback for the dashboard's dock element. */
export function setNewOrderDock(element: HTMLElement | null): void {
  dock.set(element);
}

export const useNewOrderDock = dock.use;
