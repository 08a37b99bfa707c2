import { formatUsd } from "@/domain/money";
import { type ApiOptions, type Issue, loadMenu, placeOrder } from "./api";
import {
  addToCart,
  type Cart,
  cartTotals,
  itemCount,
  keepAvailable,
  removeLine,
  setQuantity,
} from "./cart";
import { FAILURE_TEXT, TEXT } from "./messages";
import { checkOrder, nextSubmission, type Submission } from "./order-body";
import { cartView } from "./render/cart";
import { type CheckoutForm, checkoutForm } from "./render/checkout";
import { confirmationView } from "./render/confirmation";
import { fill, h, uniqueId } from "./render/dom";
import { openItemPanel } from "./render/item-panel";
import { menuView } from "./render/menu";
import type { EmbedOptions } from "./script-context";
import { applyStyles } from "./styles";
import type { MenuItem, PublicMenu } from "./types";

export type MountOrderFormOptions = {
  host: HTMLElement;
  options: EmbedOptions;
  fetch?: typeof fetch;
};

/**
 * The order form: menu, item choices, cart and checkout, in the host's shadow
 * root. The menu and the cart are drawn again from state when they change; the checkout
 * form is built once, so what the customer typed survives.
 */
export function mountOrderForm({ host, options, fetch }: MountOrderFormOptions): ShadowRoot {
  const shadow = host.attachShadow({ mode: "open" });
  applyStyles(shadow);
  const api: ApiOptions = {
    apiOrigin: options.apiOrigin,
    restaurantId: options.restaurantId,
    fetch,
  };

  let menu: PublicMenu | null = null;
  let cart: Cart = [];
  let submission: Submission | null = null;
  let isSending = false;

  const root = h("div", { class: "od-root", "data-theme": options.theme });
  const title = h("h2", { class: "od-title" }, TEXT.orderOnline);
  const subtitle = h("p", { class: "od-subtitle" }, TEXT.orderOnline);
  subtitle.hidden = true;
  const announcer = h("p", { class: "od-visually-hidden", role: "status" });
  const body = h("div", { class: "od-body" });
  fill(
    root,
    h("header", { class: "od-header" }, title, subtitle),
    announcer,
    body,
    h("p", { class: "od-footer" }, TEXT.poweredBy),
  );
  shadow.append(root);

  const announce = (message: string) => {
    announcer.textContent = "";
    // Emptied first, so the same words twice are read out twice.
    setTimeout(() => {
      announcer.textContent = message;
    }, 50);
  };

  // The ready layout's parts, made once.
  const menuSlot = h("div", { class: "od-menu-slot" });
  const cartHeadingId = uniqueId("cart");
  const cartHeading = h(
    "h3",
    { id: cartHeadingId, class: "od-section-title", tabindex: -1 },
    TEXT.yourOrder,
  );
  const cartContent = h("div", { class: "od-cart-content" });
  const cartSection = h(
    "section",
    { class: "od-cart", "aria-labelledby": cartHeadingId },
    cartHeading,
    cartContent,
  );
  const checkout: CheckoutForm = checkoutForm({ onSubmit: () => void submit() });
  const reviewButton = h("button", {
    type: "button",
    class: "od-button od-button-primary od-review-button",
    onclick: () => cartHeading.focus(),
  });
  const reviewBar = h("div", { class: "od-review-bar" }, reviewButton);
  const layout = h(
    "div",
    { class: "od-layout" },
    menuSlot,
    h("div", { class: "od-aside" }, cartSection, checkout.element),
  );
  let isCartInView = false;
  if (typeof IntersectionObserver === "function") {
    new IntersectionObserver((entries) => {
      isCartInView = entries.some((entry) => entry.isIntersecting);
      renderReviewBar();
    }).observe(cartSection);
  }

  function renderReviewBar() {
    const count = itemCount(cart);
    reviewBar.hidden = count === 0 || isCartInView;
    fill(
      reviewButton,
      h("span", {}, TEXT.reviewOrder(count)),
      h("span", {}, formatUsd(cartTotals(cart, salesTaxPercent()).total)),
    );
  }

  /** The restaurant's rate as the menu last said; 0 before it loads (or from an older server). */
  function salesTaxPercent(): number {
    const percent = menu?.restaurant.salesTaxPercent;
    return typeof percent === "number" && percent > 0 ? percent : 0;
  }

  function renderMenu() {
    if (!menu) return;
    fill(title, menu.restaurant.name);
    subtitle.hidden = false;
    fill(menuSlot, menuView({ menu, onAdd: openItem }));
  }

  function renderCart() {
    // The cart is drawn again; the button that had the focus gets it back.
    const focused = shadow.activeElement as HTMLElement | null;
    const focusKey = focused?.dataset?.focusKey;
    const hadFocus = focused !== null && cartContent.contains(focused);
    fill(
      cartContent,
      cartView({
        cart,
        salesTaxPercent: salesTaxPercent(),
        onQuantity: changeQuantity,
        onRemove: remove,
      }),
    );
    if (hadFocus) {
      const again = Array.from(cartContent.querySelectorAll<HTMLElement>("[data-focus-key]")).find(
        (element) => focusKey && element.dataset.focusKey === focusKey,
      );
      (again ?? cartHeading).focus();
    }
    renderReviewBar();
  }

  function openItem(item: MenuItem, opener: HTMLElement) {
    openItemPanel({
      parent: root,
      item,
      opener,
      onAdd: ({ optionIds, quantity, note }) => {
        cart = addToCart(cart, { item, optionIds, quantity, note });
        renderCart();
        announce(TEXT.added(item.name));
      },
    });
  }

  function changeQuantity(key: string, quantity: number) {
    cart = setQuantity(cart, key, quantity);
    renderCart();
  }

  function remove(key: string) {
    cart = removeLine(cart, key);
    renderCart();
  }

  function showReady() {
    if (menu?.ordering?.paused) {
      showPaused(menu.ordering.until);
      return;
    }
    checkout.clearMessages();
    fill(body, layout, reviewBar);
    renderMenu();
    renderCart();
  }

  /** The restaurant paused its online orders: say so, and until when; the cart is kept. */
  function showPaused(until: string | null) {
    if (menu) fill(title, menu.restaurant.name);
    const backAt = until
      ? new Date(until).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })
      : null;
    fill(
      body,
      h(
        "div",
        { class: "od-alert", role: "status" },
        h("p", {}, TEXT.paused(backAt)),
        h(
          "button",
          { type: "button", class: "od-button", onclick: () => void start() },
          TEXT.checkAgain,
        ),
      ),
    );
  }

  async function start() {
    fill(body, h("p", { class: "od-loading", role: "status" }, TEXT.loading));
    if (!options.restaurantId) {
      fill(body, h("p", { class: "od-alert", role: "alert" }, TEXT.missingRestaurant));
      return;
    }
    const outcome = await loadMenu(api);
    if (outcome.ok) {
      menu = outcome.menu;
      showReady();
      return;
    }
    const canRetry = outcome.kind === "network" || outcome.kind === "server";
    fill(
      body,
      h(
        "div",
        { class: "od-alert", role: "alert" },
        h("p", {}, outcome.message),
        canRetry &&
          h(
            "button",
            { type: "button", class: "od-button", onclick: () => void start() },
            TEXT.retry,
          ),
      ),
    );
  }

  async function submit() {
    if (isSending) return;
    const details = checkout.read();
    const problems = checkOrder(cart, details);
    if (problems.length > 0) {
      checkout.showIssues(problems);
      return;
    }
    const next = nextSubmission(submission, cart, details);
    submission = next.submission;
    isSending = true;
    checkout.clearMessages();
    checkout.setBusy(true);
    const outcome = await placeOrder(api, next.body);
    isSending = false;
    checkout.setBusy(false);
    if (outcome.ok) {
      submission = null;
      cart = [];
      const view = confirmationView({ result: outcome.result, onNewOrder: showReady });
      fill(body, view);
      // The form above was long: bring the short confirmation into the middle of the view.
      view.querySelector<HTMLElement>("h3")?.focus({ preventScroll: true });
      view.scrollIntoView?.({ block: "center" });
      return;
    }
    if (outcome.kind === "paused") void start();
    else if (outcome.kind === "invalid") checkout.showIssues(outcome.issues);
    else if (outcome.kind === "sold-out") await handleSoldOut(outcome.issues);
    else checkout.showMessage(outcome.message);
  }

  /** 409 ITEM_UNAVAILABLE: name what sold out, take it out of the cart, show the new menu. */
  async function handleSoldOut(issues: Issue[]) {
    const named = new Set(
      issues.flatMap((issue) => {
        const line = cart[Number(/^items\.(\d+)\./.exec(issue.path)?.[1] ?? -1)];
        return line ? [line.itemId] : [];
      }),
    );
    const soldOutNames = cart.filter((line) => named.has(line.itemId)).map((line) => line.name);
    cart = cart.filter((line) => !named.has(line.itemId));
    const outcome = await loadMenu(api);
    if (outcome.ok) {
      menu = outcome.menu;
      const available = new Set(
        menu.categories.flatMap((category) =>
          category.items.filter((item) => item.isAvailable).map((item) => item.id),
        ),
      );
      const kept = keepAvailable(cart, (itemId) => available.has(itemId));
      cart = kept.cart;
      soldOutNames.push(...kept.removed);
      renderMenu();
    }
    renderCart();
    checkout.showMessage(FAILURE_TEXT.soldOut([...new Set(soldOutNames)]));
  }

  void start();
  return shadow;
}
