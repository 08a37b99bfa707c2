/**
 * The menu sends dollars (12.95); the form adds in whole cents so 0.1 + 0.2 never shows
 * as $0.30000000000000004.
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}
