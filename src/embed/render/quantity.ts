import { TEXT } from "../messages";
import { h, uniqueId } from "./dom";

export type QuantityStepperOptions = {
  label: string;
  value: number;
  min: number;
  max: number;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Returns the quantity actually kept. */
  onChange: (next: number) => number;
};

/** − n + with 44 px buttons; the number is announced when it changes. */
export function quantityStepper({
  label,
  value,
  min,
  max,
  decreaseLabel = TEXT.decrease,
  increaseLabel = TEXT.increase,
  onChange,
}: QuantityStepperOptions) {
  let current = value;
  const shown = h("span", { class: "od-quantity-value", "aria-live": "polite" }, String(value));
  const decrease = h(
    "button",
    { type: "button", class: "od-button od-icon-button", "aria-label": decreaseLabel },
    "−",
  );
  const increase = h(
    "button",
    { type: "button", class: "od-button od-icon-button", "aria-label": increaseLabel },
    "+",
  );
  // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
  const mark = () => {
    decrease.setAttribute("aria-disabled", String(current <= min));
    increase.setAttribute("aria-disabled", String(current >= max));
  };
  const update = (next: number) => {
    if (next < min || next > max) return;
    current = onChange(next);
    shown.textContent = String(current);
    mark();
  };
  decrease.addEventListener("click", () => update(current - 1));
  increase.addEventListener("click", () => update(current + 1));
  mark();
  const labelId = uniqueId("quantity");
  const element = h(
    "div",
    { class: "od-quantity", role: "group", "aria-labelledby": labelId },
    h("span", { id: labelId, class: "od-label" }, label),
    decrease,
    shown,
    increase,
  );
  return { element };
}
