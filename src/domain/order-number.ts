/**
 * How an order number reads after "Order #": Shopify's numbers already start with '#'
 * ("#1001"), which would otherwise show as "Order ##1001".
 */
export function displayOrderNumber(orderNumber: string): string {
  return orderNumber.startsWith("#") ? orderNumber.slice(1) : orderNumber;
}
