import { formatUsd } from "@/domain/money";
import { type Cart, type CartLine, cartTotals, lineTotalCents, MAX_QUANTITY } from "../cart";
import { TEXT } from "../messages";
import { h } from "./dom";

export type CartViewOptions = {
  cart: Cart;
  /** The restaurant's sales tax (the public menu's `salesTaxPercent`). */
  salesTaxPercent: number;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
};

/**
 * The cart's lines, its subtotal, the restaurant's sales tax and the total, as an estimate:
 * the server prices the order from the menu when it is placed, by the same tax rule.
 */
export function cartView({
  cart,
  salesTaxPercent,
  onQuantity,
  onRemove,
}: CartViewOptions): HTMLElement[] {
  if (cart.length === 0) return [h("p", { class: "od-muted" }, TEXT.cartEmpty)];
  const totals = cartTotals(cart, salesTaxPercent);
  const row = (label: string, cents: number, className: string) =>
    h(
      "div",
      { class: `od-subtotal ${className}` },
      h("span", {}, label),
      h("span", { class: "od-subtotal-amount" }, formatUsd(cents)),
    );
  const lines = h(
    "ul",
    { class: "od-lines", role: "list" },
    cart.map((line) => lineView(line, onQuantity, onRemove)),
  );
  const subtotal = row(TEXT.subtotal, totals.subtotal, "od-subtotal-line");
  const total = row(TEXT.estimatedTotal, totals.total, "od-total-line");
  const note = h("p", { class: "od-note" }, TEXT.estimateNote);
  // No tax line for a restaurant that charges none.
  if (salesTaxPercent <= 0) return [lines, subtotal, total, note];
  return [lines, subtotal, row(TEXT.tax(salesTaxPercent), totals.tax, "od-tax-line"), total, note];
}

function lineView(
  line: CartLine,
  onQuantity: CartViewOptions["onQuantity"],
  onRemove: CartViewOptions["onRemove"],
): HTMLElement {
  const options = line.options.map((option) => option.name).join(", ");
  return h(
    "li",
    { class: "od-line" },
    h(
      "div",
      { class: "od-line-main" },
      h("p", { class: "od-line-name" }, TEXT.quantityOf(line.name, line.quantity)),
      options && h("p", { class: "od-line-options" }, options),
      line.note && h("p", { class: "od-line-note" }, TEXT.lineNote(line.note)),
    ),
    h("p", { class: "od-line-total" }, formatUsd(lineTotalCents(line))),
    h(
      "div",
      { class: "od-line-controls" },
      h(
        "button",
        {
          type: "button",
          class: "od-button od-icon-button",
          "aria-label": TEXT.removeOne(line.name),
          "data-focus-key": `less:${line.key}`,
          onclick: () => onQuantity(line.key, line.quantity - 1),
        },
        "−",
      ),
      h("span", { class: "od-quantity-value", "aria-hidden": "true" }, String(line.quantity)),
      h(
        "button",
        {
          type: "button",
          class: "od-button od-icon-button",
          "aria-label": TEXT.addOne(line.name),
          "aria-disabled": String(line.quantity >= MAX_QUANTITY),
          "data-focus-key": `more:${line.key}`,
          onclick: () => {
            if (line.quantity < MAX_QUANTITY) onQuantity(line.key, line.quantity + 1);
          },
        },
        "+",
      ),
      h(
        "button",
        {
          type: "button",
          class: "od-button od-link-button",
          "aria-label": TEXT.removeLine(line.name),
          onclick: () => onRemove(line.key),
        },
        TEXT.remove,
      ),
    ),
  );
}
