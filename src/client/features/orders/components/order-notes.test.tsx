import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Order } from "@/domain/order";
import { printOrder } from "../print/print-order";
import { buildOrder } from "../test/order-fixture";
import { NewOrderAlert } from "./new-order-alert";
import { OrderCard } from "./order-card";

vi.mock("../print/print-order", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../print/print-order")>()),
  printOrder: vi.fn(async () => {}),
}));

/** The order from the pass: a peanut allergy, a removal and a note on one item. */
const allergyOrder = (overrides: Partial<Order> = {}) =>
  buildOrder({
    orderNumber: "1042",
    isDelivery: false,
    deliveryInstructions: undefined,
    kitchenNote: "PEANUT ALLERGY - please no nuts",
    items: [
      {
        name: "Golden Fork Burger",
        quantity: 1,
        price: 1450,
        modifiers: [{ name: "Onions", price: 0, removed: true }],
        note: "Sesame-free bun please",
      },
    ],
    ...overrides,
  });

function showCard(order: Order) {
  const onPrint = vi.fn();
  renderWithApp(
    <OrderCard
      order={order}
      isSelected={false}
      onOpen={vi.fn()}
      onChangeStatus={vi.fn()}
      onPrint={onPrint}
      onAnswer={vi.fn()}
      onRetry={vi.fn()}
      deadlineWarningMinutes={2}
    />,
  );
  return { card: screen.getByRole("article", { name: "Order #1042" }), onPrint };
}

function showToast(order: Order, compact = false) {
  renderWithApp(
    <NewOrderAlert
      order={order}
      variant={compact ? "popup" : "toast"}
      compact={compact}
      onView={vi.fn()}
      onDismiss={vi.fn()}
    />,
  );
  return screen.getByRole("region", { name: "New order #1042" });
}

const marks = (element: HTMLElement) =>
  [...element.querySelectorAll("mark")].map((mark) => mark.textContent);

describe("the card's safety block", () => {
  it("flags the allergy and shows the kitchen note, the removal and the item note, marked", () => {
    const { card } = showCard(allergyOrder());
    const inCard = within(card);
    expect(inCard.getByText("Allergy")).toBeInTheDocument();
    expect(inCard.getByText("Kitchen note:", { exact: false }).parentElement).toHaveTextContent(
      "Kitchen note: PEANUT ALLERGY - please no nuts",
    );
    expect(inCard.getByText("No onions")).toBeInTheDocument();
    expect(card).not.toHaveTextContent("+ No onions");
    expect(marks(card)).toEqual(["Sesame", "PEANUT", "ALLERGY", "nuts"]);
  });

  it("keeps an ordinary kitchen note to two lines on the card", () => {
    const { card } = showCard(allergyOrder({ kitchenNote: "Birthday dinner - add a candle" }));
    const note = within(card).getByText("Kitchen note:", { exact: false }).parentElement;
    expect(note).toHaveClass("line-clamp-2");
  });

  it("never cuts short a note that names an allergy, however long", () => {
    const { card } = showCard(
      allergyOrder({
        kitchenNote: "Please be careful, it is for my son: he has a severe PEANUT ALLERGY",
        items: [
          {
            name: "Golden Fork Burger",
            quantity: 1,
            price: 1450,
            modifiers: [],
            note: "Cooked apart from the others please, shellfish allergy",
          },
        ],
      }),
    );
    const note = within(card).getByText("Kitchen note:", { exact: false }).parentElement;
    expect(note).not.toHaveClass("line-clamp-2");
    // The item's own note, "Note: …", apart from the kitchen note.
    expect(within(card).getByText(/^Note:/).parentElement).not.toHaveClass("line-clamp-2");
  });

  it("says 'Dietary note' for a diet alone and nothing for an order with no such words", () => {
    showCard(allergyOrder({ kitchenNote: "Vegetarian please", items: [] }));
    expect(screen.getByText("Dietary note")).toBeInTheDocument();
    expect(screen.queryByText("Allergy")).toBeNull();
  });

  it("shows no flag and no note for an order without one", () => {
    const { card } = showCard(
      allergyOrder({
        kitchenNote: undefined,
        items: [{ name: "Fries", quantity: 1, price: 450, modifiers: [] }],
      }),
    );
    expect(within(card).queryByText("Allergy")).toBeNull();
    expect(within(card).queryByText(/Kitchen note/)).toBeNull();
    expect(card.querySelector("mark")).toBeNull();
  });

  it("shows pickup instructions that name an allergy, and leaves others to the dialog", () => {
    const { card } = showCard(
      allergyOrder({ kitchenNote: undefined, deliveryInstructions: "Shellfish allergy!" }),
    );
    expect(
      within(card).getByText("Pickup instructions:", { exact: false }).parentElement,
    ).toHaveTextContent("Pickup instructions: Shellfish allergy!");
  });

  it("prints the kitchen ticket from the print button and the receipt from the menu", async () => {
    const user = userEvent.setup();
    const order = allergyOrder();
    const { card, onPrint } = showCard(order);
    await user.click(within(card).getByRole("button", { name: "Print order #1042" }));
    expect(onPrint).toHaveBeenCalledWith(order);

    await user.click(within(card).getByRole("button", { name: "More actions for order #1042" }));
    await user.click(await screen.findByRole("menuitem", { name: "Print receipt" }));
    expect(printOrder).toHaveBeenCalledWith(expect.objectContaining({ order, layout: "receipt" }));
  });
});

describe("the new-order toast's safety block", () => {
  it("flags the allergy and shows the kitchen note, the removal and the item note, marked", () => {
    const toast = showToast(allergyOrder());
    const inToast = within(toast);
    expect(inToast.getByText("Allergy")).toBeInTheDocument();
    expect(inToast.getByText("Kitchen note:", { exact: false }).parentElement).toHaveTextContent(
      "Kitchen note: PEANUT ALLERGY - please no nuts",
    );
    expect(inToast.getByText("No onions")).toBeInTheDocument();
    expect(marks(toast)).toEqual(["Sesame", "PEANUT", "ALLERGY", "nuts"]);
  });

  it("still flags the allergy on the one-line pop-up", () => {
    const popup = showToast(allergyOrder(), true);
    expect(within(popup).getByText("Allergy")).toBeInTheDocument();
  });
});
