import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_LIMITS, orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { mapWooCommerceOrder } from "./woocommerce";
import { isNoteLabel } from "./woocommerce-items";

/**
 * Orders of WooCommerce's REST order shape, with money as WooCommerce core computes it:
 * `total` = line totals after coupons + fees + `shipping_total` + taxes, where each line's
 * `subtotal` (before coupons, here with two places more than the currency, as WooCommerce
 * stores it) is rounded once, and `discount_total` is the coupons' sum.
 */
const CURRENCIES = [
  { code: "JPY", exponent: 0 },
  { code: "USD", exponent: 2 },
  { code: "KWD", exponent: 3 },
] as const;

const text = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,18}[A-Za-z0-9]$/);

const line = fc.record({
  name: text,
  quantity: fc.integer({ min: 1, max: ORDER_LIMITS.maxQuantity }),
  unitMajor: fc.integer({ min: 0, max: ORDER_LIMITS.maxUnitPrice }),
  unitFraction: fc.nat(),
  /** The subtotal's two extra places (hundredths of a minor unit). */
  extra: fc.integer({ min: 0, max: 99 }),
  // Option meta; a label naming the customer's words would be the item's note instead.
  meta: fc.array(fc.record({ key: text.filter((key) => !isNoteLabel(key)), value: text }), {
    maxLength: 3,
  }),
});

const fee = fc.record({
  name: fc.constantFrom("Bag fee", "Service fee", "Tip", "Driver gratuity", "Loyalty reward"),
  amount: fc.integer({ min: 1, max: 2_000_000 }),
  isNegative: fc.boolean(),
});

const orderShape = fc.record({
  currency: fc.constantFrom(...CURRENCIES),
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  coupons: fc.array(fc.record({ code: fc.stringMatching(/^[a-z0-9]{3,10}$/), seed: fc.nat() }), {
    maxLength: 2,
  }),
  fees: fc.array(fee, { maxLength: 3 }),
  shipping: fc.nat({ max: 5_000_000 }),
  tax: fc.nat({ max: 5_000_000 }),
  isPickup: fc.boolean(),
});

type Shape = typeof orderShape extends fc.Arbitrary<infer T> ? T : never;

/** Minor units (or finer, with more `places`) as WooCommerce writes them: "12.50", "-2.00". */
function decimal(amount: number, places: number): string {
  const sign = amount < 0 ? "-" : "";
  const size = Math.abs(amount);
  if (places === 0) return `${sign}${size}`;
  const factor = 10 ** places;
  return `${sign}${Math.floor(size / factor)}.${String(size % factor).padStart(places, "0")}`;
}

function buildLines(shape: Shape) {
  const factor = 10 ** shape.currency.exponent;
  // One minor unit below the limit: a subtotal's extra places may round the unit up by one.
  const limit = ORDER_LIMITS.maxUnitPrice * factor - 1;
  return shape.lines.map((generated) => {
    const unit = Math.min(generated.unitMajor * factor + (generated.unitFraction % factor), limit);
    const exact = unit * generated.quantity * 100 + generated.extra;
    return {
      ...generated,
      subtotal: decimal(exact, shape.currency.exponent + 2),
      lineTotal: unit * generated.quantity + (generated.extra >= 50 ? 1 : 0),
      // exact / quantity rounded: the extra places lift the unit only for a single unit.
      price: unit + (generated.quantity === 1 && generated.extra >= 50 ? 1 : 0),
    };
  });
}

function build(shape: Shape) {
  const money = (minor: number) => decimal(minor, shape.currency.exponent);
  const lines = buildLines(shape);
  let left = lines.reduce((sum, entry) => sum + entry.lineTotal, 0);
  const coupons = shape.coupons.map((coupon) => {
    const amount = coupon.seed % (left + 1);
    left -= amount;
    return { code: coupon.code, amount };
  });
  const fees = shape.fees.map((generated) => {
    const amount = generated.isNegative ? -Math.min(generated.amount, left) : generated.amount;
    left += amount;
    return { name: generated.name, amount };
  });
  const discountTotal = coupons.reduce((sum, coupon) => sum + coupon.amount, 0);
  const total = left + shape.shipping + shape.tax;
  const payload = {
    id: 4321,
    number: "4321",
    status: "processing",
    currency: shape.currency.code,
    date_created: "2026-03-01T13:00:00",
    date_created_gmt: "2026-03-01T18:00:00",
    discount_total: money(discountTotal),
    shipping_total: money(shape.shipping),
    total_tax: money(shape.tax),
    total: money(total),
    shipping: { first_name: "Ann", last_name: "Lee", address_1: "1 Main St", city: "Springfield" },
    billing: { first_name: "Ann", last_name: "Lee", phone: "555-0100" },
    shipping_lines: [
      { method_id: shape.isPickup ? "local_pickup" : "flat_rate", total: money(shape.shipping) },
    ],
    coupon_lines: coupons.map((coupon) => ({ code: coupon.code, discount: money(coupon.amount) })),
    fee_lines: fees.map((entry) => ({ name: entry.name, total: money(entry.amount) })),
    line_items: lines.map((entry) => ({
      name: entry.name,
      quantity: entry.quantity,
      subtotal: entry.subtotal,
      price: entry.price / 10 ** shape.currency.exponent,
      meta_data: [{ key: "_reduced_stock", value: "1" }, ...entry.meta],
    })),
  };
  const expectedItems = lines.map((entry) => ({
    name: entry.name,
    quantity: entry.quantity,
    price: entry.price,
    lineTotal: entry.lineTotal,
    modifiers: entry.meta.map((meta) => ({ name: `${meta.key}: ${meta.value}`, price: 0 })),
  }));
  return { payload, total, expectedItems, coupons, fees };
}

describe("mapWooCommerceOrder on generated orders", () => {
  it("states WooCommerce's total, and OrderDock's own sum agrees with it", () => {
    fc.assert(
      fc.property(orderShape, (shape) => {
        const { payload, total, expectedItems, coupons, fees } = build(shape);
        const mapped = mapWooCommerceOrder(payload);
        const details = orderDetailsSchema.parse(mapped.details);
        expect(details.checkNotes).toEqual([]);
        expect(details.currency).toBe(shape.currency.code);
        expect(details.statedTotal).toBe(total);
        expect(computeTotals(details).computedTotal).toBe(total);
        expect(details.isDelivery).toBe(!shape.isPickup);
        expect(details.items).toEqual(expectedItems);
        expect(details.discounts.map((discount) => discount.label)).toEqual([
          ...coupons.filter((coupon) => coupon.amount > 0).map((coupon) => `Coupon ${coupon.code}`),
          ...fees.filter((entry) => entry.amount < 0).map((entry) => entry.name),
        ]);
        expect(details.tips.map((tip) => tip.label)).toEqual(
          fees
            .filter((entry) => entry.amount > 0 && /tip|gratuity/i.test(entry.name))
            .map((entry) => entry.name),
        );
      }),
    );
  });
});
