import { type Cart, type CartLine, lineTotalCents, MAX_QUANTITY, subtotalCents } from "../cart";
import { TEXT } from "../messages";
import { formatCents } from "../money";
import { h } from "./dom";

export type CartViewOptions = {
  cart: Cart;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
};

/**
 * The cart's lines and its subtotal, which is only an estimate: the restaurant's prices,
 * tax and delivery fee are settled by the server when the order is placed.
 */
export function cartView({ cart, onQuantity, onRemove }: CartViewOptions): HTMLElement[] {
  if (cart.length === 0) return [h("p", { class: "od-muted" }, TEXT.cartEmpty)];
  return [
    h(
      "ul",
      { class: "od-lines", role: "list" },
      cart.map((line) => lineView(line, onQuantity, onRemove)),
    ),
    h(
      "div",
      { class: "od-subtotal" },
      h("span", {}, TEXT.subtotal),
      h("span", { class: "od-subtotal-amount" }, formatCents(subtotalCents(cart))),
    ),
    h("p", { class: "od-note" }, TEXT.estimateNote),
  ];
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
    ),
    h("p", { class: "od-line-total" }, formatCents(lineTotalCents(line))),
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
