import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildOrder } from "../print/order-fixture";
import { OrderCard } from "./order-card";

// 23:05 UTC on Nov 20 is 5:05 PM in Chicago; 6.4 hours later it is still Nov 20 there.
const order = buildOrder({ created: "2026-11-20T23:05:00.000Z" });
const now = Date.parse("2026-11-21T05:30:00.000Z");

function showCard(timeZone: string) {
  render(
    <OrderCard
      order={order}
      now={now}
      timeZone={timeZone}
      isSelected={false}
      onOpen={vi.fn()}
      onChangeStatus={vi.fn()}
      onPrint={vi.fn()}
    />,
  );
}

describe("the card's age uses the restaurant's timezone (issue 8)", () => {
  it("says 'Today' for an evening order in Chicago", () => {
    showCard("America/Chicago");
    expect(screen.getByText("Today at 5:05 PM")).toBeInTheDocument();
  });

  it("says 'Yesterday' for the same moment in UTC", () => {
    showCard("UTC");
    expect(screen.getByText("Yesterday at 11:05 PM")).toBeInTheDocument();
  });
});
