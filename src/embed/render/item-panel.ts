import { dollarsToCents, formatUsd } from "@/domain/money";
import { clampQuantity, MAX_QUANTITY } from "../cart";
import { checkChoices, choiceRule } from "../choices";
import { TEXT } from "../messages";
import { NOTE_MAX_LENGTH } from "../order-body";
import type { MenuItem, ModifierGroup } from "../types";
import { fill, h, uniqueId } from "./dom";
import { quantityStepper } from "./quantity";

export type ItemPanelOptions = {
  /** Where the dialog goes: inside the shadow root, so it wears the form's styles. */
  parent: HTMLElement;
  item: MenuItem;
  /** The 'Add' button: focus goes back to it when the panel closes. */
  opener: HTMLElement;
  onAdd: (choice: { optionIds: string[]; quantity: number; note: string }) => void;
};

/**
 * 'Add' opens this dialog: the item's choices (a radio group where one may be picked,
 * checkboxes otherwise), the quantity and the price of this line as an estimate.
 */
export function openItemPanel({ parent, item, opener, onAdd }: ItemPanelOptions): void {
  const headingId = uniqueId("panel");
  let quantity = 1;
  const total = h("output", { class: "od-panel-total" });
  const groupErrors = new Map<string, HTMLElement>();

  const form = h("form", { class: "od-panel-form", novalidate: true });
  const noteId = uniqueId("item-note");
  const noteHintId = uniqueId("item-note-hint");
  const note = h("textarea", {
    id: noteId,
    name: "note",
    class: "od-input",
    rows: 2,
    maxlength: NOTE_MAX_LENGTH,
    "aria-describedby": noteHintId,
  });
  const chosenIds = () =>
    Array.from(form.querySelectorAll<HTMLInputElement>("input[data-option]:checked"), (input) =>
      String(input.value),
    );
  const updateTotal = () => {
    const chosen = new Set(chosenIds());
    const options = item.modifierGroups
      .flatMap((group) => group.options)
      .filter((option) => chosen.has(option.id));
    const unit = options.reduce(
      (sum, option) => sum + dollarsToCents(option.price),
      dollarsToCents(item.price),
    );
    fill(total, formatUsd(unit * quantity));
  };
  const stepper = quantityStepper({
    label: TEXT.quantity,
    value: quantity,
    min: 1,
    max: MAX_QUANTITY,
    onChange: (next) => {
      quantity = clampQuantity(next);
      updateTotal();
      return quantity;
    },
  });

  const dialog = h(
    "dialog",
    { class: "od-dialog", "aria-labelledby": headingId },
    form,
  ) as HTMLDialogElement;
  const close = () => {
    if (typeof dialog.close === "function" && dialog.open) dialog.close();
    else dialog.dispatchEvent(new Event("close"));
  };
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener.focus();
  });
  // A click on the backdrop lands on the dialog itself.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) close();
  });

  fill(
    form,
    h(
      "div",
      { class: "od-panel-header" },
      h("h3", { id: headingId, class: "od-panel-title" }, item.name),
      item.description && h("p", { class: "od-muted" }, item.description),
      h("p", { class: "od-price" }, formatUsd(dollarsToCents(item.price))),
    ),
    item.modifierGroups.map((group) => {
      const error = h("p", { class: "od-field-error", id: uniqueId("group-error") });
      error.hidden = true;
      groupErrors.set(group.id, error);
      return groupView(group, error, () => {
        error.hidden = true;
        updateTotal();
      });
    }),
    h(
      "div",
      { class: "od-field od-field-item-note" },
      h("label", { for: noteId, class: "od-label" }, TEXT.itemNote),
      h("p", { id: noteHintId, class: "od-hint" }, TEXT.itemNoteHint),
      note,
    ),
    h(
      "div",
      { class: "od-panel-quantity" },
      stepper.element,
      h("p", { class: "od-panel-total-line" }, `${TEXT.itemTotal} `, total),
    ),
    h(
      "div",
      { class: "od-panel-actions" },
      h("button", { type: "button", class: "od-button", onclick: close }, TEXT.cancel),
      h("button", { type: "submit", class: "od-button od-button-primary" }, TEXT.addToOrder),
    ),
  );
  updateTotal();

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const optionIds = chosenIds();
    const problems = checkChoices(item, optionIds);
    for (const [groupId, error] of groupErrors) {
      const problem = problems.find((entry) => entry.groupId === groupId);
      error.hidden = !problem;
      fill(error, problem?.message);
    }
    const first = problems[0];
    if (first) {
      form.querySelector<HTMLInputElement>(`input[name="${first.groupId}"]`)?.focus();
      return;
    }
    onAdd({ optionIds, quantity, note: note.value });
    close();
  });

  parent.append(dialog);
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
  form.querySelector<HTMLElement>("input, button")?.focus();
}

function groupView(group: ModifierGroup, error: HTMLElement, onChange: () => void) {
  const { min, max, isSingle } = choiceRule(group);
  const ruleId = uniqueId("group-rule");
  return h(
    "fieldset",
    { class: "od-group", "aria-describedby": error.id },
    h(
      "legend",
      { class: "od-group-name" },
      group.name,
      h(
        "span",
        { id: ruleId, class: min > 0 ? "od-group-rule od-required" : "od-group-rule" },
        `${min > 0 ? TEXT.required : TEXT.optional} · ${TEXT.chooseRule(min, max)}`,
      ),
    ),
    error,
    h(
      "div",
      { class: "od-choices" },
      group.options.map((option) =>
        h(
          "label",
          { class: "od-choice" },
          h("input", {
            type: isSingle ? "radio" : "checkbox",
            name: group.id,
            value: option.id,
            "data-option": true,
            onchange: onChange,
          }),
          h("span", { class: "od-choice-name" }, option.name),
          option.price > 0 &&
            h("span", { class: "od-choice-price" }, `+${formatUsd(dollarsToCents(option.price))}`),
        ),
      ),
    ),
  );
}
