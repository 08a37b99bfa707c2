/**
 * The restaurant's sales tax on a website order (Settings → salesTaxPercent): that percent of
 * the subtotal, rounded half up to a whole minor unit (cents), worked out in integers so
 * 8.875% of $16.95 is exactly $1.50. The server stores it; the order form shows the same
 * figure before the customer orders. No imports: the form's script stays small.
 */
export function salesTaxMinor(subtotal: number, salesTaxPercent: number): number {
  // Settings keep at most three decimals of a percent: thousandths are whole.
  const millipercent = Math.round(salesTaxPercent * 1000);
  if (!(subtotal > 0) || !(millipercent > 0)) return 0;
  // subtotal × millipercent / 100,000, half up.
  return Math.floor((subtotal * millipercent + 50_000) / 100_000);
}
