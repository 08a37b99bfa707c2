import { z } from "zod";
import { hasWholeCents, hasWholeMinorUnits, toMajorUnits, toMinorUnits } from "../money";
import { DISCOUNT_FUNDERS, type Order, orderStatusSchema, platformSchema } from "../order";
import { PLATFORM_ACTIONS } from "../platform-actions";

/**
 * The order as JSON on the wire: the specification's field names, money in major units of the order's
 * own `currency` (dollars with at most two decimals, yen with none; decision 087).
 * `toOrderJson` / `fromOrderJson` are the single crossing between major units and the minor
 * units the rest of OrderDock uses.
 */
export const dollarsSchema = z
  .number()
  .min(0, "Amount cannot be negative")
  .refine(hasWholeCents, "Amount must have at most two decimals");

const amount = z.number();

const addressJsonSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  place: z.string().optional(),
  placeId: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});

const orderItemJsonSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  quantity: z.int(),
  price: amount,
  modifiers: z.array(
    z.object({ name: z.string(), price: amount, removed: z.boolean().optional() }),
  ),
  lineTotal: amount.optional(),
  lineId: z.string().optional(),
  note: z.string().optional(),
});

export const orderJsonSchema = z
  .object({
    id: z.string(),
    locationId: z.string().optional(),
    orderNumber: z.string(),
    platform: platformSchema,
    status: orderStatusSchema,
    created: z.string(),
    customer: z.object({
      name: z.string(),
      phone: z.string(),
      address: addressJsonSchema.optional(),
    }),
    isDelivery: z.boolean(),
    deliveryDistance: z.number().optional(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    items: z.array(orderItemJsonSchema),
    subtotal: amount,
    discounts: z.array(z.object({ label: z.string(), amount, fundedBy: z.enum(DISCOUNT_FUNDERS) })),
    tax: amount,
    platformTax: amount,
    deliveryFee: amount,
    fees: z.array(z.object({ label: z.string(), amount })),
    tips: z.array(z.object({ label: z.string(), amount, isKeptByRestaurant: z.boolean() })),
    total: amount,
    computedTotal: amount,
    deliveryInstructions: z.string().optional(),
    kitchenNote: z.string().optional(),
    isTest: z.boolean(),
    checkNotes: z.array(z.string()),
    unavailableItems: z.array(z.string()).optional(),
    promisedAt: z.string().optional(),
    dueAt: z.string().optional(),
    lastUpdate: z.object({ at: z.string(), changes: z.array(z.string()) }).optional(),
    statusNote: z.string().optional(),
    platformLink: z
      .object({
        acceptBy: z.string().nullable(),
        acceptedAt: z.string().nullable(),
        prepMinutes: z.number().nullable(),
        readyAt: z.string().nullable(),
        call: z
          .object({
            id: z.string(),
            action: z.enum(PLATFORM_ACTIONS),
            state: z.enum(["sending", "done", "failed"]),
            message: z.string().nullable(),
            reference: z.string().nullable(),
          })
          .nullable(),
      })
      .optional(),
  })
  .superRefine((order, ctx) => {
    // Every amount has at most the decimals of the order's currency.
    for (const [path, value] of moneyEntries(order)) {
      if (!hasWholeMinorUnits(value, order.currency)) {
        ctx.addIssue({
          code: "custom",
          path,
          message: `Amount has more decimals than ${order.currency} allows`,
        });
      }
    }
  });

export type OrderJson = z.infer<typeof orderJsonSchema>;

type Path = Array<string | number>;

function moneyEntries(order: OrderJson | Order): Array<[Path, number]> {
  return [
    [["subtotal"], order.subtotal],
    [["tax"], order.tax],
    [["platformTax"], order.platformTax],
    [["deliveryFee"], order.deliveryFee],
    [["total"], order.total],
    [["computedTotal"], order.computedTotal],
    ...order.discounts.map((discount, index): [Path, number] => [
      ["discounts", index, "amount"],
      discount.amount,
    ]),
    ...order.fees.map((fee, index): [Path, number] => [["fees", index, "amount"], fee.amount]),
    ...order.tips.map((tip, index): [Path, number] => [["tips", index, "amount"], tip.amount]),
    ...order.items.flatMap(
      (item, index): Array<[Path, number]> => [
        [["items", index, "price"], item.price],
        ...(item.lineTotal === undefined
          ? []
          : [[["items", index, "lineTotal"], item.lineTotal] as [Path, number]]),
        ...item.modifiers.map((modifier, modifierIndex): [Path, number] => [
          ["items", index, "modifiers", modifierIndex, "price"],
          modifier.price,
        ]),
      ],
    ),
  ];
}

type MoneyMapper = (amount: number) => number;

function mapMoney<T extends Order | OrderJson>(order: T, convert: MoneyMapper): T {
  return {
    ...order,
    subtotal: convert(order.subtotal),
    tax: convert(order.tax),
    platformTax: convert(order.platformTax),
    deliveryFee: convert(order.deliveryFee),
    total: convert(order.total),
    computedTotal: convert(order.computedTotal),
    discounts: order.discounts.map((discount) => ({
      ...discount,
      amount: convert(discount.amount),
    })),
    fees: order.fees.map((fee) => ({ ...fee, amount: convert(fee.amount) })),
    tips: order.tips.map((tip) => ({ ...tip, amount: convert(tip.amount) })),
    items: order.items.map((item) => ({
      ...item,
      price: convert(item.price),
      ...(item.lineTotal !== undefined && { lineTotal: convert(item.lineTotal) }),
      modifiers: item.modifiers.map((modifier) => ({
        ...modifier,
        price: convert(modifier.price),
      })),
    })),
  };
}

export function toOrderJson(order: Order): OrderJson {
  return mapMoney(order, (minor) => toMajorUnits(minor, order.currency)) as OrderJson;
}

export function fromOrderJson(json: OrderJson): Order {
  return mapMoney(json, (major) => toMinorUnits(major, json.currency)) as Order;
}
