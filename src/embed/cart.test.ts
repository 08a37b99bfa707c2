import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dollarsToCents, formatUsd } from "@/domain/money";
import {
  addToCart,
  type Cart,
  itemCount,
  keepAvailable,
  lineTotalCents,
  removeLine,
  setQuantity,
  subtotalCents,
} from "./cart";
import { IDS, menuItem, sampleMenu } from "./test/menu-fixture";
import type { MenuItem } from "./types";

const menu = sampleMenu();
const burger = menuItem(menu, IDS.burger);
const lemonade = menuItem(menu, IDS.lemonade);

describe("the cart", () => {
  it("prices a line in cents: item plus its options, times the quantity", () => {
    const cart = addToCart([], { item: burger, optionIds: [IDS.medium, IDS.bacon], quantity: 2 });
    expect(cart).toHaveLength(1);
    // (16.95 + 2.50) × 2
    expect(lineTotalCents(cart[0] as Cart[number])).toBe(3890);
    expect(subtotalCents(cart)).toBe(3890);
    expect(formatUsd(subtotalCents(cart))).toBe("$38.90");
  });

  it("adds in whole cents, so dimes never drift", () => {
    const dime: MenuItem = { ...lemonade, id: "dime", price: 0.1, modifierGroups: [] };
    const twenty: MenuItem = { ...lemonade, id: "twenty", price: 0.2, modifierGroups: [] };
    const cart = addToCart(addToCart([], { item: dime, optionIds: [], quantity: 1 }), {
      item: twenty,
      optionIds: [],
      quantity: 1,
    });
    expect(subtotalCents(cart)).toBe(30);
    expect(formatUsd(subtotalCents(cart))).toBe("$0.30");
  });

  it("joins the same item with the same choices into one line, in any order of choice", () => {
    let cart = addToCart([], { item: burger, optionIds: [IDS.medium, IDS.bacon], quantity: 1 });
    cart = addToCart(cart, { item: burger, optionIds: [IDS.bacon, IDS.medium], quantity: 2 });
    cart = addToCart(cart, { item: burger, optionIds: [IDS.wellDone], quantity: 1 });
    expect(cart.map((line) => line.quantity)).toEqual([3, 1]);
    expect(itemCount(cart)).toBe(4);
  });

  it("ignores option ids the item does not offer", () => {
    const cart = addToCart([], { item: lemonade, optionIds: [IDS.bacon], quantity: 1 });
    expect(cart[0]?.options).toEqual([]);
    expect(subtotalCents(cart)).toBe(450);
  });

  it("changes quantities between 1 and 50 and drops a line set below 1", () => {
    const cart = addToCart([], { item: lemonade, optionIds: [], quantity: 1 });
    const key = cart[0]?.key ?? "";
    expect(setQuantity(cart, key, 3)[0]?.quantity).toBe(3);
    expect(setQuantity(cart, key, 80)[0]?.quantity).toBe(50);
    expect(setQuantity(cart, key, 0)).toEqual([]);
    expect(removeLine(cart, key)).toEqual([]);
  });

  it("keeps only what is still available and says what it dropped", () => {
    let cart = addToCart([], { item: lemonade, optionIds: [], quantity: 1 });
    cart = addToCart(cart, { item: burger, optionIds: [IDS.medium], quantity: 1 });
    const kept = keepAvailable(cart, (itemId) => itemId !== IDS.lemonade);
    expect(kept.cart.map((line) => line.name)).toEqual(["Golden Fork Burger"]);
    expect(kept.removed).toEqual(["Fresh Lemonade"]);
  });

  it("always totals to the sum of whole-cent lines", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 0, max: 100_000 }),
            option: fc.integer({ min: 0, max: 5_000 }),
            quantity: fc.integer({ min: 1, max: 50 }),
          }),
          { maxLength: 20 },
        ),
        (lines) => {
          const cart = lines.reduce<Cart>((current, line, index) => {
            const item: MenuItem = {
              ...burger,
              id: `item-${index}`,
              price: line.cents / 100,
              modifierGroups: [
                {
                  id: `group-${index}`,
                  name: "Extra",
                  isRequired: false,
                  minSelections: 0,
                  maxSelections: 1,
                  options: [{ id: `option-${index}`, name: "Extra", price: line.option / 100 }],
                },
              ],
            };
            return addToCart(current, {
              item,
              optionIds: [`option-${index}`],
              quantity: line.quantity,
            });
          }, []);
          const expected = lines.reduce(
            (sum, line) => sum + (line.cents + line.option) * line.quantity,
            0,
          );
          expect(subtotalCents(cart)).toBe(expected);
          expect(Number.isInteger(subtotalCents(cart))).toBe(true);
        },
      ),
    );
  });

  it("reads dollars from the menu as whole cents", () => {
    expect(dollarsToCents(16.95)).toBe(1695);
    expect(dollarsToCents(0.29)).toBe(29);
  });
});
