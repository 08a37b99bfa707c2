import { type Cents, centsToDollars, toDecimalString } from "../../../domain/money";
import { lineTotal, type SimulatedCart, unitWithOptions } from "./simulated-cart";

/**
 * A simulated cart as a Shopify or WooCommerce store sends the order: decimal strings in
 * the shop currency, the chosen options as a line's properties / meta data (priced into the
 * line, as restaurant stores sell them), and totals that add up the way each platform adds
 * them (docs/decisions/088-an-orders-money-parts-and-two-totals.md).
 */
export type StoreOrderOptions = {
  cart: SimulatedCart;
  /** Shopify: the 18-digit order id as text (it exceeds 2^53); WooCommerce: a number. */
  externalId: string;
  orderNumber: number;
  now: Date;
};

const decimal = (amount: Cents) => toDecimalString(amount, "USD");
const shopMoney = (amount: Cents) => ({
  shop_money: { amount: decimal(amount), currency_code: "USD" },
  presentment_money: { amount: decimal(amount), currency_code: "USD" },
});

/** The words a line carries besides its name: options, what is left off, the note. */
function lineChoices(line: SimulatedCart["lines"][number]) {
  return [
    ...line.options.map((option) => ({ name: option.group, value: option.name })),
    ...line.removals.map((removal) => ({ name: "Remove", value: removal })),
    ...(line.note ? [{ name: "Special instructions", value: line.note }] : []),
  ];
}

/**
 * Shopify's REST Order (the orders/create webhook): `total_price` is "the sum of all line
 * item prices, discounts, shipping, taxes, and tips"; a pickup's shipping line says so.
 */
export function shopifyOrder({ cart, externalId, orderNumber, now }: StoreOrderOptions) {
  const shipping = cart.isDelivery ? cart.deliveryFee : 0;
  const total = cart.subtotal + cart.tax + shipping + cart.tip;
  const person = {
    first_name: cart.customer.firstName,
    last_name: cart.customer.lastName,
    name: `${cart.customer.firstName} ${cart.customer.lastName}`,
    phone: cart.customer.phone,
  };
  const address = cart.address && {
    ...person,
    address1: cart.address.street,
    address2: "",
    city: cart.address.city,
    province_code: cart.address.state,
    zip: cart.address.zipCode,
    country_code: "US",
  };
  return {
    id: externalId,
    admin_graphql_api_id: `gid://shopify/Order/${externalId}`,
    name: `#${orderNumber}`,
    order_number: orderNumber,
    created_at: now.toISOString(),
    processed_at: now.toISOString(),
    currency: "USD",
    financial_status: "paid",
    fulfillment_status: null,
    cancelled_at: null,
    cancel_reason: null,
    email: cart.customer.email,
    phone: cart.customer.phone,
    note: cart.kitchenNote ?? null,
    note_attributes: cart.deliveryInstructions
      ? [{ name: "Delivery instructions", value: cart.deliveryInstructions }]
      : [],
    customer: { ...person, email: cart.customer.email },
    billing_address: address ?? person,
    ...(address && { shipping_address: address }),
    line_items: cart.lines.map((line, index) => ({
      id: `${externalId.slice(0, 15)}${String(index + 1).padStart(3, "0")}`,
      title: line.name,
      name: line.name,
      sku: line.menuId,
      quantity: line.quantity,
      current_quantity: line.quantity,
      price: decimal(unitWithOptions(line)),
      price_set: shopMoney(unitWithOptions(line)),
      requires_shipping: cart.isDelivery,
      taxable: true,
      properties: lineChoices(line),
    })),
    shipping_lines: [
      cart.isDelivery
        ? { title: "Local delivery", code: "Local delivery", price: decimal(shipping) }
        : { title: "Pickup in store", code: "Pickup", price: "0.00" },
    ],
    tax_lines: [{ title: "TX Sales Tax", rate: 0.0825, price: decimal(cart.tax) }],
    taxes_included: false,
    subtotal_price: decimal(cart.subtotal),
    total_line_items_price: decimal(cart.subtotal),
    total_discounts: "0.00",
    total_tax: decimal(cart.tax),
    total_shipping_price_set: shopMoney(shipping),
    total_tip_received: decimal(cart.tip),
    total_price: decimal(total),
    current_subtotal_price: decimal(cart.subtotal),
    current_total_discounts: "0.00",
    current_total_tax: decimal(cart.tax),
    current_shipping_price_set: shopMoney(shipping),
    current_total_price: decimal(total),
    discount_codes: [],
  };
}

/**
 * WooCommerce's REST order (the order.created webhook): `total` = line totals + fees +
 * `shipping_total` + `total_tax`; a tip plugin's tip is a fee line named "Tip"; the
 * customer's note is `customer_note`.
 */
export function wooCommerceOrder({ cart, externalId, orderNumber, now }: StoreOrderOptions) {
  const shipping = cart.isDelivery ? cart.deliveryFee : 0;
  const total = cart.subtotal + cart.tax + shipping + cart.tip;
  const gmt = now.toISOString().slice(0, 19);
  const party = {
    first_name: cart.customer.firstName,
    last_name: cart.customer.lastName,
    phone: cart.customer.phone,
    address_1: cart.address?.street ?? "",
    address_2: "",
    city: cart.address?.city ?? "",
    state: cart.address?.state ?? "",
    postcode: cart.address?.zipCode ?? "",
    country: "US",
  };
  const note = [cart.kitchenNote, cart.deliveryInstructions].filter(Boolean).join(". ");
  return {
    id: Number(externalId),
    number: String(orderNumber),
    status: "processing",
    currency: "USD",
    prices_include_tax: false,
    date_created: gmt,
    date_created_gmt: gmt,
    date_modified: gmt,
    date_modified_gmt: gmt,
    customer_note: note,
    billing: { ...party, email: cart.customer.email },
    shipping: cart.isDelivery ? party : { ...party, address_1: "", city: "", postcode: "" },
    line_items: cart.lines.map((line, index) => ({
      id: Number(externalId) * 10 + index + 1,
      name: line.name,
      sku: line.menuId,
      quantity: line.quantity,
      subtotal: decimal(lineTotal(line)),
      subtotal_tax: "0.00",
      total: decimal(lineTotal(line)),
      total_tax: "0.00",
      price: centsToDollars(unitWithOptions(line)),
      meta_data: lineChoices(line).map((choice, position) => ({
        id: position + 1,
        key: choice.name,
        value: choice.value,
        display_key: choice.name,
        display_value: choice.value,
      })),
    })),
    shipping_lines: [
      cart.isDelivery
        ? {
            id: 1,
            method_id: "flat_rate",
            method_title: "Local delivery",
            total: decimal(shipping),
          }
        : { id: 1, method_id: "local_pickup", method_title: "Local pickup", total: "0.00" },
    ],
    fee_lines: cart.tip > 0 ? [{ id: 1, name: "Tip", total: decimal(cart.tip) }] : [],
    coupon_lines: [],
    discount_total: "0.00",
    shipping_total: decimal(shipping),
    cart_tax: decimal(cart.tax),
    total_tax: decimal(cart.tax),
    total: decimal(total),
  };
}
