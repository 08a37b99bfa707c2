import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { computeTotals } from "../../../../domain/totals";
import { readFixture } from "../../../test/platform-fixtures";
import { mapDoorDashOrder } from "./doordash";

/** The money of a DoorDash order: tax, fees, tips, promotions and the documented sum. */
type Json = Record<string, unknown>;
const order = () =>
  structuredClone(readFixture("doordash-marketplace-sample-order.strict.json")) as Json;

/** A self-delivered order with every charge DoorDash's guides describe. */
function selfDelivery(): Json {
  const payload = order();
  const [category] = payload.categories as Array<{ items: Json[] }>;
  Object.assign(category?.items[0] ?? {}, {
    quantity: 2,
    price: 895,
    special_instructions: "No onions",
    extras: [{ name: "Add-ons", options: [{ name: "Bacon", price: 150, quantity: 2 }] }],
  });
  category?.items.push({ name: "Coffee", quantity: 1, price: 300 });
  return Object.assign(payload, {
    is_pickup: false,
    fulfillment_type: "mx_delivery",
    delivery_short_code: "897176",
    order_special_instructions: "Extra napkins",
    delivery_address: {
      street: "1200 S Lamar Blvd",
      subpremise: "Unit 5",
      city: "Austin",
      state: "TX",
      zip_code: "78704",
      lat: "30.25",
      lng: "-97.76",
      address_instructions: "Side door",
    },
    subtotal: 2690,
    tax: 250,
    is_tax_remitted_by_doordash: true,
    tax_amount_remitted_by_doordash: 100,
    delivery_fee: 299,
    taxes_on_fees: 25,
    extra_cart_order_fee: 200,
    custom_fee: [{ type: "BAG_FEE", price: 10, tax: 1 }],
    merchant_tip_amount: 300,
    tip_amount: 400,
    applied_discounts_details: [
      {
        promo_code: "SAVE5",
        total_discount_amount: 500,
        merchant_funded_discount_amount: 300,
        doordash_funded_discount_amount: 200,
      },
    ],
    total_merchant_funded_discount_amount: 300,
  });
}

describe("mapDoorDashOrder: a self-delivered order", () => {
  it("reads the address, items, options and every charge", () => {
    const { details } = mapDoorDashOrder(selfDelivery());
    expect(details).toEqual({
      orderNumber: "897176",
      customer: {
        name: "Kelley W.",
        phone: "855-973-1040",
        address: {
          street: "1200 S Lamar Blvd, Unit 5",
          city: "Austin",
          state: "TX",
          zipCode: "78704",
          latitude: 30.25,
          longitude: -97.76,
        },
      },
      isDelivery: true,
      currency: "USD",
      // 250 − 100 DoorDash remits + 25 on the fees + 1 on the bag.
      tax: 176,
      platformTax: 100,
      deliveryFee: 299,
      fees: [
        { label: "Small order fee", amount: 200 },
        { label: "Bag fee", amount: 10 },
      ],
      tips: [
        { label: "Staff tip", amount: 300, isKeptByRestaurant: true },
        { label: "Delivery tip", amount: 400, isKeptByRestaurant: true },
      ],
      discounts: [
        { label: "Promotion SAVE5", amount: 300, fundedBy: "restaurant" },
        { label: "DoorDash promotion SAVE5", amount: 200, fundedBy: "platform" },
      ],
      // 2690 − 300 + 176 + 299 + 200 + 10 + 300 + 400
      statedTotal: 3775,
      deliveryInstructions: "Side door",
      kitchenNote: "Extra napkins",
      items: [
        {
          name: "Burrito Scram-Bowl",
          note: "No onions",
          quantity: 2,
          price: 895,
          modifiers: [{ name: "2 × Bacon", price: 300 }],
        },
        { name: "Coffee", quantity: 1, price: 300, modifiers: [] },
      ],
      checkNotes: [],
    });
    const totals = computeTotals(orderDetailsSchema.parse(details));
    expect(totals).toEqual({ subtotal: 2690, computedTotal: 3775, total: 3775 });
  });

  it("does not count a Dasher's tip as the restaurant's", () => {
    const payload = { ...selfDelivery(), fulfillment_type: "dx_delivery" };
    const { details } = mapDoorDashOrder(payload);
    expect(details.tips).toContainEqual({
      label: "Dasher tip",
      amount: 400,
      isKeptByRestaurant: false,
    });
    expect(details.statedTotal).toBe(3775 - 400);
  });

  it("leaves the delivery fee out of a pickup's figure", () => {
    const { details } = mapDoorDashOrder({ ...selfDelivery(), is_pickup: true });
    expect(details).toMatchObject({ isDelivery: false, deliveryFee: 0, statedTotal: 3775 - 299 });
    expect(details.customer.address).toBeUndefined();
  });

  it("uses total_merchant_funded_discount_amount without the promotions list", () => {
    const payload = { ...selfDelivery(), applied_discounts_details: undefined };
    expect(mapDoorDashOrder(payload).details.discounts).toEqual([
      { label: "Promotion", amount: 300, fundedBy: "restaurant" },
    ]);
  });

  it("notes a promotions list that disagrees with the merchant-funded total", () => {
    const payload = { ...selfDelivery(), total_merchant_funded_discount_amount: 350 };
    expect(mapDoorDashOrder(payload).details.checkNotes).toEqual([
      "total_merchant_funded_discount_amount 350 differs from the promotions listed (300)",
    ]);
  });

  it("counts a promotion with only a total as the restaurant's, with a note", () => {
    const payload = {
      ...selfDelivery(),
      applied_discounts_details: [{ promo_code: "X", total_discount_amount: 300 }],
    };
    const { details } = mapDoorDashOrder(payload);
    expect(details.discounts).toEqual([
      { label: "Promotion X", amount: 300, fundedBy: "restaurant" },
    ]);
    expect(details.checkNotes).toEqual([
      "applied_discounts_details[0]: DoorDash did not say who funds this promotion; counted as the restaurant's",
    ]);
  });

  it("names a custom fee type it has no label for", () => {
    const payload = { ...selfDelivery(), custom_fee: [{ type: "SERVICE_FEE", price: 99 }] };
    expect(mapDoorDashOrder(payload).details.fees).toContainEqual({
      label: "Service fee",
      amount: 99,
    });
  });
});

describe("mapDoorDashOrder: tax DoorDash remits", () => {
  it.each([
    ["no flag", {}, 300, 0],
    [
      "flag false",
      { is_tax_remitted_by_doordash: false, tax_amount_remitted_by_doordash: 99 },
      300,
      0,
    ],
    [
      "flag and amount",
      { is_tax_remitted_by_doordash: true, tax_amount_remitted_by_doordash: 120 },
      180,
      120,
    ],
    [
      "flag without amount",
      { is_tax_remitted_by_doordash: true, tax_amount_remitted_by_doordash: undefined },
      0,
      300,
    ],
    [
      "more than the tax",
      { is_tax_remitted_by_doordash: true, tax_amount_remitted_by_doordash: 400 },
      0,
      400,
    ],
  ])("%s: restaurant tax %#", (_case, change, tax, platformTax) => {
    const payload = {
      ...order(),
      is_tax_remitted_by_doordash: undefined,
      tax_amount_remitted_by_doordash: undefined,
      ...change,
    };
    const { details } = mapDoorDashOrder(payload);
    expect(details).toMatchObject({ tax, platformTax, statedTotal: 2000 + tax });
  });
});
