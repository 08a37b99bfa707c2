import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxUnitPriceMinor, orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { mapUberEatsOrder } from "./ubereats";

/**
 * Orders of Uber Eats' documented shape (GET /v2/eats/order): nested options whose
 * `unit_price` includes their children, Money in the currency's minor units, and charges
 * that add up the way Uber's `total` does. The mapper must give Uber's total, and its own
 * sum of the lines must agree on every consistent order.
 */
type Option = { title: string; base: number; quantity: number; children: Option[] };

const option: fc.Memo<Option> = fc.memo((depth) =>
  fc.record({
    title: fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim() !== ""),
    base: fc.nat({ max: 500 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    children: depth > 1 ? fc.array(option(depth - 1), { maxLength: 2 }) : fc.constant([]),
  }),
);

/** One unit of an option with everything under it, as Uber's `unit_price` states it. */
const unitOf = (node: Option): number =>
  node.base + node.children.reduce((sum, child) => sum + unitOf(child) * child.quantity, 0);

const CURRENCIES = ["USD", "AUD", "JPY", "KWD", "EUR"] as const;

const orderArbitrary = fc.record({
  currency: fc.constantFrom(...CURRENCIES),
  type: fc.constantFrom("DELIVERY_BY_UBER", "DELIVERY_BY_RESTAURANT", "PICK_UP"),
  items: fc.array(
    fc.record({
      title: fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== ""),
      base: fc.nat({ max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 9_999 }),
      options: fc.array(option(3), { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  tax: fc.nat({ max: 100_000 }),
  remitted: fc.nat({ max: 100_000 }),
  deliveryFee: fc.nat({ max: 10_000 }),
  otherFees: fc.nat({ max: 10_000 }),
  tip: fc.nat({ max: 10_000 }),
  merchantPromo: fc.nat({ max: 10_000 }),
  uberPromo: fc.nat({ max: 10_000 }),
});

type Generated = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** Unit prices stay within what the order model holds: 100,000 of the currency. */
function withinLimit(generated: Generated): Generated {
  const limit = maxUnitPriceMinor(generated.currency) + 1;
  return {
    ...generated,
    items: generated.items.map((item) => ({ ...item, base: item.base % limit })),
  };
}

function payloadOf(raw: Generated) {
  const generated = withinLimit(raw);
  const money = (amount: number) => ({ amount, currency_code: generated.currency });
  const node = (entry: Option): Record<string, unknown> => ({
    title: entry.title,
    quantity: entry.quantity,
    price: { unit_price: money(unitOf(entry)), base_unit_price: money(entry.base) },
    selected_modifier_groups: [{ selected_items: entry.children.map(node) }],
  });
  const items = generated.items.map((item) => {
    const unit =
      item.base + item.options.reduce((sum, entry) => sum + unitOf(entry) * entry.quantity, 0);
    return {
      title: item.title,
      quantity: item.quantity,
      price: {
        unit_price: money(unit),
        base_unit_price: money(item.base),
        total_price: money(unit * item.quantity),
      },
      selected_modifier_groups: [{ selected_items: item.options.map(node) }],
    };
  });
  const subTotal = items.reduce((sum, item) => sum + item.price.total_price.amount, 0);
  const isOwnFleet = generated.type === "DELIVERY_BY_RESTAURANT";
  const deliveryFee = isOwnFleet ? generated.deliveryFee : 0;
  const tip = isOwnFleet ? generated.tip : 0;
  const remitted = Math.min(generated.remitted, generated.tax);
  // Uber's total: what is paid out to the merchant, without the tax Uber remits itself.
  const total =
    subTotal -
    generated.merchantPromo +
    generated.tax -
    remitted +
    deliveryFee +
    generated.otherFees +
    tip;
  return {
    total,
    payload: {
      id: "9c3f3a8e-0000-4000-8000-000000000001",
      display_id: "A1B2C",
      type: generated.type,
      placed_at: "2026-11-25T12:00:00Z",
      eater: {
        first_name: "Sam",
        last_name: "L.",
        delivery: { location: { street_address: "1 Main St" } },
      },
      cart: { items },
      payment: {
        charges: {
          total: money(total),
          sub_total: money(subTotal),
          tax: money(generated.tax),
          total_fee: money(deliveryFee + generated.otherFees),
          ...(isOwnFleet && { delivery_fee: money(deliveryFee), tip: money(tip) }),
          total_promo_applied: money(generated.merchantPromo),
        },
        accounting: { tax_remittance: { tax: { uber: [{ value: money(remitted) }] } } },
        promotions: {
          promotions: [
            {
              promo_funding_splits: [
                { funding_source: "UBER", amount_paid: money(generated.uberPromo) },
              ],
            },
          ],
        },
      },
    },
  };
}

describe("mapUberEatsOrder on generated orders", () => {
  it("gives Uber's total, and the lines and charges add up to it", () => {
    fc.assert(
      fc.property(orderArbitrary, (generated) => {
        const { payload, total } = payloadOf(generated);
        const { details } = mapUberEatsOrder(payload);
        const parsed = orderDetailsSchema.parse(details);
        expect(parsed.currency).toBe(generated.currency);
        expect(parsed.statedTotal).toBe(total);
        expect(computeTotals(parsed).computedTotal).toBe(total);
        expect(parsed.checkNotes).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps every item, quantity and price, and each option at its own price", () => {
    fc.assert(
      fc.property(orderArbitrary, (generated) => {
        const { details } = mapUberEatsOrder(payloadOf(generated).payload);
        const parsed = orderDetailsSchema.parse(details);
        expect(parsed.items.map((item) => [item.quantity, item.price])).toEqual(
          withinLimit(generated).items.map((item) => [item.quantity, item.base]),
        );
        parsed.items.forEach((item, index) => {
          const flat: number[] = [];
          const walk = (entries: Option[], perItem: number) => {
            for (const entry of entries) {
              flat.push(entry.base * entry.quantity * perItem);
              walk(entry.children, entry.quantity * perItem);
            }
          };
          walk(generated.items[index]?.options ?? [], 1);
          expect(item.modifiers.map((modifier) => modifier.price)).toEqual(flat);
        });
      }),
      { numRuns: 100 },
    );
  });
});
