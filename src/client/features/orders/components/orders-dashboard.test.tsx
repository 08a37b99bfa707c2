import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCurrentUser } from "@/client/test/current-user";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { OrderSelectionProvider } from "../hooks/use-order-selection";
import { buildOrder } from "../test/order-fixture";
import { CLOSE_AFTER_COMPLETE_MS, OrdersDashboard } from "./orders-dashboard";

afterEach(() => {
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

describe("the urgency board", () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const board = [
    buildOrder({ id: "a", orderNumber: "8001", status: "new", created: minutesAgo(2) }),
    buildOrder({ id: "b", orderNumber: "8002", status: "new", created: minutesAgo(25) }),
    buildOrder({ id: "c", orderNumber: "8003", status: "preparing", created: minutesAgo(12) }),
    buildOrder({ id: "d", orderNumber: "8004", status: "ready", created: minutesAgo(5) }),
    buildOrder({ id: "e", orderNumber: "8005", status: "completed", created: minutesAgo(1) }),
  ];
  const articleNames = (within: HTMLElement) =>
    Array.from(within.querySelectorAll("article")).map((card) => card.getAttribute("aria-label"));

  async function showBoard() {
    stubFetch({ "GET /api/orders": { body: board.map(toOrderJson) } });
    renderWithApp(
      <OrderSelectionProvider>
        <OrdersDashboard user={buildCurrentUser()} />
      </OrderSelectionProvider>,
    );
    await screen.findByRole("article", { name: "Order #8001" });
  }

  it("groups open orders under headings with their counts, the longest wait first", async () => {
    await showBoard();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "New (2)",
      "Preparing (1)",
      "Ready for Pickup (1)",
      "Done today (1)",
    ]);
    const newGroup = screen.getByRole("region", { name: "New (2)" });
    expect(articleNames(newGroup)).toEqual(["Order #8002", "Order #8001"]);
    // 25 minutes: past the default 20, so it says Late.
    expect(within(newGroup).getByText("Late")).toBeInTheDocument();
  });

  it("folds completed orders away until Done today is opened", async () => {
    const user = userEvent.setup();
    await showBoard();
    expect(screen.queryByRole("article", { name: "Order #8005" })).not.toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Done today (1)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("article", { name: "Order #8005" })).toBeInTheDocument();
  });

  it("counts on every chip what it would show", async () => {
    await showBoard();
    const statuses = within(screen.getByRole("group", { name: "Statuses" }));
    expect(statuses.getByRole("button", { name: "All Statuses 5" })).toBeInTheDocument();
    expect(statuses.getByRole("button", { name: "New 2" })).toBeInTheDocument();
    expect(statuses.getByRole("button", { name: "Completed 1" })).toBeInTheDocument();
    const platforms = within(screen.getByRole("group", { name: "Platforms" }));
    expect(platforms.getByRole("button", { name: "Uber Eats 5" })).toBeInTheDocument();
    expect(platforms.getByRole("button", { name: "DoorDash 0" })).toBeInTheDocument();
  });

  it("folds the filters behind a toggle that says how many are on", async () => {
    const user = userEvent.setup();
    await showBoard();
    const toggle = screen.getByRole("button", { name: "Filters" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "Uber Eats 5" }));
    expect(screen.getByRole("button", { name: "Filters 1 filter on" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});

describe("completing an order in its dialog", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the change while the dialog stays open, then closes it a second later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const completed = toOrderJson({ ...kitchenOrder, status: "completed" });
    stubFetch({
      "GET /api/orders": { body: [toOrderJson(kitchenOrder)] },
      "PUT /api/orders/ord_kitchen": { body: { ...completed, undo: { eventId: 7, until: "" } } },
    });
    renderWithApp(
      <OrderSelectionProvider>
        <OrdersDashboard user={buildCurrentUser()} />
      </OrderSelectionProvider>,
    );
    await user.click(await screen.findByRole("button", { name: "#7001" }));
    const dialog = await screen.findByRole("dialog", { name: "Order #7001" });
    await user.click(within(dialog).getByRole("button", { name: "Completed" }));
    await screen.findByText("Order #7001 is now Completed");
    expect(screen.getByRole("dialog", { name: "Order #7001" })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_COMPLETE_MS));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Order #7001" })).not.toBeInTheDocument(),
    );
  });
});

describe("the order dialog from the keyboard", () => {
  it("opens with Enter on the card and gives the focus back to the card when closed", async () => {
    const user = userEvent.setup();
    await showDashboard([kitchenOrder]);
    const cardButton = screen.getByRole("button", { name: "#7001" });
    cardButton.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Order #7001" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cardButton).toHaveFocus();
  });
});
