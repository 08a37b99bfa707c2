import { z } from "zod";
import { centsToDollars, dollarsToCents, hasWholeCents } from "../money";
import { type Order, orderStatusSchema, platformSchema } from "../order";

/**
 * The order as JSON on the wire: spec §3 field names, money as dollars with at most two
 * decimals (design §3). `toOrderJson` / `fromOrderJson` are the single crossing between
 * dollars and the cents the rest of OrderDock uses.
 */
export const dollarsSchema = z
  .number()
  .min(0, "Amount cannot be negative")
  .refine(hasWholeCents, "Amount must have at most two decimals");

const addressJsonSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

const orderItemJsonSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  quantity: z.int(),
  price: dollarsSchema,
  modifiers: z.array(z.object({ name: z.string(), price: dollarsSchema })),
});

export const orderJsonSchema = z.object({
  id: z.string(),
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
  deliveryFee: dollarsSchema,
  tax: dollarsSchema,
  deliveryInstructions: z.string().optional(),
  items: z.array(orderItemJsonSchema),
  subtotal: dollarsSchema,
  total: dollarsSchema,
  isTest: z.boolean(),
});

export type OrderJson = z.infer<typeof orderJsonSchema>;

type MoneyMapper = (amount: number) => number;

function mapMoney<T extends Order | OrderJson>(order: T, convert: MoneyMapper): T {
  return {
    ...order,
    deliveryFee: convert(order.deliveryFee),
    tax: convert(order.tax),
    subtotal: convert(order.subtotal),
    total: convert(order.total),
    items: order.items.map((item) => ({
      ...item,
      price: convert(item.price),
      modifiers: item.modifiers.map((modifier) => ({
        ...modifier,
        price: convert(modifier.price),
      })),
    })),
  };
}

export function toOrderJson(order: Order): OrderJson {
  return mapMoney(order, centsToDollars) as OrderJson;
}

export function fromOrderJson(json: OrderJson): Order {
  return mapMoney(json, dollarsToCents) as Order;
}
