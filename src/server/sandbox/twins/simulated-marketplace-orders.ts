import { type Cents, formatUsd } from "../../../domain/money";
import { type CartLine, lineTotal, type SimulatedCart, unitWithOptions } from "./simulated-cart";

/**
 * A simulated cart as Uber Eats, DoorDash and Grubhub send an order, each in its own shape
 * and with its own money rules (docs/decisions/088-an-orders-money-parts-and-two-totals.md), so the
 * webhook mappers read it as they read a real one and OrderDock's own sum equals the
 * platform's total.
 */
export type MarketplaceOrderOptions = { cart: SimulatedCart; externalId: string; now: Date };

/** When the platform says an order will be ready: a believable kitchen time. */
const READY_AFTER_MS = 45 * 60_000;

const money = (amount: Cents) => ({
  amount,
  currency_code: "USD",
  formatted_amount: formatUsd(amount),
});

/**
 * Uber's `payment.charges`: `total` is what is paid out, the items, tax, the restaurant's
 * delivery fee (inside `total_fee`) and the tip of its own courier.
 */
export function uberCharges({
  subtotal,
  tax,
  deliveryFee,
  tip,
}: Pick<SimulatedCart, "subtotal" | "tax" | "deliveryFee" | "tip">) {
  return {
    total: money(subtotal + tax + deliveryFee + tip),
    sub_total: money(subtotal),
    tax: money(tax),
    ...(deliveryFee > 0 && { total_fee: money(deliveryFee), delivery_fee: money(deliveryFee) }),
    ...(tip > 0 && { tip: money(tip) }),
  };
}

/**
 * Uber's GET /v2/eats/order/{id}: Money objects in minor units, each option at its own
 * `base_unit_price`, a line's `total_price` with its options, `removed_items` for what the
 * customer left off, and `special_instructions` on a line and on the cart.
 */
export function uberEatsOrder({ cart, externalId, now }: MarketplaceOrderOptions) {
  // Uber sends a tip only for the restaurant's own couriers.
  const tip = cart.isDelivery ? cart.tip : 0;
  const items = cart.lines.map((line, index) => ({
    id: line.menuId,
    instance_id: `${externalId}-item-${index + 1}`,
    title: line.name,
    quantity: line.quantity,
    price: {
      unit_price: money(unitWithOptions(line)),
      base_unit_price: money(line.unitPrice),
      total_price: money(lineTotal(line)),
    },
    ...(line.note && { special_instructions: line.note }),
    selected_modifier_groups: uberModifierGroups(line),
  }));
  return {
    id: externalId,
    display_id: externalId.slice(-5).toUpperCase(),
    current_state: "CREATED",
    placed_at: now.toISOString(),
    estimated_ready_for_pickup_at: new Date(now.getTime() + READY_AFTER_MS).toISOString(),
    type: cart.isDelivery ? "DELIVERY_BY_RESTAURANT" : "PICK_UP",
    eater: {
      first_name: cart.customer.firstName,
      last_name: `${cart.customer.lastName.charAt(0)}.`,
      phone: cart.customer.phone,
      phone_code: externalId.replace(/\D/g, "").padEnd(8, "3").slice(0, 8),
      ...(cart.address && {
        delivery: {
          location: {
            street_address: `${cart.address.street}, ${cart.address.city}, ${cart.address.state} ${cart.address.zipCode}`,
            unit_number: "",
          },
          ...(cart.deliveryInstructions && { notes: cart.deliveryInstructions }),
        },
      }),
    },
    cart: { special_instructions: cart.kitchenNote ?? "", items },
    payment: { charges: uberCharges({ ...cart, tip }) },
  };
}

function uberModifierGroups(line: CartLine) {
  const groups = new Map<string, Array<Record<string, unknown>>>();
  for (const option of line.options) {
    const chosen = groups.get(option.group) ?? [];
    chosen.push({
      title: option.name,
      quantity: 1,
      price: { unit_price: money(option.price), base_unit_price: money(option.price) },
    });
    groups.set(option.group, chosen);
  }
  return [
    ...[...groups].map(([title, selected]) => ({ title, selected_items: selected })),
    ...(line.removals.length > 0
      ? [
          {
            title: "Ingredients",
            selected_items: [],
            removed_items: line.removals.map((title) => ({ title, quantity: 1 })),
          },
        ]
      : []),
  ];
}

/**
 * A DoorDash Marketplace order: cents, items grouped by category with their `line_item_id`,
 * options in `extras[].options[]` (what is left off as a free "No …" option), the item's and
 * the order's special instructions. DoorDash states no total; its documented sum
 * (subtotal + tax + the restaurant's delivery fee + the staff tip) is the one OrderDock keeps.
 */
export function doorDashOrder({ cart, externalId }: MarketplaceOrderOptions) {
  const categories = new Map<string, Array<Record<string, unknown>>>();
  cart.lines.forEach((line, index) => {
    const items = categories.get(line.category || "Menu") ?? [];
    items.push({
      name: line.name,
      merchant_supplied_id: line.menuId,
      line_item_id: `${externalId}-line-${index + 1}`,
      price: line.unitPrice,
      quantity: line.quantity,
      ...(line.note && { special_instructions: line.note }),
      extras: doorDashExtras(line),
    });
    categories.set(line.category || "Menu", items);
  });
  // The restaurant's own courier (mx_) needs the address; DoorDash's Dasher does not send it.
  const isSelfDelivery = cart.isDelivery && cart.hasOwnCourier;
  return {
    id: externalId,
    delivery_short_code: externalId.replace(/\D/g, "").padEnd(6, "7").slice(0, 6),
    consumer: {
      first_name: cart.customer.firstName,
      last_name: cart.customer.lastName,
      phone: cart.customer.phone,
      email: cart.customer.email,
    },
    is_pickup: !cart.isDelivery,
    fulfillment_type: !cart.isDelivery
      ? "pickup"
      : isSelfDelivery
        ? "mx_fleet_delivery"
        : "dx_delivery",
    ...(isSelfDelivery &&
      cart.address && {
        delivery_address: {
          street: cart.address.street,
          city: cart.address.city,
          state: cart.address.state,
          zip_code: cart.address.zipCode,
          ...(cart.deliveryInstructions && { address_instructions: cart.deliveryInstructions }),
        },
        // A Dasher's delivery fee is DoorDash's; the restaurant's own courier earns its own.
        delivery_fee: cart.deliveryFee,
      }),
    categories: [...categories].map(([name, items]) => ({
      merchant_supplied_id: name,
      name,
      items,
    })),
    subtotal: cart.subtotal,
    tax: cart.tax,
    is_tax_remitted_by_doordash: false,
    tax_amount_remitted_by_doordash: 0,
    ...(cart.tip > 0 && { merchant_tip_amount: cart.tip }),
    ...(cart.kitchenNote && { order_special_instructions: cart.kitchenNote }),
  };
}

function doorDashExtras(line: CartLine) {
  const groups = new Map<string, Array<Record<string, unknown>>>();
  const add = (group: string, option: Record<string, unknown>) =>
    groups.set(group, [...(groups.get(group) ?? []), option]);
  for (const option of line.options) {
    add(option.group, { name: option.name, price: option.price, quantity: 1 });
  }
  for (const removal of line.removals)
    add("Remove", { name: `No ${removal.toLowerCase()}`, price: 0 });
  return [...groups].map(([name, options]) => ({ name, options }));
}

/**
 * A Grubhub PosOrder: cents, lines with `merchant_price`, `line_options` and `merchant_total`,
 * and `charges.merchant_total` = subtotal + fees + taxes + tips. A Grubhub diner writes
 * instructions per line only: a note for the kitchen goes on the first line, and what is left
 * off is a free "No …" option. Deliveries here are the restaurant's own (SELF), so the tip is
 * the restaurant's and counted.
 */
export function grubhubOrder({ cart, externalId, now }: MarketplaceOrderOptions) {
  const lines = cart.lines.map((line, index) => {
    const instructions = [index === 0 ? cart.kitchenNote : undefined, line.note]
      .filter(Boolean)
      .join(". ");
    return {
      line_uuid: `${externalId}-line-${index + 1}`,
      name: line.name,
      menu_item_id: line.menuId,
      quantity: line.quantity,
      price: line.unitPrice,
      merchant_price: line.unitPrice,
      line_options: [
        ...line.options.map((option) => ({
          name: option.name,
          price: option.price,
          merchant_price: option.price,
          quantity: 1,
        })),
        ...line.removals.map((name) => ({
          name: `No ${name.toLowerCase()}`,
          price: 0,
          merchant_price: 0,
        })),
      ],
      merchant_total: lineTotal(line),
      ...(instructions && { special_instructions: instructions }),
    };
  });
  const contact = {
    name: `${cart.customer.firstName} ${cart.customer.lastName}`,
    phone: cart.customer.phone,
  };
  return {
    uuid: externalId,
    order_number: externalId.replace(/\D/g, "").padEnd(15, "4").slice(0, 15),
    status: "RESTAURANT_CONFIRMABLE",
    brand: "GRUBHUB",
    time_placed: now.toISOString(),
    fulfillment_info: cart.address
      ? {
          delivery_info: {
            contact_info: contact,
            address: {
              address_line1: cart.address.street,
              city: cart.address.city,
              state: cart.address.state,
              zip_code: cart.address.zipCode,
            },
            instruction: cart.deliveryInstructions ?? "",
            order_delivery_type: "SELF",
          },
        }
      : { pickup_info: { name: contact.name, contact_info: contact, instructions: "" } },
    charges: {
      fees: { total: cart.deliveryFee, delivery: cart.deliveryFee },
      taxes: { total: cart.tax, merchant_total: cart.tax },
      tip: { amount: cart.tip, type: "INCLUDE_IN_BILL" },
      line_groups: [{ lines }],
      coupons: [],
      merchant_subtotal: cart.subtotal,
      merchant_total: cart.subtotal + cart.deliveryFee + cart.tax + cart.tip,
    },
  };
}
