import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/client/hooks/use-toast";
import { buildCurrentUser } from "@/client/test/current-user";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { OrderSelectionProvider } from "../hooks/use-order-selection";
import { buildOrder } from "../print/order-fixture";
import { OrdersDashboard } from "./orders-dashboard";

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const kitchenOrder = buildOrder({ id: "ord_kitchen", orderNumber: "7001", status: "new" });
const scheduledOrder = buildOrder({
  id: "ord_later",
  orderNumber: "7002",
  status: "scheduled",
  promisedAt: "2026-11-21T01:00:00.000Z",
});
const unpaidOrder = buildOrder({
  id: "ord_unpaid",
  orderNumber: "7003",
  status: "awaiting_payment",
});

async function showDashboard(orders: Order[]) {
  stubFetch({ "GET /api/orders": { body: orders.map(toOrderJson) } });
  renderWithApp(
    <OrderSelectionProvider>
      <OrdersDashboard user={buildCurrentUser()} />
    </OrderSelectionProvider>,
  );
  // The list has loaded once the kitchen's order is on screen.
  await screen.findByRole("article", { name: "Order #7001" });
  return within(screen.getByRole("group", { name: "Statuses" }));
}

describe("held orders on the dashboard", () => {
  it("offers no Scheduled or Awaiting payment chip when there are no such orders", async () => {
    const chips = await showDashboard([kitchenOrder]);
    expect(chips.getByRole("button", { name: /^All Statuses \d+$/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(chips.queryByRole("button", { name: /^Scheduled \d+$/ })).not.toBeInTheDocument();
    expect(chips.queryByRole("button", { name: /^Awaiting payment \d+$/ })).not.toBeInTheDocument();
  });

  it("leaves held orders out of 'All Statuses'", async () => {
    await showDashboard([kitchenOrder, scheduledOrder, unpaidOrder]);
    expect(screen.getAllByRole("article").map((card) => card.getAttribute("aria-label"))).toEqual([
      "Order #7001",
    ]);
  });

  it("offers a Scheduled chip with a scheduled order, and shows the order when it is pressed", async () => {
    const user = userEvent.setup();
    const chips = await showDashboard([kitchenOrder, scheduledOrder]);
    await user.click(chips.getByRole("button", { name: /^Scheduled \d+$/ }));
    expect(chips.getByRole("button", { name: /^Scheduled \d+$/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await screen.findByRole("article", { name: "Order #7002" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Order #7001" })).not.toBeInTheDocument();
  });

  it("offers an Awaiting payment chip with an unpaid order, and shows the order when it is pressed", async () => {
    const user = userEvent.setup();
    const chips = await showDashboard([kitchenOrder, unpaidOrder]);
    expect(chips.queryByRole("button", { name: /^Scheduled \d+$/ })).not.toBeInTheDocument();
    await user.click(chips.getByRole("button", { name: /^Awaiting payment \d+$/ }));
    expect(await screen.findByRole("article", { name: "Order #7003" })).toBeInTheDocument();
  });

  it("says when every order is held, and how to see them", async () => {
    stubFetch({ "GET /api/orders": { body: [scheduledOrder, unpaidOrder].map(toOrderJson) } });
    renderWithApp(
      <OrderSelectionProvider>
        <OrdersDashboard user={buildCurrentUser()} />
      </OrderSelectionProvider>,
    );
    expect(
      await screen.findByText(
        "2 orders are waiting for payment or for later: choose Scheduled or Awaiting payment to see them.",
      ),
    ).toBeInTheDocument();
  });
});
