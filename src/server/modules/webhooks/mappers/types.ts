import type { MinorUnits } from "../../../../domain/money";
import type { Discount, Fee, Tip } from "../../../../domain/order";
import type { PlatformOrder } from "../../orders/platform-order";

/**
 * What every platform mapper returns: the platform's own id for the order (the idempotency
 * key), the order in the domain shape (money in minor units of its currency, with notes on
 * whatever could not be read), and where the platform says the order stands.
 */
export type MappedOrder = PlatformOrder;

/**
 * A delivery that holds no order at all (no order id, not an object): the only thing a
 * receiver refuses (decision 092). The message says why, for the delivery log and the 400.
 */
export class PayloadError extends Error {
  override name = "PayloadError";
}

/**
 * An order's money besides its items, as a mapper reads it from the platform, in minor units:
 * `platformTax` is tax the platform remits itself, `statedTotal` the platform's own total.
 */
export type MappedCharges = {
  tax: MinorUnits;
  platformTax?: MinorUnits;
  deliveryFee: MinorUnits;
  fees: Fee[];
  tips: Tip[];
  discounts: Discount[];
  statedTotal?: MinorUnits;
};
