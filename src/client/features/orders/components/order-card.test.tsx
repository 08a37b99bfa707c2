import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Order } from "@/domain/order";
import { buildOrder } from "../print/order-fixture";
import { OrderCard } from "./order-card";

// 23:05 UTC on Nov 20 is 5:05 PM in Chicago; 6.4 hours later it is still Nov 20 there.
const order = buildOrder({ created: "2026-11-20T23:05:00.000Z" });
const now = Date.parse("2026-11-21T05:30:00.000Z");

type ShowCardOptions = { order?: Order; now?: number; timeZone?: string };

function showCard({
  order: shown = order,
  now: at = now,
  timeZone = "America/Chicago",
}: ShowCardOptions = {}) {
  render(
    <OrderCard
      order={shown}
      now={at}
      timeZone={timeZone}
      isSelected={false}
      onOpen={vi.fn()}
      onChangeStatus={vi.fn()}
      onPrint={vi.fn()}
    />,
  );
}

/** One A$13.99 item, A$1.40 tax and a A$1.60 delivery fee: A$16.99 in all. */
function audOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({
    currency: "AUD",
    tax: 140,
    deliveryFee: 160,
    items: [{ name: "Pad Thai", quantity: 1, price: 1399, modifiers: [] }],
    ...overrides,
  });
}

describe("the card's age uses the restaurant's timezone", () => {
  it("says 'Today' for an evening order in Chicago", () => {
    showCard({ timeZone: "America/Chicago" });
    expect(screen.getByText("Today at 5:05 PM")).toBeInTheDocument();
  });

  it("says 'Yesterday' for the same moment in UTC", () => {
    showCard({ timeZone: "UTC" });
    expect(screen.getByText("Yesterday at 11:05 PM")).toBeInTheDocument();
  });
});

describe("the card's amounts are in the order's own currency", () => {
  it("shows an Australian order's total, tax and delivery fee in Australian dollars", () => {
    showCard({ order: audOrder() });
    expect(screen.getByText("A$16.99")).toBeInTheDocument();
    expect(screen.getByText("Tax A$1.40")).toBeInTheDocument();
    expect(screen.getByText("Delivery A$1.60")).toBeInTheDocument();
    expect(screen.queryByText("$16.99")).not.toBeInTheDocument();
  });

  it("shows a yen total without decimals", () => {
    const yen = buildOrder({
      currency: "JPY",
      isDelivery: false,
      tax: 0,
      items: [{ name: "Katsu Curry", quantity: 1, price: 3888, modifiers: [] }],
    });
    showCard({ order: yen });
    expect(screen.getByText("¥3,888")).toBeInTheDocument();
  });
});

describe("the card's notices", () => {
  it("shows none for an order that needs no attention", () => {
    showCard();
    expect(screen.queryByText(/^Check on /)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Totals differ/)).not.toBeInTheDocument();
    expect(screen.queryByText("Updated")).not.toBeInTheDocument();
    expect(screen.queryByText(/^For /)).not.toBeInTheDocument();
  });

  it("says 'Check on Uber Eats' when there is something OrderDock could not read", () => {
    showCard({ order: buildOrder({ checkNotes: ["An option could not be read"] }) });
    expect(screen.getByText("Check on Uber Eats")).toBeInTheDocument();
  });

  it("says by how much the platform's total differs from the lines, in the order's currency", () => {
    // The lines add up to A$16.99; Uber Eats says A$14.49.
    showCard({ order: audOrder({ total: 1449 }) });
    expect(screen.getByText("Totals differ by A$2.50")).toBeInTheDocument();
    expect(screen.getByText("A$14.49")).toBeInTheDocument();
  });

  it("says 'Updated' when the platform changed the order after it arrived", () => {
    const updated = buildOrder({
      lastUpdate: { at: "2026-11-21T05:00:00.000Z", changes: ["Added 1× Garlic Knots"] },
    });
    showCard({ order: updated });
    expect(screen.getByText("Updated")).toBeInTheDocument();
  });

  describe("a scheduled order", () => {
    // 4:00 PM in Chicago; the customer was promised 6:30 PM the same evening.
    const before = Date.parse("2026-11-20T22:00:00.000Z");
    const scheduled = buildOrder({
      status: "scheduled",
      created: "2026-11-20T21:50:00.000Z",
      promisedAt: "2026-11-21T00:30:00.000Z",
    });

    it("shows the promised time in the restaurant's day", () => {
      showCard({ order: scheduled, now: before, timeZone: "America/Chicago" });
      expect(screen.getByText("For Today at 6:30 PM")).toBeInTheDocument();
    });

    it("reads the promised time in the given timezone", () => {
      showCard({ order: scheduled, now: before, timeZone: "UTC" });
      expect(screen.getByText("For Tomorrow at 12:30 AM")).toBeInTheDocument();
    });
  });
});

describe("the card's quick action", () => {
  it("moves an order in the kitchen on", () => {
    showCard({ order: buildOrder({ status: "new" }) });
    expect(screen.getByRole("button", { name: "Mark Preparing" })).toBeInTheDocument();
  });

  it.each(["scheduled", "awaiting_payment"] as const)("is absent for a %s order", (status) => {
    showCard({ order: buildOrder({ status }) });
    expect(screen.queryByRole("button", { name: /^Mark / })).not.toBeInTheDocument();
    // The card still opens and prints.
    expect(screen.getByRole("button", { name: "Print order #1042" })).toBeInTheDocument();
  });
});
