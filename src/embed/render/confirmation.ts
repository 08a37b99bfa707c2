import type { PublicOrderResult } from "@/domain/api/public-order";
import { dollarsToCents, formatUsd } from "@/domain/money";
import { TEXT } from "../messages";
import { h, uniqueId } from "./dom";

/** After 201/200: the number the restaurant will know the order by and the server's total. */
export function confirmationView({
  result,
  onNewOrder,
}: {
  result: PublicOrderResult;
  onNewOrder: () => void;
}): HTMLElement {
  const headingId = uniqueId("confirmation");
  return h(
    "section",
    { class: "od-confirmation", "aria-labelledby": headingId },
    h("p", { class: "od-confirmation-mark", "aria-hidden": "true" }, "✓"),
    h(
      "h3",
      { id: headingId, class: "od-confirmation-title", tabindex: -1 },
      TEXT.thankYou(result.orderNumber),
    ),
    result.tax > 0 &&
      h(
        "p",
        { class: "od-confirmation-tax" },
        `${TEXT.taxCharged} `,
        h("span", {}, formatUsd(dollarsToCents(result.tax))),
      ),
    h(
      "p",
      { class: "od-confirmation-total" },
      `${TEXT.total} `,
      h("strong", {}, formatUsd(dollarsToCents(result.total))),
    ),
    h("p", { class: "od-muted" }, TEXT.confirmationNote),
    h("button", { type: "button", class: "od-button", onclick: onNewOrder }, TEXT.newOrder),
  );
}
