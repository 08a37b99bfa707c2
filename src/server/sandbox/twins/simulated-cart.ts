import type { Cents } from "../../../domain/money";
import type { Address } from "../../../domain/order";
import { CATALOGUE, type CatalogueItem } from "../../modules/sample-data/catalogue";
import { createSampleCustomer, DELIVERY_INSTRUCTIONS } from "../../modules/sample-data/people";
import type { Random } from "../../modules/sample-data/random";

/**
 * What a customer orders on a platform, before any platform's shape: dishes from the
 * restaurant's own menu (its available items, real prices, some of their options), a
 * customer with a phone and, for a delivery, an address, and the words customers write —
 * a note on a dish, something left off ("No onions"), now and then an allergy for the
 * kitchen. simulated-orders.ts writes it in each platform's payload (docs/platform-twins.md).
 */
export type CartOption = { group: string; name: string; price: Cents };

export type CartLine = {
  /** The menu item, as a platform's menu id ("CLASSIC_BURGER"). */
  menuId: string;
  name: string;
  category: string;
  /** One unit without its options. */
  unitPrice: Cents;
  quantity: number;
  options: CartOption[];
  /** Ingredients the customer had left off ("Onions"). */
  removals: string[];
  /** The customer's words about this dish. */
  note?: string;
};

export type SimulatedCart = {
  customer: { firstName: string; lastName: string; phone: string; email: string };
  isDelivery: boolean;
  /** A delivery by the restaurant's own courier (else the platform's, where it has one). */
  hasOwnCourier: boolean;
  /** Where a delivery goes (present only for a delivery). */
  address?: Address;
  /** For the courier or the hand-over. */
  deliveryInstructions?: string;
  /** For the kitchen, about the whole order. */
  kitchenNote?: string;
  lines: CartLine[];
  /** Options included: (unit price + options) x quantity, summed. */
  subtotal: Cents;
  tax: Cents;
  deliveryFee: Cents;
  /** Kept by the restaurant (staff or its own courier); 0 when none. */
  tip: Cents;
};

/** Austin, Texas: 6.25% state + 2% local, as the sample orders and the seed use. */
export const SIMULATED_TAX_RATE = 0.0825;
const DELIVERY_FEES: readonly Cents[] = [299, 399, 499];
const TIPS: readonly Cents[] = [100, 200, 300, 500];

export const ITEM_NOTES = [
  "Sauce on the side, please",
  "Extra crispy if you can",
  "Cut in half, please",
  "Light on the salt",
  "Dressing on the side",
  "Extra napkins with this one",
] as const;

export const KITCHEN_NOTES = [
  "PEANUT ALLERGY - please no nuts",
  "Shellfish allergy: please keep it away from any seafood",
  "Gluten allergy - please change gloves, thank you!",
  "Please include utensils and extra napkins",
  "It's a birthday! Anything fun you can add is appreciated",
  "No utensils needed, thanks",
] as const;

/** Ingredients a customer asks to leave off, when the dish's name or description has them. */
const REMOVABLE = [
  "onion",
  "pickles",
  "tomato",
  "cheese",
  "mayo",
  "lettuce",
  "croutons",
  "bacon",
  "olives",
  "mushroom",
  "slaw",
  "parsley",
  "almonds",
  "celery",
  "feta",
  "egg",
] as const;

export type BuildCartOptions = {
  /** The restaurant's orderable items; empty: the built-in sample menu. */
  menu: readonly CatalogueItem[];
  random: Random;
  /** Forces pickup or delivery; by default about 6 orders in 10 are delivered. */
  isDelivery?: boolean;
};

export function buildSimulatedCart({ menu, random, isDelivery }: BuildCartOptions): SimulatedCart {
  const dishes = menu.length > 0 ? menu : CATALOGUE;
  const person = createSampleCustomer(random);
  const [firstName = "Sam", lastName = "Lee"] = person.name.split(" ");
  const delivered = isDelivery ?? random.chance(0.6);
  const count = Math.min(dishes.length, random.pick([1, 1, 2, 2, 2, 3, 3, 4]));
  const lines = random
    .shuffle(dishes)
    .slice(0, count)
    .map((item) => buildLine(item, random));
  const kitchenNote = random.chance(0.3) ? random.pick(KITCHEN_NOTES) : undefined;
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  return {
    customer: {
      firstName,
      lastName,
      phone: person.phone,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    },
    isDelivery: delivered,
    hasOwnCourier: delivered && random.chance(0.5),
    ...(delivered && { address: person.address }),
    ...(delivered &&
      random.chance(0.6) && { deliveryInstructions: random.pick(DELIVERY_INSTRUCTIONS) }),
    ...(kitchenNote && { kitchenNote }),
    lines,
    subtotal,
    tax: Math.round(subtotal * SIMULATED_TAX_RATE),
    deliveryFee: delivered ? random.pick(DELIVERY_FEES) : 0,
    tip: random.chance(0.4) ? random.pick(TIPS) : 0,
  };
}

/** One unit with its options. */
export const unitWithOptions = (line: CartLine): Cents =>
  line.unitPrice + line.options.reduce((sum, option) => sum + option.price, 0);

export const lineTotal = (line: CartLine): Cents => unitWithOptions(line) * line.quantity;

/** A platform's menu id for a dish: its name in capitals ("CLASSIC_BURGER"). */
export const menuIdOf = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

function buildLine(item: CatalogueItem, random: Random): CartLine {
  const options = item.modifierGroups.flatMap((group) => {
    const max = Math.min(group.max, group.options.length);
    const wanted =
      group.min > 0
        ? random.int(group.min, Math.min(max, group.min + 1))
        : random.chance(0.35)
          ? random.int(1, Math.min(max, 2))
          : 0;
    return random
      .shuffle(group.options)
      .slice(0, wanted)
      .map((option) => ({ group: group.name, name: option.name, price: option.price }));
  });
  const removable = REMOVABLE.filter((word) =>
    new RegExp(`\\b${word}`, "i").test(`${item.name} ${item.description}`),
  );
  const removals =
    removable.length > 0 && random.chance(0.25) ? [capitalize(random.pick(removable))] : [];
  return {
    menuId: menuIdOf(item.name),
    name: item.name,
    category: item.category,
    unitPrice: item.price,
    quantity: random.pick([1, 1, 1, 1, 1, 2, 2, 3]),
    options,
    removals: removals.map((word) => (word === "Onion" ? "Onions" : word)),
    ...(random.chance(0.15) && { note: random.pick(ITEM_NOTES) }),
  };
}

const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
