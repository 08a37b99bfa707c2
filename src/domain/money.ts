/**
 * Money is integer cents inside OrderDock (design §3). JSON carries dollars with at
 * most two decimals; `dollarsToCents` and `centsToDollars` are the only conversions.
 */
export type Cents = number;

export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) {
    throw new RangeError(`Not a dollar amount: ${dollars}`);
  }
  // Rounding absorbs binary noise such as 0.29 * 100 = 28.999999999999996.
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/**
 * True when the amount has at most two decimals (e.g. 12.5, 3.99): converting to cents and
 * back gives the same number. Exact at any size, unlike a fixed tolerance.
 */
export function hasWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.round(dollars * 100) / 100 === dollars;
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** spec §9: currency is USD shown with 2 decimals, e.g. "$1,234.50". */
export function formatUsd(cents: Cents): string {
  return usd.format(centsToDollars(cents));
}
