import { createHash } from "node:crypto";
import { CATALOGUE } from "../../../db/seed/catalogue";
import { createSampleCustomer, DELIVERY_INSTRUCTIONS } from "../../../db/seed/people";
import { createRandom } from "../../../db/seed/random";

/**
 * The sandbox's GET /v2/eats/order/{id}: an order in Uber's v2 shape (Money objects in minor
 * units, display_id = the id's last five characters, charges that add up to `total`), the
 * same for the same id every time, so a re-fetch after a retried webhook sees the same order.
 */
const money = (amount: number) => ({
  amount,
  currency_code: "USD",
  formatted_amount: `$${(amount / 100).toFixed(2)}`,
});

/** When the sandbox says an order will be ready: a believable kitchen time after placing. */
const READY_AFTER_MS = 45 * 60_000;

export function sandboxOrderDetails(orderId: string) {
  const seed = createHash("sha256").update(orderId).digest().readUInt32BE(0);
  const random = createRandom(seed);
  const customer = createSampleCustomer(random);
  const [firstName = "Sam", lastName = "Lee"] = customer.name.split(" ");
  const isDelivery = random.chance(0.6);
  const items = random
    .shuffle(CATALOGUE)
    .slice(0, random.int(1, 3))
    .map((entry, index) => {
      const chosen = entry.modifierGroups.flatMap((group) =>
        random
          .shuffle(group.options)
          .slice(0, group.min > 0 ? group.min : random.chance(0.3) ? 1 : 0),
      );
      const extras = chosen.reduce((sum, option) => sum + option.price, 0);
      const quantity = random.chance(0.8) ? 1 : 2;
      return {
        // Uber's cart line: the menu item's id and this line's own instance id.
        id: entry.name.toUpperCase().replace(/[^A-Z0-9]+/g, "_"),
        instance_id: `${orderId}-item-${index + 1}`,
        title: entry.name,
        quantity,
        price: {
          unit_price: money(entry.price + extras),
          base_unit_price: money(entry.price),
          total_price: money((entry.price + extras) * quantity),
        },
        selected_modifier_groups: chosen.length
          ? [
              {
                selected_items: chosen.map((option) => ({
                  title: option.name,
                  quantity: 1,
                  price: { unit_price: money(option.price), base_unit_price: money(option.price) },
                })),
              },
            ]
          : [],
      };
    });
  const subtotal = items.reduce((sum, item) => sum + item.price.total_price.amount, 0);
  const placedAt = new Date();
  return {
    id: orderId,
    display_id: orderId.slice(-5).toUpperCase(),
    current_state: "CREATED",
    placed_at: placedAt.toISOString(),
    estimated_ready_for_pickup_at: new Date(placedAt.getTime() + READY_AFTER_MS).toISOString(),
    type: isDelivery ? "DELIVERY_BY_RESTAURANT" : "PICK_UP",
    eater: {
      first_name: firstName,
      last_name: `${lastName.charAt(0)}.`,
      phone: "+1 312-555-0100",
      phone_code: String(random.int(100_000_00, 999_999_99)),
      ...(isDelivery && {
        delivery: {
          location: {
            street_address: `${customer.address.street}, ${customer.address.city}, TX`,
            unit_number: "",
          },
          notes: random.pick(DELIVERY_INSTRUCTIONS),
        },
      }),
    },
    cart: { special_instructions: random.chance(0.3) ? "Extra napkins, please" : "", items },
    payment: { charges: sandboxCharges(subtotal, isDelivery) },
  };
}

/** Uber's charges as its order details state them: the total is the parts paid out. */
export function sandboxCharges(subtotal: number, isDelivery: boolean) {
  const tax = Math.round(subtotal * 0.0825);
  const deliveryFee = isDelivery ? 299 : 0;
  return {
    total: money(subtotal + tax + deliveryFee),
    sub_total: money(subtotal),
    tax: money(tax),
    ...(isDelivery && { total_fee: money(deliveryFee), delivery_fee: money(deliveryFee) }),
  };
}
