import { dollarsToCents, formatUsd } from "@/domain/money";
import { DIETARY_TEXT, TEXT } from "../messages";
import type { MenuItem, PublicMenu } from "../types";
import { h, uniqueId } from "./dom";

export type MenuViewOptions = {
  menu: PublicMenu;
  onAdd: (item: MenuItem, opener: HTMLButtonElement) => void;
};

/** The categories and their items; an 86'd item stays listed, marked "Sold out today". */
export function menuView({ menu, onAdd }: MenuViewOptions): HTMLElement {
  const categories = menu.categories.filter((category) => category.items.length > 0);
  return h(
    "section",
    { class: "od-menu", "aria-label": TEXT.menuLabel },
    categories.length === 0 && h("p", { class: "od-muted" }, TEXT.noItems),
    categories.map((category) => {
      const categoryId = uniqueId("category");
      return h(
        "section",
        { class: "od-category", "aria-labelledby": categoryId },
        h("h3", { id: categoryId, class: "od-category-name" }, category.name),
        h(
          "ul",
          { class: "od-items", role: "list" },
          category.items.map((item) => itemView(item, onAdd)),
        ),
      );
    }),
  );
}

function itemView(item: MenuItem, onAdd: MenuViewOptions["onAdd"]): HTMLElement {
  const nameId = uniqueId("item");
  const addButton = item.isAvailable
    ? h(
        "button",
        // The visible "Add" starts the name, as speech input needs (WCAG 2.5.3).
        {
          type: "button",
          class: "od-button od-button-primary",
          "aria-label": TEXT.addItem(item.name),
        },
        TEXT.add,
      )
    : null;
  addButton?.addEventListener("click", () => onAdd(item, addButton));
  return h(
    "li",
    { class: item.isAvailable ? "od-item" : "od-item od-item-sold-out" },
    item.photoUrl &&
      h("img", { class: "od-item-photo", src: item.photoUrl, alt: "", loading: "lazy" }),
    h(
      "div",
      { class: "od-item-body" },
      h("h4", { id: nameId, class: "od-item-name" }, item.name),
      item.description && h("p", { class: "od-item-description" }, item.description),
      item.dietaryTags.length > 0 &&
        h(
          "ul",
          { class: "od-tags", role: "list", "aria-label": TEXT.dietary },
          item.dietaryTags.map((tag) => h("li", { class: "od-tag" }, DIETARY_TEXT[tag])),
        ),
    ),
    h(
      "div",
      { class: "od-item-actions" },
      h("span", { class: "od-price" }, formatUsd(dollarsToCents(item.price))),
      addButton ?? h("span", { class: "od-sold-out-badge" }, TEXT.soldOut),
    ),
  );
}
