import { describe, expect, it } from "vitest";
import { orderAmountLines, totalsDifferNote } from "./order-amounts";

const order = {
  platform: "shopify" as const,
  currency: "USD",
  subtotal: 59_700,
  discounts: [
    { label: "Discount (TENOFF)", amount: 1000, fundedBy: "restaurant" as const },
    { label: "Shop Pay promotion", amount: 500, fundedBy: "platform" as const },
  ],
  tax: 1194,
  platformTax: 0,
  deliveryFee: 0,
  isDelivery: false,
  fees: [{ label: "Bag fee", amount: 0 }],
  tips: [
    { label: "Tip", amount: 300, isKeptByRestaurant: true },
    { label: "Courier tip", amount: 200, isKeptByRestaurant: false },
  ],
  total: 60_194,
  computedTotal: 60_194,
};

describe("orderAmountLines", () => {
  it("lists the parts that add up to the total, then what the platform paid, skipping zeros", () => {
    expect(orderAmountLines(order)).toEqual([
      { label: "Subtotal", amount: 59_700, kind: "part" },
      { label: "Discount (TENOFF)", amount: -1000, kind: "discount" },
      { label: "Tax", amount: 1194, kind: "part" },
      { label: "Tip", amount: 300, kind: "part" },
      { label: "Total", amount: 60_194, kind: "total" },
      { label: "Shop Pay promotion (paid by Shopify)", amount: -500, kind: "info" },
      { label: "Courier tip (not the restaurant's)", amount: 200, kind: "info" },
    ]);
  });

  it("shows the delivery fee on deliveries, and always in the dialog", () => {
    const labels = (lines: Array<{ label: string }>) => lines.map((line) => line.label);
    expect(labels(orderAmountLines(order))).not.toContain("Delivery Fee");
    expect(labels(orderAmountLines(order, { alwaysShowDeliveryFee: true }))).toContain(
      "Delivery Fee",
    );
    expect(
      orderAmountLines({ ...order, isDelivery: true, deliveryFee: 299, platformTax: 53 }).filter(
        (line) => line.label === "Delivery Fee" || line.label === "Tax paid to Shopify",
      ),
    ).toEqual([
      { label: "Delivery Fee", amount: 299, kind: "part" },
      { label: "Tax paid to Shopify", amount: 53, kind: "info" },
    ]);
  });
});

describe("totalsDifferNote", () => {
  it("is silent when the platform's total is OrderDock's sum", () => {
    expect(totalsDifferNote(order)).toBeNull();
  });

  it("says by how much, in the order's currency, and both figures", () => {
    expect(totalsDifferNote({ ...order, currency: "AUD", total: 1399, computedTotal: 1649 })).toBe(
      "Totals differ by A$2.50: Shopify says A$13.99, the lines add up to A$16.49.",
    );
  });
});
