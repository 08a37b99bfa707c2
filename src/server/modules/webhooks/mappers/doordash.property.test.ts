import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { mapDoorDashOrder } from "./doordash";

/**
 * Orders of the shape DoorDash's Marketplace OpenAPI and guides document, generated, with
 * DoorDash's figure worked out here the way its documentation adds it up: subtotal −
 * merchant-funded discounts + (tax − tax DoorDash remits) + delivery fee (deliveries) +
 * taxes_on_fees + small-order fee + custom fees and their tax + staff tip + own-courier tip.
 */

const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 &'-]{0,30}[A-Za-z0-9]$/);
const cents = (max: number) => fc.integer({ min: 0, max });

type Option = { name: string; price: number; quantity: number; nested?: Option[]; key: string };

/** Options 1–3 levels deep, nesting through `extras` or `extra` as the samples do. */
const option = (levels: number): fc.Arbitrary<Option> =>
  fc.record({
    name,
    price: cents(100_000),
    quantity: fc.integer({ min: 1, max: 3 }),
    key: fc.constantFrom("extras", "extra"),
    ...(levels > 1 && {
      nested: fc.array(option(levels - 1), { maxLength: 2 }),
    }),
  }) as fc.Arbitrary<Option>;

const item = fc.record({
  name,
  quantity: fc.integer({ min: 1, max: 9_999 }),
  price: cents(10_000_000),
  options: fc.array(option(3), { maxLength: 3 }),
});

function optionJson(generated: Option): Record<string, unknown> {
  const { nested = [], key, ...fields } = generated;
  return {
    ...fields,
    [key]: nested.length ? [{ name: "More", options: nested.map(optionJson) }] : [],
  };
}

/** What the options of one unit cost: each option's price times its quantity down the tree. */
function optionsPerUnit(options: Option[], multiplier = 1): number {
  return options.reduce((sum, generated) => {
    const count = multiplier * generated.quantity;
    return sum + generated.price * count + optionsPerUnit(generated.nested ?? [], count);
  }, 0);
}

function countOptions(options: Option[]): number {
  return options.reduce((sum, generated) => sum + 1 + countOptions(generated.nested ?? []), 0);
}

const fulfilment = fc.constantFrom(
  { is_pickup: true, fulfillment_type: "pickup" },
  { is_pickup: false, fulfillment_type: "dx_delivery" },
  { is_pickup: false, fulfillment_type: "mx_delivery" },
  { fulfillment_type: "mx_fleet_delivery" },
);

const remittance = fc.oneof(
  fc.constant({}),
  fc.constant({ is_tax_remitted_by_doordash: false }),
  fc.constant({ is_tax_remitted_by_doordash: true }),
  fc.record({
    is_tax_remitted_by_doordash: fc.constant(true),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);

const charges = fc.record({
  tax: cents(1_000_000),
  remittance,
  delivery_fee: cents(10_000),
  taxes_on_fees: cents(1_000),
  extra_cart_order_fee: cents(1_000),
  custom_fee: fc.array(
    fc.record({
      type: fc.constantFrom("BAG_FEE", "SERVICE_FEE"),
      price: cents(500),
      tax: cents(50),
    }),
    { maxLength: 2 },
  ),
  merchant_tip_amount: cents(50_000),
  tip_amount: cents(50_000),
  promotions: fc.array(
    fc.record({
      promo_code: fc.stringMatching(/^[A-Z0-9]{3,8}$/),
      merchant_funded_discount_amount: cents(20_000),
      doordash_funded_discount_amount: cents(20_000),
    }),
    { maxLength: 2 },
  ),
  /** 0: `subtotal` is the items' sum; otherwise DoorDash's subtotal disagrees by this much. */
  subtotalOffset: fc.oneof(fc.constant(0), fc.integer({ min: -5_000, max: 5_000 })),
});

const orderArbitrary = fc.record({
  categories: fc.array(fc.array(item, { minLength: 1, maxLength: 4 }), {
    minLength: 1,
    maxLength: 3,
  }),
  fulfilment,
  charges,
});

type Generated = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;

function itemsSum(generated: Generated): number {
  return generated.categories
    .flat()
    .reduce(
      (sum, entry) => sum + (entry.price + optionsPerUnit(entry.options)) * entry.quantity,
      0,
    );
}

function remitted(generated: Generated): number {
  const { remittance: flag, tax } = generated.charges;
  if (!("is_tax_remitted_by_doordash" in flag) || !flag.is_tax_remitted_by_doordash) return 0;
  return "share" in flag ? Math.floor(tax * flag.share) : tax;
}

function toPayload(generated: Generated): Record<string, unknown> {
  const { remittance: flag, promotions, subtotalOffset, ...money } = generated.charges;
  return {
    id: "dd-property",
    consumer: { first_name: "Pat" },
    delivery_address: { street: "1 Main St", city: "Austin", state: "TX", zip_code: "78701" },
    ...generated.fulfilment,
    categories: generated.categories.map((items, index) => ({
      name: `Category ${index}`,
      items: items.map((entry) => ({
        name: entry.name,
        quantity: entry.quantity,
        price: entry.price,
        extras: [{ name: "Choices", options: entry.options.map(optionJson) }],
      })),
    })),
    ...money,
    ...("is_tax_remitted_by_doordash" in flag && {
      is_tax_remitted_by_doordash: flag.is_tax_remitted_by_doordash,
    }),
    ...("share" in flag && { tax_amount_remitted_by_doordash: remitted(generated) }),
    applied_discounts_details: promotions.map((promotion) => ({
      ...promotion,
      total_discount_amount:
        promotion.merchant_funded_discount_amount + promotion.doordash_funded_discount_amount,
    })),
    subtotal: itemsSum(generated) + subtotalOffset,
  };
}

/** DoorDash's figure, added up as its documentation describes. */
function documentedTotal(generated: Generated): number {
  const money = generated.charges;
  const isDelivery = generated.fulfilment.fulfillment_type !== "pickup";
  const isDasher = generated.fulfilment.fulfillment_type === "dx_delivery";
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  return (
    itemsSum(generated) +
    money.subtotalOffset -
    sum(money.promotions.map((promotion) => promotion.merchant_funded_discount_amount)) +
    (money.tax - remitted(generated)) +
    (isDelivery ? money.delivery_fee : 0) +
    money.taxes_on_fees +
    money.extra_cart_order_fee +
    sum(money.custom_fee.map((fee) => fee.price + fee.tax)) +
    money.merchant_tip_amount +
    (isDasher ? 0 : money.tip_amount)
  );
}

describe("mapDoorDashOrder: generated orders", () => {
  it("states DoorDash's documented sum, and OrderDock's own sum agrees when the items do", () => {
    fc.assert(
      fc.property(orderArbitrary, (generated) => {
        const { details } = mapDoorDashOrder(toPayload(generated));
        const parsed = orderDetailsSchema.parse(details);
        expect(details.checkNotes).toEqual([]);
        expect(details.statedTotal).toBe(documentedTotal(generated));
        expect(details.platformTax).toBe(remitted(generated));
        const { computedTotal } = computeTotals(parsed);
        // OrderDock sums the items where DoorDash gives its subtotal: they differ by the gap.
        expect(computedTotal).toBe(documentedTotal(generated) - generated.charges.subtotalOffset);
      }),
    );
  });

  it("keeps each item's name, quantity, unit price and options as generated", () => {
    fc.assert(
      fc.property(orderArbitrary, (generated) => {
        const { details } = mapDoorDashOrder(toPayload(generated));
        const expected = generated.categories.flat();
        expect(details.items).toHaveLength(expected.length);
        expected.forEach((entry, index) => {
          const mapped = details.items?.[index];
          expect(mapped).toMatchObject({
            name: entry.name,
            quantity: entry.quantity,
            price: entry.price,
          });
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
