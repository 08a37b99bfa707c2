import {
  type Modifier,
  type OrderDetails,
  type OrderItem,
  orderDetailsSchema,
} from "../../../domain/order";
import { PLATFORMS, type Platform } from "../../../domain/platforms";
import type { OrderStatus, WorkflowStatus } from "../../../domain/status";
import { computeSubtotal } from "../../../domain/totals";
import { CATALOGUE, type CatalogueItem } from "./catalogue";
import { createSampleCustomer, DELIVERY_INSTRUCTIONS } from "./people";
import type { Random } from "./random";

/**
 * Realistic orders as each platform would hand them over: the platform's own id and the
 * number staff read aloud, 1–5 lines with modifiers, Austin sales tax, fees
 * for deliveries, and a plausible customer.
 */
export type SampleOrder = { platform: Platform; externalId: string; details: OrderDetails };

export type CreateSampleOrderOptions = {
  random: Random;
  created: Date;
  /** Makes order numbers and ids unique within one batch. */
  sequence: number;
  platform?: Platform;
  isDelivery?: boolean;
  catalogue?: ReadonlyArray<CatalogueItem>;
};

const TAX_RATE = 0.0825; // Austin, TX combined sales tax

/**
 * What customers write for the kitchen about the whole order. Every sixth order carries the
 * allergy, so the demo always shows one; a few others carry one of the rest.
 */
const ALLERGY_NOTE = "PEANUT ALLERGY - please no nuts";
const KITCHEN_NOTES = [
  "Please include utensils and extra napkins",
  "Extra spicy, please",
  "Birthday dinner - could you add a candle?",
] as const;

/** What customers write for the hand-over of a pickup (a delivery's are in people.ts). */
const PICKUP_HAND_OVER = [
  "I'll be there in 20 minutes",
  "Text me when it's ready, I'm parked outside",
] as const;

/** What customers write on one item. */
const ITEM_NOTES = [
  "Sauce on the side, please",
  "Cut in half, please",
  "Extra crispy",
  "Light on the salt",
  "Shellfish allergy - please keep it separate",
] as const;

/** Defaults a customer may leave off, by catalogue category: shown as "No onions". */
const REMOVABLE: Readonly<Record<string, readonly string[]>> = {
  "Burgers & Sandwiches": ["Onions", "Pickles", "Tomato", "Lettuce"],
  Salads: ["Croutons", "Red onion", "Parmesan"],
  Starters: ["Parmesan", "Celery"],
  Mains: ["Parsley", "Garlic butter"],
};
const DELIVERY_FEES = [199, 299, 349, 399, 499] as const;

export function createSampleOrder({
  random,
  created,
  sequence,
  platform = random.pick(PLATFORMS),
  isDelivery = random.chance(platform === "website" ? 0.4 : 0.65),
  catalogue = CATALOGUE,
}: CreateSampleOrderOptions): SampleOrder {
  const items = pickItems(random, catalogue, sequence);
  const subtotal = computeSubtotal(items);
  const customer = createSampleCustomer(random);
  const identity = createIdentity(random, platform, sequence);
  const details = orderDetailsSchema.parse({
    orderNumber: identity.orderNumber,
    created: created.toISOString(),
    customer: isDelivery ? customer : { name: customer.name, phone: customer.phone },
    isDelivery,
    // Platforms send no distance; some deliveries have none.
    deliveryDistance:
      isDelivery && random.chance(0.8)
        ? Math.round((0.5 + random.next() * 6.5) * 10) / 10
        : undefined,
    deliveryFee: isDelivery ? random.pick(DELIVERY_FEES) : 0,
    tax: Math.round(subtotal * TAX_RATE),
    deliveryInstructions: random.chance(isDelivery ? 0.55 : 0.25)
      ? random.pick(isDelivery ? DELIVERY_INSTRUCTIONS : PICKUP_HAND_OVER)
      : undefined,
    kitchenNote:
      sequence % 6 === 1
        ? ALLERGY_NOTE
        : random.chance(0.2)
          ? random.pick(KITCHEN_NOTES)
          : undefined,
    items,
  });
  return { platform, externalId: identity.externalId, details };
}

function pickItems(
  random: Random,
  catalogue: ReadonlyArray<CatalogueItem>,
  sequence: number,
): OrderItem[] {
  const count = Math.min(catalogue.length, random.int(1, 5));
  return random
    .shuffle(catalogue)
    .slice(0, count)
    .map((entry, index) => {
      const modifiers: Modifier[] = entry.modifierGroups.flatMap((group) => {
        const wanted =
          group.min > 0 ? group.min : random.chance(0.35) ? random.int(1, group.max) : 0;
        return random
          .shuffle(group.options)
          .slice(0, wanted)
          .map((option) => ({ name: option.name, price: option.price }));
      });
      // Every fourth order leaves something off its first dish that has a default to leave.
      const removal = pickRemoval(random, entry, modifiers, sequence % 4 === 3 && index === 0);
      // Every fifth order has a word on its first dish.
      const hasNote = (sequence % 5 === 2 && index === 0) || random.chance(0.15);
      const note = hasNote ? random.pick(ITEM_NOTES) : undefined;
      return {
        name: entry.name,
        description: random.chance(0.7) ? entry.description : undefined,
        quantity: random.chance(0.75) ? 1 : random.int(2, 3),
        price: entry.price,
        modifiers: removal ? [...modifiers, removal] : modifiers,
        ...(note && { note }),
      };
    });
}

/** A default left off the dish ("No pickles"), now and then, never one already chosen. */
function pickRemoval(
  random: Random,
  entry: CatalogueItem,
  chosen: ReadonlyArray<Modifier>,
  isWanted: boolean,
): Modifier | null {
  const said = chosen.map((modifier) => modifier.name.toLowerCase()).join(" ");
  const defaults = (REMOVABLE[entry.category] ?? []).filter(
    (name) => !said.includes(name.toLowerCase()),
  );
  if (defaults.length === 0 || !(isWanted || random.chance(0.2))) return null;
  return { name: random.pick(defaults), price: 0, removed: true };
}

type Identity = { externalId: string; orderNumber: string };

function createIdentity(random: Random, platform: Platform, sequence: number): Identity {
  const uuid = randomUuid(random);
  switch (platform) {
    case "ubereats":
      // display_id: Uber Eats shows the last 5 characters of the order UUID.
      return { externalId: uuid, orderNumber: uuid.slice(-5).toUpperCase() };
    case "doordash":
      return { externalId: uuid, orderNumber: String(random.int(100_000, 999_999)) };
    case "grubhub":
      return { externalId: uuid, orderNumber: `${random.int(10_000_000, 99_999_999)}${sequence}` };
    case "shopify":
      // Shopify ids exceed 2^53 in places, so they are always kept as strings.
      return {
        externalId: String(5_829_174_600_000 + sequence),
        orderNumber: `#${1001 + sequence}`,
      };
    case "woocommerce":
      return { externalId: String(4_820 + sequence), orderNumber: String(4_820 + sequence) };
    case "website":
      return { externalId: uuid, orderNumber: `W-${1001 + sequence}` };
  }
}

function randomUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = "4";
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** When a kitchen would plausibly have moved an order through each step it has reached. */
export function sampleStatusHistory(
  random: Random,
  created: Date,
  status: OrderStatus,
): Array<{ from: OrderStatus | null; to: OrderStatus; at: Date }> {
  const minutes = (base: Date, min: number, max: number) =>
    new Date(base.getTime() + random.int(min * 60, max * 60) * 1000);
  const history: Array<{ from: OrderStatus | null; to: OrderStatus; at: Date }> = [
    { from: null, to: "new", at: created },
  ];
  // A cancelled order is called off by the platform before the kitchen starts on it.
  if (status === "cancelled")
    return [...history, { from: "new", to: status, at: minutes(created, 1, 8) }];
  const steps: Array<[WorkflowStatus, number, number]> = [
    ["preparing", 1, 5],
    ["ready", 8, 22],
    ["completed", 3, 15],
  ];
  for (const [to, min, max] of steps) {
    const previous = history.at(-1);
    if (!previous || previous.to === status) break;
    history.push({ from: previous.to, to, at: minutes(previous.at, min, max) });
  }
  return history;
}
