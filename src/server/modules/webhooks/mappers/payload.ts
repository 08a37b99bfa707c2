import { z } from "zod";
import {
  type Modifier,
  maxUnitPriceMinor,
  ORDER_LIMITS,
  type OrderDetailsInput,
  orderDetailsSchema,
  orderItemSchema,
} from "../../../../domain/order";
import type { CheckNotes } from "./read";
import { cleanText, NAMELESS_CUSTOMER, TEXT_LIMITS } from "./text";

/**
 * The last steps every mapper shares (decision 092): an order that has an id is always
 * stored. Parts that break the order model are replaced by what can be shown, each with a
 * note, and as a last resort the order is stored with no items and a note saying staff must
 * read it on the platform.
 */

/** Options nest (Uber Eats, DoorDash, Grubhub say "up to 10 levels"); deeper is not read. */
export const MAX_OPTION_DEPTH = 10;

/** `line_items[2].price` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index ? "." : ""}${String(key)}`,
    )
    .join("");
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) =>
      issue.path.length ? `${formatPath(issue.path)}: ${issue.message}` : issue.message,
    )
    .join("; ");
}

export type FinishOrderOptions = {
  /** "Uber Eats": how notes name the platform. */
  platformName: string;
  externalId: string;
  notes: CheckNotes;
};

// Built once, not per order: building a zod schema costs more than using it.
const currencySchema = z.string().regex(/^[A-Z]{3}$/);
const dateTimeSchema = z.iso.datetime({ offset: true });

/**
 * The order as `receivePlatformOrder` will accept it, with the notes collected while it was
 * read. An item the model cannot hold (a price past the limit, say) is kept by name with a
 * note; an order that still does not fit is kept as a shell with its number and customer.
 */
export function finishOrder(
  details: OrderDetailsInput,
  { platformName, externalId, notes }: FinishOrderOptions,
): OrderDetailsInput {
  const items = (details.items ?? []).slice(0, ORDER_LIMITS.maxItems);
  if ((details.items?.length ?? 0) > ORDER_LIMITS.maxItems) {
    notes.add(
      `Only the first ${ORDER_LIMITS.maxItems.toLocaleString("en-US")} of ${details.items?.length.toLocaleString("en-US")} items are shown`,
    );
  }
  const currency = currencySchema.safeParse(details.currency).success
    ? (details.currency as string)
    : "USD";
  const repaired = items.map((item, index) => repairItem(item, index, currency, notes));
  const candidate = { ...details, items: repaired, checkNotes: notes.list() };
  const parsed = orderDetailsSchema.safeParse(candidate);
  if (parsed.success) return candidate;

  notes.add(
    `${platformName} order could not be read in full: ${describeIssues(parsed.error.issues)}`,
  );
  const shell: OrderDetailsInput = {
    orderNumber: cleanText(details.orderNumber, TEXT_LIMITS.orderNumber) ?? externalId.slice(-12),
    customer: {
      name: cleanText(details.customer?.name, TEXT_LIMITS.customerName) ?? NAMELESS_CUSTOMER,
      phone: cleanText(details.customer?.phone, TEXT_LIMITS.phone) ?? "",
    },
    isDelivery: details.isDelivery === true,
    currency,
    ...(typeof details.statedTotal === "number" &&
      Number.isSafeInteger(details.statedTotal) && { statedTotal: details.statedTotal }),
    items: [],
    checkNotes: notes.list(),
  };
  return orderDetailsSchema.safeParse(shell).success
    ? shell
    : {
        ...shell,
        orderNumber: externalId.slice(-12) || "?",
        customer: { name: NAMELESS_CUSTOMER },
      };
}

type ItemInput = NonNullable<OrderDetailsInput["items"]>[number];

function repairItem(
  item: ItemInput,
  index: number,
  currency: string,
  notes: CheckNotes,
): ItemInput {
  const name = cleanText(item.name, TEXT_LIMITS.itemName) ?? `Item ${index + 1}`;
  const limit = maxUnitPriceMinor(currency);
  const fits =
    orderItemSchema.safeParse({ ...item, name }).success &&
    item.price <= limit &&
    (item.modifiers ?? []).every((modifier) => Math.abs(modifier.price ?? 0) <= limit);
  if (fits) return { ...item, name };
  notes.add(`Item ${index + 1} (${name}): its price or quantity could not be shown`);
  return {
    name,
    quantity: 1,
    price: 0,
    modifiers: [],
    ...(Number.isSafeInteger(item.lineTotal) && { lineTotal: item.lineTotal }),
  };
}

/**
 * An ISO date-time with an offset or "Z", or undefined with a note. `assumeUtc` appends "Z"
 * to a local-looking value the platform documents as UTC (WooCommerce `date_created_gmt`).
 */
export function readTimestamp(
  value: unknown,
  where: string,
  notes: CheckNotes,
  assumeUtc = false,
): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") {
    notes.add(`${where}: not a date-time`);
    return undefined;
  }
  const text = value.trim();
  const candidate = assumeUtc && !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? `${text}Z` : text;
  if (dateTimeSchema.safeParse(candidate).success) return candidate;
  notes.add(`${where}: ${JSON.stringify(value).slice(0, 40)} is not a date-time`);
  return undefined;
}

export type ModifierLine = {
  name: string;
  /** Price of one unit of the option, in minor units. */
  unitPrice: number;
  /** How many of the option one unit of the item carries (platforms send 1 almost always). */
  quantity?: number | null;
  /** The option this one is nested under, for nested option groups. */
  parent?: string;
};

/**
 * One model modifier from a platform option. The model's modifier price counts once per unit
 * of its item (modifier prices x quantity, docs/decisions/003-money-and-totals.md), so an
 * option chosen twice per item becomes "2 × Extra shot" at twice the unit price. A nested option keeps its parent's name
 * ("KETCHUP > Salt") so the kitchen can tell which choice it belongs to.
 */
export function modifierLine({ name, unitPrice, quantity, parent }: ModifierLine): Modifier | null {
  const count = quantity ?? 1;
  if (count <= 0) return null;
  const label = `${parent ? `${parent} > ` : ""}${count > 1 ? `${count} × ` : ""}${name.trim()}`;
  const cleaned = cleanText(label, TEXT_LIMITS.modifierName);
  return cleaned ? { name: cleaned, price: unitPrice * count } : null;
}
