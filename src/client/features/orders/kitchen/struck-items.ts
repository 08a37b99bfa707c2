import { z } from "zod";
import { createValueStore } from "@/client/lib/value-store";
import type { OrderItem } from "@/domain/order";

/**
 * Items struck on this screen (docs/kitchen-display.md): a cook taps an item once it is made.
 * Strikes are this device's own, kept in localStorage by order and item so a reload keeps
 * them; another screen has its own. An order that leaves the kitchen takes its strikes along.
 */
export const STRUCK_ITEMS_KEY = "orderdock.kitchen-struck.v1";

/** Struck items' keys by order id. */
export type StruckItems = Readonly<Record<string, readonly string[]>>;

const storedSchema = z.record(z.string(), z.array(z.string()));

/** An item's key within its order: the platform's line id, else its place in the order. */
export function itemKey(item: Pick<OrderItem, "lineId">, index: number): string {
  return item.lineId ? `line:${item.lineId}` : `index:${index}`;
}

function readStored(): StruckItems {
  try {
    const raw = localStorage.getItem(STRUCK_ITEMS_KEY);
    return raw === null ? {} : storedSchema.parse(JSON.parse(raw));
  } catch {
    return {};
  }
}

function save(struck: StruckItems): void {
  try {
    if (Object.keys(struck).length === 0) localStorage.removeItem(STRUCK_ITEMS_KEY);
    else localStorage.setItem(STRUCK_ITEMS_KEY, JSON.stringify(struck));
  } catch {
    // Storage blocked (private mode): strikes last this visit only.
  }
}

const store = createValueStore<StruckItems>({});
let isLoaded = false;

function current(): StruckItems {
  if (!isLoaded) {
    isLoaded = true;
    store.set(readStored());
  }
  return store.get();
}

function update(next: StruckItems): void {
  store.set(next);
  save(next);
}

/** The strikes on this screen, read from storage on first use. */
export function useStruckItems(): StruckItems {
  current();
  return store.use();
}

export function isStruck(struck: StruckItems, orderId: string, key: string): boolean {
  return struck[orderId]?.includes(key) ?? false;
}

/** Strikes an item, or takes the strike back. */
export function toggleStruck(orderId: string, key: string): void {
  const struck = current();
  const keys = struck[orderId] ?? [];
  const next = keys.includes(key) ? keys.filter((entry) => entry !== key) : [...keys, key];
  const { [orderId]: _, ...others } = struck;
  update(next.length > 0 ? { ...others, [orderId]: next } : others);
}

/** Forgets the strikes of orders no longer in the kitchen. */
export function forgetStrikesExcept(openOrderIds: ReadonlySet<string>): void {
  const struck = current();
  const kept = Object.entries(struck).filter(([orderId]) => openOrderIds.has(orderId));
  if (kept.length === Object.keys(struck).length) return;
  update(Object.fromEntries(kept));
}

/** Test support: forgets what this module read, so the next use reads storage again. */
export function resetStruckItems(): void {
  isLoaded = false;
  store.set({});
}
