import { z } from "zod";
import {
  type Modifier,
  type OrderDetailsInput,
  orderDetailsSchema,
} from "../../../../domain/order";
import { parseDecimalCents } from "./money-text";
import { cleanText, TEXT_LIMITS } from "./text";
import { PayloadError } from "./types";

/** A decimal-string amount ("10.00") read as integer cents; see money-text.ts for the rules. */
export const decimalCents = z.string().transform((text, ctx) => {
  const result = parseDecimalCents(text);
  if (result.ok) return result.cents;
  ctx.addIssue({ code: "custom", message: result.reason });
  return z.NEVER;
});

/** An amount a platform already sends in integer minor units (Uber, DoorDash, Grubhub). */
export const minorUnits = z
  .int("is not a whole number of cents")
  .min(0, "is negative")
  .max(Number.MAX_SAFE_INTEGER, "is too large");

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

/** Validates a platform payload, turning zod's issues into one PayloadError. */
export function parsePayload<T extends z.ZodType>(
  schema: T,
  value: unknown,
  what: string,
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new PayloadError(`${what}: ${describeIssues(parsed.error.issues)}`);
  return parsed.data;
}

/**
 * The last step of every mapper: the order must pass the schema `ingestOrder` applies, so a
 * payload that maps to something unstorable (no items, a price above ORDER_LIMITS, ...) is
 * refused here with the reason instead of failing later.
 */
export function finishOrder(details: OrderDetailsInput, what: string): OrderDetailsInput {
  const parsed = orderDetailsSchema.safeParse(details);
  if (!parsed.success) {
    throw new PayloadError(
      `${what} maps to an invalid order: ${describeIssues(parsed.error.issues)}`,
    );
  }
  return parsed.data;
}

const isoWithOffset = z.iso.datetime({ offset: true });

/**
 * The order model wants an ISO date-time with an offset or "Z". `assumeUtc` appends "Z" to a
 * local-looking value the platform documents as UTC (WooCommerce `date_created_gmt`, §5).
 */
export function isoTimestamp(value: string, field: string, assumeUtc = false): string {
  const text = value.trim();
  const candidate = assumeUtc && !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? `${text}Z` : text;
  if (!isoWithOffset.safeParse(candidate).success) {
    throw new PayloadError(`${field}: ${JSON.stringify(value)} is not an ISO date-time`);
  }
  return candidate;
}

export type ModifierLine = {
  name: string;
  /** Price of one unit of the option, in cents. */
  unitPrice: number;
  /** How many of the option one unit of the item carries (platforms send 1 almost always). */
  quantity?: number | null;
  /** The option this one is nested under, for nested option groups. */
  parent?: string;
};

/**
 * One model modifier from a platform option. The model's modifier price counts once per unit
 * of its item (design §3: modifier prices x quantity), so an option chosen twice per item
 * becomes "2 × Extra shot" at twice the unit price. A nested option keeps its parent's name
 * ("KETCHUP > Salt") so the kitchen can tell which choice it belongs to.
 */
export function modifierLine({ name, unitPrice, quantity, parent }: ModifierLine): Modifier | null {
  const count = quantity ?? 1;
  if (count <= 0) return null;
  const label = `${parent ? `${parent} > ` : ""}${count > 1 ? `${count} × ` : ""}${name.trim()}`;
  const cleaned = cleanText(label, TEXT_LIMITS.modifierName);
  return cleaned ? { name: cleaned, price: unitPrice * count } : null;
}
