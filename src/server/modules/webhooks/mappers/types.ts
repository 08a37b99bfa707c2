import type { OrderDetailsInput } from "../../../../domain/order";

/**
 * What every platform mapper returns: the platform's own id for the order (the idempotency
 * key of `ingestOrder`, design §3) and the order in the domain shape, money in cents.
 */
export type MappedOrder = { externalId: string; details: OrderDetailsInput };

/**
 * A platform payload that cannot be turned into an order. The message names the field and
 * the reason ("line_items[2].price: "abc" is not a decimal amount") so that it can be logged
 * and sent as the body of the 400 answer as it is.
 */
export class PayloadError extends Error {
  override name = "PayloadError";
}
