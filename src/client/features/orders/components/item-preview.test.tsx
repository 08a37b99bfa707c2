import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrderItem } from "@/domain/order";
import { ItemPreview } from "./item-preview";

const burger: OrderItem = {
  name: "Golden Fork Burger",
  quantity: 1,
  price: 1450,
  modifiers: [
    { name: "Onions", price: 0, removed: true },
    { name: "Extra cheese", price: 150 },
    { name: "No pickles", price: 0 },
  ],
  note: "Sesame-free bun please",
};
const fries: OrderItem = { name: "Fries", quantity: 2, price: 450, modifiers: [] };
const shake: OrderItem = { name: "Shake", quantity: 1, price: 600, modifiers: [] };

function show(items: OrderItem[]) {
  return render(<ItemPreview items={items} limit={2} moreSeparator="" />);
}

describe("the card's and toast's item preview", () => {
  it("reads a removal as a removal and an addition with '+'", () => {
    show([burger]);
    const options = within(screen.getByRole("list", { name: "Options for Golden Fork Burger" }));
    const texts = options.getAllByRole("listitem").map((item) => item.textContent);
    expect(texts).toEqual(["No onions", "+\u00a0Extra cheese", "No pickles"]);
    expect(screen.queryByText(/\+\s*No/)).toBeNull();
  });

  it("styles a removal apart from an addition", () => {
    show([burger]);
    const removal = screen.getByText("No onions").closest("span.inline-flex");
    expect(removal).toHaveClass("font-semibold");
    expect(removal?.querySelector("svg")).not.toBeNull();
  });

  it("shows each item's note with its allergy words marked", () => {
    const { container } = show([burger]);
    expect(container.querySelector("li > p:last-child")).toHaveTextContent(
      "Note: Sesame-free bun please",
    );
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "Sesame",
    ]);
  });

  it("lists two items at most, then how many more", () => {
    show([burger, fries, shake]);
    expect(screen.getByText("Golden Fork Burger")).toBeInTheDocument();
    expect(screen.getByText("Fries")).toBeInTheDocument();
    expect(screen.queryByText("Shake")).toBeNull();
    expect(screen.getByText("+1 more item")).toBeInTheDocument();
  });

  it("has no options list or note for a plain item", () => {
    show([fries]);
    expect(screen.queryByRole("list", { name: /Options for/ })).toBeNull();
    expect(screen.queryByText(/Note:/)).toBeNull();
  });
});
