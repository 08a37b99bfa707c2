import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { mapGrubhubOrder } from "./grubhub";

/**
 * PosOrders of the shape Grubhub's Orders OpenAPI documents, generated, with
 * `merchant_total` worked out here as documented: "Sum of subtotal, fees, taxes and tips",
 * where the subtotal (`merchant_subtotal`) is the lines less the coupons and the tips are
 * those paid in the bill (INCLUDE_IN_BILL; a CASH tip is handed over outside it).
 */

const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 &'-]{0,30}[A-Za-z0-9]$/);
const cents = (max: number) => fc.integer({ min: 0, max });

type Option = { name: string; price: number; quantity: number; nested?: Option[] };

/** Options 1–3 levels deep through `line_sub_options`. */
const option = (levels: number): fc.Arbitrary<Option> =>
  fc.record({
    name,
    price: cents(100_000),
    quantity: fc.integer({ min: 1, max: 3 }),
    ...(levels > 1 && { nested: fc.array(option(levels - 1), { maxLength: 2 }) }),
  }) as fc.Arbitrary<Option>;

const line = fc.record({
  name,
  quantity: fc.integer({ min: 1, max: 9_999 }),
  price: cents(10_000_000),
  /** Older payloads carry only the deprecated `price`. */
  isDeprecatedPrice: fc.boolean(),
  hasLineTotal: fc.boolean(),
  options: fc.array(option(3), { maxLength: 3 }),
});

function optionsPerUnit(options: Option[], multiplier = 1): number {
  return options.reduce((sum, generated) => {
    const count = multiplier * generated.quantity;
    return sum + generated.price * count + optionsPerUnit(generated.nested ?? [], count);
  }, 0);
}

function countOptions(options: Option[]): number {
  return options.reduce((sum, generated) => sum + 1 + countOptions(generated.nested ?? []), 0);
}

function optionJson(
  { nested = [], ...fields }: Option,
  isSubOption = false,
): Record<string, unknown> {
  // LineOption documents `price`; LineSubOption `merchant_price` (`price` deprecated).
  const { price, ...rest } = fields;
  return {
    ...rest,
    ...(isSubOption ? { merchant_price: price } : { price }),
    line_sub_options: nested.map((child) => optionJson(child, true)),
  };
}

const orderArbitrary = fc.record({
  groups: fc.array(fc.array(line, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
  fulfilment: fc.constantFrom("pickup", "SELF", "GRUBHUB"),
  deliveryFee: cents(10_000),
  otherFees: cents(10_000),
  tax: cents(1_000_000),
  coupons: fc.array(fc.record({ text: name, amount: cents(5_000) }), { maxLength: 2 }),
  tip: fc.record({ amount: cents(50_000), type: fc.constantFrom("CASH", "INCLUDE_IN_BILL") }),
});

type Generated = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;
type Line = Generated["groups"][number][number];

const lineTotal = (entry: Line) => (entry.price + optionsPerUnit(entry.options)) * entry.quantity;

function merchantTotal(generated: Generated): number {
  const lines = generated.groups.flat().reduce((sum, entry) => sum + lineTotal(entry), 0);
  const coupons = generated.coupons.reduce((sum, coupon) => sum + coupon.amount, 0);
  const fees = generated.deliveryFee + generated.otherFees;
  const tip = generated.tip.type === "INCLUDE_IN_BILL" ? generated.tip.amount : 0;
  return lines - coupons + fees + generated.tax + tip;
}

/** The courier's tip on a Grubhub delivery: in merchant_total, not the restaurant's. */
function courierTip(generated: Generated): number {
  const isInBill = generated.tip.type === "INCLUDE_IN_BILL";
  return generated.fulfilment === "GRUBHUB" && isInBill ? generated.tip.amount : 0;
}

function toPayload(generated: Generated): Record<string, unknown> {
  const fulfillment =
    generated.fulfilment === "pickup"
      ? { pickup_info: { name: "Pat" } }
      : {
          delivery_info: {
            contact_info: { name: "Pat" },
            address: { address_line1: "1 Main St", city: "Boston", state: "MA", zip_code: "02110" },
            order_delivery_type: generated.fulfilment,
          },
        };
  return {
    uuid: "gh-property",
    order_number: "1001",
    status: "RESTAURANT_CONFIRMABLE",
    fulfillment_info: fulfillment,
    charges: {
      line_groups: generated.groups.map((lines) => ({
        lines: lines.map((entry) => ({
          name: entry.name,
          quantity: entry.quantity,
          ...(entry.isDeprecatedPrice ? { price: entry.price } : { merchant_price: entry.price }),
          ...(entry.hasLineTotal && { merchant_total: lineTotal(entry) }),
          line_options: entry.options.map((child) => optionJson(child)),
        })),
      })),
      fees: { total: generated.deliveryFee + generated.otherFees, delivery: generated.deliveryFee },
      taxes: { merchant_total: generated.tax },
      tip: generated.tip,
      coupons: generated.coupons,
      merchant_total: merchantTotal(generated),
    },
  };
}

describe("mapGrubhubOrder: generated orders", () => {
  it("states merchant_total, and OrderDock's own sum is it less only a courier's tip", () => {
    fc.assert(
      fc.property(orderArbitrary, (generated) => {
        const { details } = mapGrubhubOrder(toPayload(generated));
        const parsed = orderDetailsSchema.parse(details);
        expect(details.checkNotes).toEqual([]);
        expect(details.statedTotal).toBe(merchantTotal(generated));
        expect(computeTotals(parsed).computedTotal).toBe(
          merchantTotal(generated) - courierTip(generated),
        );
      }),
    );
  });

  it("keeps each line's name, quantity, unit price and options as generated", () => {
    fc.assert(
      fc.property(orderArbitrary, (generated) => {
        const { details } = mapGrubhubOrder(toPayload(generated));
        const expected = generated.groups.flat();
        expect(details.items).toHaveLength(expected.length);
        expected.forEach((entry, index) => {
          const mapped = details.items?.[index];
          expect(mapped).toMatchObject({
            name: entry.name,
            quantity: entry.quantity,
            price: entry.price,
          });
          expect(mapped?.lineTotal).toBe(entry.hasLineTotal ? lineTotal(entry) : undefined);
          const modifiers = mapped?.modifiers ?? [];
          expect(modifiers).toHaveLength(countOptions(entry.options));
          expect(modifiers.reduce((sum, modifier) => sum + (modifier.price ?? 0), 0)).toBe(
            optionsPerUnit(entry.options),
          );
        });
      }),
    );
  });
});
