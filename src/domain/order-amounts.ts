import { formatMoney, type MinorUnits } from "./money";
import type { Order } from "./order";
import { platformDisplayName } from "./platforms";

/**
 * The money lines of an order as the dialog and the receipt show them (decision 088):
 * the parts that add up to the total, in order, then what the platform paid or collected
 * itself (shown, not counted), then — when the platform's total is not what the parts add
 * up to — a note saying so. Discount, fee and tip lines appear only when they are not zero.
 */
export type AmountLine = {
  label: string;
  amount: MinorUnits;
  kind: "part" | "discount" | "total" | "info";
};

export type AmountLinesOptions = {
  /** The dialog always shows the delivery fee; the receipt only on deliveries. */
  alwaysShowDeliveryFee?: boolean;
};

type AmountOrder = Pick<
  Order,
  | "platform"
  | "currency"
  | "subtotal"
  | "discounts"
  | "tax"
  | "platformTax"
  | "deliveryFee"
  | "isDelivery"
  | "fees"
  | "tips"
  | "total"
  | "computedTotal"
>;

export function orderAmountLines(
  order: AmountOrder,
  { alwaysShowDeliveryFee = false }: AmountLinesOptions = {},
): AmountLine[] {
  const platform = platformDisplayName(order.platform);
  const lines: AmountLine[] = [{ label: "Subtotal", amount: order.subtotal, kind: "part" }];
  for (const discount of order.discounts) {
    if (discount.fundedBy === "restaurant" && discount.amount !== 0) {
      lines.push({ label: discount.label, amount: -discount.amount, kind: "discount" });
    }
  }
  lines.push({ label: "Tax", amount: order.tax, kind: "part" });
  if (order.isDelivery || alwaysShowDeliveryFee) {
    lines.push({
      label: "Delivery Fee",
      amount: order.isDelivery ? order.deliveryFee : 0,
      kind: "part",
    });
  }
  for (const fee of order.fees) {
    if (fee.amount !== 0) lines.push({ label: fee.label, amount: fee.amount, kind: "part" });
  }
  for (const tip of order.tips) {
    if (tip.isKeptByRestaurant && tip.amount !== 0) {
      lines.push({ label: tip.label, amount: tip.amount, kind: "part" });
    }
  }
  lines.push({ label: "Total", amount: order.total, kind: "total" });

  for (const discount of order.discounts) {
    if (discount.fundedBy === "platform" && discount.amount !== 0) {
      lines.push({
        label: `${discount.label} (paid by ${platform})`,
        amount: -discount.amount,
        kind: "info",
      });
    }
  }
  for (const tip of order.tips) {
    if (!tip.isKeptByRestaurant && tip.amount !== 0) {
      lines.push({
        label: `${tip.label} (not the restaurant's)`,
        amount: tip.amount,
        kind: "info",
      });
    }
  }
  if (order.platformTax !== 0) {
    lines.push({ label: `Tax paid to ${platform}`, amount: order.platformTax, kind: "info" });
  }
  return lines;
}

/** OrderDock's sum less the platform's total; 0 when they agree. */
export function totalsDifference(order: Pick<Order, "total" | "computedTotal">): MinorUnits {
  return order.computedTotal - order.total;
}

/**
 * "Totals differ by $2.50: Uber Eats says $13.99, the lines add up to $16.49." Null when they
 * agree. Staff charge and print the platform's figure; the note tells them to check why.
 */
export function totalsDifferNote(order: AmountOrder): string | null {
  const difference = totalsDifference(order);
  if (difference === 0) return null;
  return `Totals differ by ${formatMoney(Math.abs(difference), order.currency)}: ${platformDisplayName(order.platform)} says ${formatMoney(order.total, order.currency)}, the lines add up to ${formatMoney(order.computedTotal, order.currency)}.`;
}
