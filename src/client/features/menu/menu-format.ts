import type { Menu } from "@/domain/api/menu";
import { dollarsToCents, formatUsd } from "@/domain/money";

/** A menu price (dollars on the wire) as "$12.50" (USD with 2 decimals). */
export function formatPrice(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

export type MenuCounts = { categories: number; items: number; unavailable: number };

export function countMenu(menu: Menu): MenuCounts {
  const items = menu.categories.flatMap((category) => category.items);
  return {
    categories: menu.categories.length,
    items: items.length,
    unavailable: items.filter((item) => !item.isAvailable).length,
  };
}

/**
 * When an "until end of day" 86 ends, in the restaurant's own clock (its midnight, not the
 * tablet's): "Tue, Jan 6, 12:00 AM". An unknown timezone falls back to the device's.
 */
export function formatBackAt(isoDate: string, timeZone: string): string {
  const date = new Date(isoDate);
  const options: Intl.DateTimeFormatOptions = {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  };
  try {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-US", options).format(date);
  }
}
