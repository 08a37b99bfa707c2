import { useSyncExternalStore } from "react";

/**
 * Where the new-order stack is drawn: the dashboard lends a place in its header (so the stack
 * never covers a card), and every other screen leaves it in the corner.
 */
let dock: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** A ref callback for the dashboard's dock element. */
export function setNewOrderDock(element: HTMLElement | null): void {
  if (dock === element) return;
  dock = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNewOrderDock(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => dock,
    () => null,
  );
}
