import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_LIMITS, orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { mapShopifyOrder } from "./shopify";

/**
 * Orders of Shopify's REST Order shape, with money as Shopify documents it: `total_price` is
 * the line prices less the discounts plus shipping, taxes (unless the prices include them)
 * and tips; the `current_*` figures are the same sums after edits (`current_quantity`).
 */
const CURRENCIES = [
  { code: "JPY", exponent: 0 },
  { code: "USD", exponent: 2 },
  { code: "KWD", exponent: 3 },
] as const;

const text = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,18}[A-Za-z0-9]$/);

const line = fc.record({
  title: text,
  variant: fc.option(text, { nil: undefined }),
  quantity: fc.integer({ min: 1, max: ORDER_LIMITS.maxQuantity }),
  /** Of the unit price, in major units (up to 100,000) and a fraction of one. */
  unitMajor: fc.integer({ min: 0, max: ORDER_LIMITS.maxUnitPrice }),
  unitFraction: fc.nat(),
  keptShare: fc.nat({ max: 100 }),
  properties: fc.array(fc.record({ name: text, value: text }), { maxLength: 3 }),
});

const orderShape = fc.record({
  currency: fc.constantFrom(...CURRENCIES),
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  codes: fc.array(fc.stringMatching(/^[A-Z0-9]{3,10}$/), { maxLength: 2 }),
  discountSeed: fc.nat(),
  shipping: fc.nat({ max: 5_000_000 }),
  tax: fc.nat({ max: 5_000_000 }),
  tip: fc.nat({ max: 500_000 }),
  taxesIncluded: fc.boolean(),
  isPickup: fc.boolean(),
  isEdited: fc.boolean(),
});

type Shape = typeof orderShape extends fc.Arbitrary<infer T> ? T : never;

/** Minor units as Shopify writes them: "12.50", "1200", "1.250". */
function decimal(minor: number, exponent: number): string {
  if (exponent === 0) return String(minor);
  const factor = 10 ** exponent;
  return `${Math.floor(minor / factor)}.${String(minor % factor).padStart(exponent, "0")}`;
}

function build(shape: Shape) {
  const { exponent } = shape.currency;
  const factor = 10 ** exponent;
  const lines = shape.lines.map((generated, index) => {
    const unit = Math.min(
      generated.unitMajor * factor + (generated.unitFraction % factor),
      ORDER_LIMITS.maxUnitPrice * factor,
    );
    // An edit keeps part of each line; the first always keeps at least one.
    const kept = Math.floor((generated.quantity * generated.keptShare) / 100);
    const current = shape.isEdited ? (index === 0 ? Math.max(kept, 1) : kept) : generated.quantity;
    return { ...generated, unit, current };
  });
  const sum = (quantity: (entry: (typeof lines)[number]) => number) =>
    lines.reduce((total, entry) => total + entry.unit * quantity(entry), 0);
  const originalLines = sum((entry) => entry.quantity);
  const currentLines = sum((entry) => entry.current);
  const discount = shape.discountSeed % (currentLines + 1);
  const tax = shape.taxesIncluded ? 0 : shape.tax;
  const total = currentLines - discount + shape.shipping + tax + shape.tip;
  const money = (minor: number) => decimal(minor, exponent);
  const shopMoney = (minor: number) => ({
    shop_money: { amount: money(minor), currency_code: shape.currency.code },
  });
  const figures = {
    total_price: money(originalLines - discount + shape.shipping + tax + shape.tip),
    total_discounts: money(discount),
    total_tax: money(shape.tax),
    total_shipping_price_set: shopMoney(shape.shipping),
    ...(shape.isEdited && {
      current_total_price: money(total),
      current_total_discounts: money(discount),
      current_total_tax: money(shape.tax),
      current_shipping_price_set: shopMoney(shape.shipping),
    }),
  };
  const payload = {
    id: 5_551_234,
    name: "#1042",
    currency: shape.currency.code,
    created_at: "2026-03-01T18:00:00-05:00",
    taxes_included: shape.taxesIncluded,
    total_tip_received: money(shape.tip),
    discount_codes: shape.codes.map((code) => ({ code, amount: money(discount) })),
    shipping_address: { name: "Ann Lee", address1: "1 Main St", city: "Springfield" },
    shipping_lines: [
      shape.isPickup
        ? { title: "Pickup at the shop", code: "Pickup", price: money(shape.shipping) }
        : { title: "Local delivery", code: "Local", price: money(shape.shipping) },
    ],
    line_items: lines.map((entry) => ({
      title: entry.title,
      variant_title: entry.variant ?? null,
      quantity: entry.quantity,
      ...(shape.isEdited && { current_quantity: entry.current }),
      price: money(entry.unit),
      requires_shipping: true,
      properties: [{ name: "_app_key", value: "hidden" }, ...entry.properties],
    })),
    ...figures,
  };
  const expectedItems = lines
    .filter((entry) => entry.current > 0)
    .map((entry) => ({
      name: entry.title,
      ...(entry.variant && { description: entry.variant }),
      quantity: entry.current,
      price: entry.unit,
      modifiers: [],
      ...(entry.properties.length > 0 && {
        note: entry.properties.map((property) => `${property.name}: ${property.value}`).join("; "),
      }),
    }));
  return { payload, total, expectedItems };
}

describe("mapShopifyOrder on generated orders", () => {
  it("states Shopify's total, and OrderDock's own sum agrees with it", () => {
    fc.assert(
      fc.property(orderShape, (shape) => {
        const { payload, total, expectedItems } = build(shape);
        const mapped = mapShopifyOrder(payload);
        const details = orderDetailsSchema.parse(mapped.details);
        expect(details.checkNotes).toEqual([]);
        expect(details.currency).toBe(shape.currency.code);
        expect(details.statedTotal).toBe(total);
        expect(computeTotals(details).computedTotal).toBe(total);
        expect(details.isDelivery).toBe(!shape.isPickup);
        expect(details.items).toEqual(expectedItems);
      }),
    );
  });
});
