import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Order } from "@/domain/order";
import type { PlatformLink } from "@/domain/platform-actions";
import { buildOrder } from "../test/order-fixture";
import { OrderCard } from "./order-card";

// 23:05 UTC on Nov 20 is 5:05 PM in Chicago; 6.4 hours later it is still Nov 20 there.
const order = buildOrder({ created: "2026-11-20T23:05:00.000Z" });
const now = Date.parse("2026-11-21T05:30:00.000Z");

type ShowCardOptions = {
  order?: Order;
  now?: number;
  timeZone?: string;
  deadlineWarningMinutes?: number;
};

function showCard({
  order: shown = order,
  now: at,
  timeZone = "America/Chicago",
  deadlineWarningMinutes = 2,
}: ShowCardOptions = {}) {
  const onAnswer = vi.fn();
  const onRetry = vi.fn();
  // The card reads the time from its own clock.
  if (at !== undefined) vi.useFakeTimers({ now: at, shouldAdvanceTime: true });
  renderWithApp(
    <OrderCard
      order={shown}
      timeZone={timeZone}
      isSelected={false}
      onOpen={vi.fn()}
      onChangeStatus={vi.fn()}
      onPrint={vi.fn()}
      onAnswer={onAnswer}
      onRetry={onRetry}
      deadlineWarningMinutes={deadlineWarningMinutes}
    />,
  );
  return { onAnswer, onRetry };
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

afterEach(() => vi.useRealTimers());

describe("an ended order's time uses the restaurant's timezone", () => {
  const completed = { ...order, status: "completed" as const };

  it("says 'Today' for an evening order in Chicago", () => {
    showCard({ order: completed, now, timeZone: "America/Chicago" });
    expect(screen.getByText("Today at 5:05 PM")).toBeInTheDocument();
  });

  it("says 'Yesterday' for the same moment in UTC", () => {
    showCard({ order: completed, now, timeZone: "UTC" });
    expect(screen.getByText("Yesterday at 11:05 PM")).toBeInTheDocument();
  });
});

describe("an open order's age", () => {
  const placed = Date.parse("2026-11-20T18:00:00.000Z");
  const waiting = buildOrder({ status: "new", created: new Date(placed).toISOString() });
  const minutes = (count: number) => placed + count * 60_000;

  it("reads in minutes, quietly, while it is fresh", () => {
    showCard({ order: waiting, now: minutes(9) });
    expect(screen.getByText("9 min")).toBeInTheDocument();
    expect(screen.queryByText("Late")).not.toBeInTheDocument();
    expect(screen.queryByText(", getting late")).not.toBeInTheDocument();
  });

  it("turns amber, with words for those who cannot see it, at the warning threshold", () => {
    showCard({ order: waiting, now: minutes(10) });
    expect(screen.getByText("10 min").parentElement).toHaveClass("text-amber-800");
    expect(screen.getByText(", getting late")).toBeInTheDocument();
  });

  it("turns red and says Late at the late threshold", () => {
    showCard({ order: waiting, now: minutes(20) });
    expect(screen.getByText("20 min").parentElement).toHaveClass("text-red-700");
    expect(screen.getByText("Late")).toBeInTheDocument();
  });

  it("follows the thresholds Settings give", () => {
    vi.useFakeTimers({ now: minutes(6), shouldAdvanceTime: true });
    renderWithApp(
      <OrderCard
        order={waiting}
        ageThresholds={{ warningMinutes: 3, lateMinutes: 5 }}
        isSelected={false}
        onOpen={vi.fn()}
        onChangeStatus={vi.fn()}
        onPrint={vi.fn()}
        onAnswer={vi.fn()}
        onRetry={vi.fn()}
        deadlineWarningMinutes={2}
      />,
    );
    expect(screen.getByText("Late")).toBeInTheDocument();
  });

  it("moves on every 30 seconds by itself", async () => {
    showCard({ order: waiting, now: minutes(9) + 45_000 });
    expect(screen.getByText("9 min")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText("10 min")).toBeInTheDocument();
    expect(screen.getByText(", getting late")).toBeInTheDocument();
  });

  it("counts a scheduled order's wait from when it reached the kitchen", () => {
    const released = buildOrder({
      status: "new",
      created: new Date(placed).toISOString(),
      dueAt: new Date(minutes(300)).toISOString(),
    });
    showCard({ order: released, now: minutes(304) });
    expect(screen.getByText("4 min")).toBeInTheDocument();
  });
});

describe("a long order number", () => {
  it("is set smaller and may break, so it never runs under the status badge", () => {
    showCard({ order: buildOrder({ orderNumber: "604721063804098", platform: "grubhub" }) });
    expect(screen.getByRole("heading", { name: "#604721063804098" })).toHaveClass(
      "[overflow-wrap:anywhere]",
    );
  });

  it("keeps a short one whole, and the platform's name untruncated", () => {
    showCard({ order: buildOrder({ orderNumber: "W-1011", platform: "woocommerce" }) });
    expect(screen.getByRole("heading", { name: "#W-1011" })).toHaveClass("whitespace-nowrap");
    expect(screen.getByText("WooCommerce")).not.toHaveClass("truncate");
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
    expect(screen.queryByText(/^86'd/)).not.toBeInTheDocument();
  });

  it("says 'Check on Uber Eats' when there is something OrderDock could not read", () => {
    showCard({ order: buildOrder({ checkNotes: ["An option could not be read"] }) });
    expect(screen.getByText("Check on Uber Eats")).toBeInTheDocument();
  });

  it("flags the items that were 86'd on the menu when the order arrived", () => {
    showCard({ order: buildOrder({ unavailableItems: ["Truffle Fries", "Oat milk"] }) });
    expect(screen.getByText("86'd: Truffle Fries, Oat milk")).toBeInTheDocument();
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
    showCard({ order: buildOrder({ status: "new", platform: "website" }) });
    expect(screen.getByRole("button", { name: "Mark Preparing" })).toBeInTheDocument();
  });

  it("gives way to Accept while the platform waits; the menu still sets Preparing", async () => {
    showCard({ order: buildOrder({ status: "new", platform: "ubereats" }) });
    expect(screen.getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark Preparing" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "More actions for order #1042" }));
    expect(await screen.findByRole("menuitem", { name: "Set Preparing" })).toBeEnabled();
  });

  it.each(["scheduled", "awaiting_payment"] as const)("is absent for a %s order", (status) => {
    showCard({ order: buildOrder({ status }) });
    expect(screen.queryByRole("button", { name: /^Mark / })).not.toBeInTheDocument();
    // The card still opens and prints.
    expect(screen.getByRole("button", { name: "Print order #1042" })).toBeInTheDocument();
  });
});

/** A DoorDash order the platform waits on: it cancels it unless accepted in 6 minutes. */
function waitingOrder(link: Partial<PlatformLink> = {}, overrides: Partial<Order> = {}): Order {
  return buildOrder({
    platform: "doordash",
    status: "new",
    platformLink: {
      acceptBy: new Date(Date.now() + 6 * 60_000).toISOString(),
      acceptedAt: null,
      prepMinutes: null,
      readyAt: null,
      call: null,
      ...link,
    },
    ...overrides,
  });
}

describe("the card while the platform waits for an answer", () => {
  it("counts down to the platform's deadline", () => {
    showCard({ order: waitingOrder() });
    expect(screen.getByRole("timer")).toHaveTextContent(/^Accept within [56]:\d\d$/);
  });

  it("turns the countdown red in the last minutes Settings give", () => {
    showCard({ order: waitingOrder(), deadlineWarningMinutes: 7 });
    expect(screen.getByRole("timer")).toHaveAttribute("data-urgent", "true");
    expect(screen.getByRole("timer")).toHaveTextContent(/^Urgent: Accept within/);
  });

  it("offers Accept and Reject, each opening its dialog for the order", async () => {
    const user = userEvent.setup();
    const order = waitingOrder();
    const { onAnswer } = showCard({ order });
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(onAnswer).toHaveBeenLastCalledWith(order, "accept");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(onAnswer).toHaveBeenLastCalledWith(order, "reject");
  });

  it("shows neither countdown nor Accept once the order is accepted, but says so", () => {
    const accepted = waitingOrder({
      acceptedAt: "2026-11-21T05:20:00.000Z",
      prepMinutes: 20,
      readyAt: "2026-11-21T05:40:00.000Z",
      call: { id: "c1", action: "accept", state: "done", message: null, reference: null },
    });
    showCard({ order: accepted });
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    expect(screen.getByText("Accepted on DoorDash · ready 11:40 PM")).toBeInTheDocument();
  });

  it("offers no Accept for a website order, which needs none", () => {
    showCard({ order: buildOrder({ platform: "website", status: "new" }) });
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });
});

describe("the card's platform line", () => {
  const refused = waitingOrder({
    acceptedAt: "2026-11-21T05:20:00.000Z",
    call: {
      id: "c1",
      action: "accept",
      state: "failed",
      message: "Store is closed",
      reference: null,
    },
  });

  it("says in red what the platform refused, with Retry", async () => {
    const user = userEvent.setup();
    const { onRetry } = showCard({ order: refused });
    expect(screen.getByText("DoorDash refused: Store is closed")).toBeInTheDocument();
    const retry = screen.getByRole("button", { name: "Retry" });
    expect(retry).toHaveAccessibleDescription("DoorDash refused: Store is closed");
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledExactlyOnceWith(refused);
  });

  it("says 'Sending…' while a call is on its way, with no Retry", () => {
    showCard({
      order: waitingOrder({
        call: { id: "c1", action: "deny", state: "sending", message: null, reference: null },
      }),
    });
    expect(screen.getByText("Sending…")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });
});

describe("the card of a cancelled order", () => {
  it("says it was not accepted in time", () => {
    showCard({
      order: buildOrder({ status: "cancelled", statusNote: "Not accepted in time" }),
    });
    expect(screen.getByText("Not accepted in time")).toBeVisible();
  });
});

describe("the card menu's Cancel order", () => {
  it("opens the cancel dialog for an open order", async () => {
    const user = userEvent.setup();
    const open = buildOrder({ status: "preparing" });
    const { onAnswer } = showCard({ order: open });
    await user.click(screen.getByRole("button", { name: "More actions for order #1042" }));
    await user.click(await screen.findByRole("menuitem", { name: "Cancel order" }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(open, "cancel");
  });

  it("is not offered once the order is completed", async () => {
    const user = userEvent.setup();
    showCard({ order: buildOrder({ status: "completed" }) });
    await user.click(screen.getByRole("button", { name: "More actions for order #1042" }));
    await screen.findByRole("menu");
    expect(screen.queryByRole("menuitem", { name: "Cancel order" })).not.toBeInTheDocument();
  });
});

describe("the card menu from the keyboard", () => {
  it.each(["{Enter}", " ", "{ArrowDown}"])(
    "opens with %s, and Escape closes it back onto its button",
    async (key) => {
      const user = userEvent.setup();
      showCard({ order: buildOrder({ status: "preparing" }) });
      const button = screen.getByRole("button", { name: "More actions for order #1042" });
      expect(button).toHaveAttribute("aria-haspopup", "menu");
      button.focus();
      await user.keyboard(key);
      expect(await screen.findByRole("menuitem", { name: "Set Ready" })).toBeVisible();
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("menu")).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "More actions for order #1042" })).toHaveFocus();
    },
  );

  it("opens again after closing, with the pointer", async () => {
    const user = userEvent.setup();
    showCard({ order: buildOrder({ status: "preparing" }) });
    const more = () => screen.getByRole("button", { name: "More actions for order #1042" });
    await user.click(more());
    await screen.findByRole("menu");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await user.click(more());
    expect(await screen.findByRole("menuitem", { name: "Set Completed" })).toBeVisible();
  });
});
