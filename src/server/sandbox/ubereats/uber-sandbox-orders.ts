import { createHash } from "node:crypto";
import { createRandom } from "../../modules/sample-data/random";
import { buildSimulatedCart } from "../twins/simulated-cart";
import { uberEatsOrder } from "../twins/simulated-marketplace-orders";

/**
 * The sandbox's GET /v2/eats/order/{id} for an order no twin placed (a webhook sent by
 * `npm run simulate -- --store …`): an order in Uber's v2 shape from the built-in sample
 * menu, with a customer, notes and charges that add up to `total` (twins/simulated-cart.ts),
 * the same for the same id every time, so a re-fetch after a retried webhook sees the same
 * order. An order a twin placed is served as the twin holds it.
 */
export function sandboxOrderDetails(orderId: string, now: Date = new Date()) {
  const seed = createHash("sha256").update(orderId).digest().readUInt32BE(0);
  const cart = buildSimulatedCart({ menu: [], random: createRandom(seed) });
  return uberEatsOrder({ cart, externalId: orderId, now });
}
