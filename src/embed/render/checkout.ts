import type { Issue } from "../api";
import { TEXT } from "../messages";
import { type CheckoutDetails, type Fulfillment, NOTE_MAX_LENGTH } from "../order-body";
import { fill, h, uniqueId } from "./dom";

type FieldName = Exclude<keyof CheckoutDetails, "fulfillment"> | "fulfillment";

/** Where the server's issue paths show on this form. */
const FIELD_OF_PATH: Record<string, FieldName> = {
  "customer.name": "name",
  "customer.phone": "phone",
  fulfillment: "fulfillment",
  address: "street",
  "address.street": "street",
  "address.city": "city",
  "address.state": "state",
  "address.zipCode": "zipCode",
  kitchenNote: "kitchenNote",
  // The older form's single note is the kitchen's now.
  instructions: "kitchenNote",
  deliveryInstructions: "deliveryInstructions",
};

const TEXTAREAS: ReadonlySet<FieldName> = new Set(["kitchenNote", "deliveryInstructions"]);

export type CheckoutForm = {
  element: HTMLFormElement;
  read(): CheckoutDetails;
  /** Each issue beside its field and all of them in a list above 'Place order'. */
  showIssues(issues: readonly Issue[]): void;
  /** One message above 'Place order', e.g. that the restaurant could not be reached. */
  showMessage(message: string): void;
  clearMessages(): void;
  setBusy(isBusy: boolean): void;
};

type Field = {
  control: HTMLInputElement | HTMLTextAreaElement | null;
  error: HTMLElement;
  hintId?: string;
};

export function checkoutForm({ onSubmit }: { onSubmit: () => void }): CheckoutForm {
  const fields = new Map<FieldName, Field>();
  const headingId = uniqueId("details");

  const textField = (
    name: Exclude<FieldName, "fulfillment">,
    label: string,
    attributes: Record<string, string | number | boolean>,
    hint?: string,
  ) => {
    const id = uniqueId(name);
    const error = h("p", { class: "od-field-error", id: uniqueId(`${name}-error`) });
    error.hidden = true;
    const hintId = hint ? uniqueId(`${name}-hint`) : undefined;
    const control = TEXTAREAS.has(name)
      ? h("textarea", { id, name, class: "od-input", rows: 3, ...attributes })
      : h("input", { id, name, class: "od-input", ...attributes });
    control.setAttribute("aria-describedby", [hintId, error.id].filter(Boolean).join(" "));
    fields.set(name, { control, error, hintId });
    return h(
      "div",
      { class: `od-field od-field-${name}` },
      h("label", { for: id, class: "od-label" }, label),
      hint && h("p", { id: hintId, class: "od-hint" }, hint),
      control,
      error,
    );
  };

  const fulfillmentError = h("p", { class: "od-field-error", id: uniqueId("fulfillment-error") });
  fulfillmentError.hidden = true;
  fields.set("fulfillment", { control: null, error: fulfillmentError });
  const fulfillmentChoice = (value: Fulfillment, label: string) =>
    h(
      "label",
      { class: "od-choice od-choice-inline" },
      h("input", {
        type: "radio",
        name: "fulfillment",
        value,
        checked: value === "pickup",
        onchange: () => showAddress(),
      }),
      h("span", { class: "od-choice-name" }, label),
    );

  const address = h(
    "div",
    { class: "od-address" },
    textField("street", TEXT.street, { autocomplete: "address-line1", maxlength: 200 }),
    h(
      "div",
      { class: "od-address-row" },
      textField("city", TEXT.city, { autocomplete: "address-level2", maxlength: 100 }),
      textField("state", TEXT.state, { autocomplete: "address-level1", maxlength: 50 }),
      textField("zipCode", TEXT.zipCode, {
        autocomplete: "postal-code",
        inputmode: "numeric",
        maxlength: 20,
      }),
    ),
    textField(
      "deliveryInstructions",
      TEXT.deliveryInstructions,
      { maxlength: NOTE_MAX_LENGTH },
      TEXT.deliveryInstructionsHint,
    ),
  );

  const alert = h("div", { class: "od-alert", role: "alert", tabindex: -1 });
  alert.hidden = true;
  const submit = h("button", { type: "submit", class: "od-button od-button-primary od-submit" });

  const form = h(
    "form",
    { class: "od-checkout", novalidate: true, "aria-labelledby": headingId },
    h("h3", { id: headingId, class: "od-section-title" }, TEXT.yourDetails),
    textField("name", TEXT.name, { autocomplete: "name", maxlength: 120 }),
    textField(
      "phone",
      TEXT.phone,
      { type: "tel", autocomplete: "tel", inputmode: "tel", maxlength: 25 },
      TEXT.phoneHint,
    ),
    h(
      "fieldset",
      { class: "od-group od-fulfillment", "aria-describedby": fulfillmentError.id },
      h("legend", { class: "od-label" }, TEXT.fulfillment),
      fulfillmentError,
      h(
        "div",
        { class: "od-choices od-choices-inline" },
        fulfillmentChoice("pickup", TEXT.pickup),
        fulfillmentChoice("delivery", TEXT.delivery),
      ),
    ),
    address,
    textField(
      "kitchenNote",
      TEXT.kitchenNote,
      { maxlength: NOTE_MAX_LENGTH },
      TEXT.kitchenNoteHint,
    ),
    alert,
    submit,
  );

  const fulfillment = (): Fulfillment =>
    form.querySelector<HTMLInputElement>('input[name="fulfillment"]:checked')?.value === "delivery"
      ? "delivery"
      : "pickup";
  const showAddress = () => {
    address.hidden = fulfillment() !== "delivery";
  };
  const value = (name: FieldName) => fields.get(name)?.control?.value ?? "";

  const clearMessages = () => {
    alert.hidden = true;
    alert.replaceChildren();
    for (const field of fields.values()) {
      field.error.hidden = true;
      field.error.replaceChildren();
      field.control?.removeAttribute("aria-invalid");
    }
  };

  const setBusy = (isBusy: boolean) => {
    form.setAttribute("aria-busy", String(isBusy));
    submit.setAttribute("aria-disabled", String(isBusy));
    fill(submit, isBusy ? TEXT.placingOrder : TEXT.placeOrder);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (submit.getAttribute("aria-disabled") === "true") return;
    onSubmit();
  });
  showAddress();
  setBusy(false);

  return {
    element: form,
    read: () => ({
      name: value("name"),
      phone: value("phone"),
      fulfillment: fulfillment(),
      street: value("street"),
      city: value("city"),
      state: value("state"),
      zipCode: value("zipCode"),
      kitchenNote: value("kitchenNote"),
      deliveryInstructions: value("deliveryInstructions"),
    }),
    showIssues(issues) {
      clearMessages();
      let firstInvalid: Field | undefined;
      for (const issue of issues) {
        const field = fields.get(FIELD_OF_PATH[issue.path] ?? ("" as FieldName));
        if (!field) continue;
        firstInvalid ??= field;
        field.error.hidden = false;
        fill(field.error, issue.message);
        field.control?.setAttribute("aria-invalid", "true");
      }
      const messages = [...new Set(issues.map((issue) => issue.message))];
      fill(
        alert,
        h("p", { class: "od-alert-title" }, TEXT.checkOrder),
        h(
          "ul",
          {},
          messages.map((message) => h("li", {}, message)),
        ),
      );
      alert.hidden = false;
      const target =
        firstInvalid?.control ??
        firstInvalid?.error.parentElement?.querySelector<HTMLInputElement>("input") ??
        alert;
      target.focus();
    },
    showMessage(message) {
      clearMessages();
      fill(alert, h("p", {}, message));
      alert.hidden = false;
      alert.focus();
    },
    clearMessages,
    setBusy,
  };
}
