import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { playSound } from "@/client/lib/sound";
import type { Order } from "@/domain/order";
import { buildOrder } from "../test/order-fixture";
import { NewOrderAlert } from "./new-order-alert";

vi.mock("@/client/lib/sound", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/client/lib/sound")>()),
  playSound: vi.fn(),
}));

const order = buildOrder({ orderNumber: "7001" });

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(playSound).mockClear();
});
afterEach(() => vi.useRealTimers());

function showAlert(variant: "toast" | "popup", compact?: boolean, shown: Order = order) {
  const onDismiss = vi.fn();
  render(
    <NewOrderAlert
      order={shown}
      variant={variant}
      compact={compact}
      onView={vi.fn()}
      onDismiss={onDismiss}
    />,
  );
  return onDismiss;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("the new-order toast's timing", () => {
  it("chimes once at about 300 ms at volume 0.5, pulses again silently at 5 s, and goes at 20 s", () => {
    const onDismiss = showAlert("toast");
    expect(screen.getByRole("heading", { name: "New Order Received!" })).toBeInTheDocument();
    advance(299);
    expect(playSound).not.toHaveBeenCalled();
    advance(1);
    expect(playSound).toHaveBeenCalledExactlyOnceWith("new", 0.5);
    advance(5_000);
    expect(playSound).toHaveBeenCalledTimes(1);
    advance(20_000 - 5_300 - 1);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("the phone popup goes at 10 s", () => {
    const onDismiss = showAlert("popup");
    expect(screen.getByRole("button", { name: "View" })).toBeInTheDocument();
    advance(9_999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("an older toast drawn in the popup's form keeps the toast's 20 s", () => {
    const onDismiss = showAlert("toast", true);
    expect(screen.queryByRole("button", { name: "View & Accept" })).toBeNull();
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(10_000);
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe("the new-order toast's total is in the order's currency", () => {
  // One A$13.99 item, A$1.40 tax and a A$1.60 delivery fee.
  const aud = buildOrder({
    orderNumber: "7002",
    currency: "AUD",
    tax: 140,
    deliveryFee: 160,
    items: [{ name: "Pad Thai", quantity: 1, price: 1399, modifiers: [] }],
  });

  it("shows an Australian order's total in Australian dollars", () => {
    showAlert("toast", false, aud);
    const toast = screen.getByRole("region", { name: "New order #7002" });
    expect(within(toast).getByText("A$16.99")).toBeInTheDocument();
  });

  it("shows it in the one-line popup too", () => {
    showAlert("popup", undefined, aud);
    expect(screen.getByText("#7002 · Maria Lopez · A$16.99")).toBeInTheDocument();
  });
});

describe("the new-order toast's countdown to the platform's deadline", () => {
  // Fake timers start at the real clock; the deadline is set from it.
  const waitingFor = (seconds: number) =>
    buildOrder({
      orderNumber: "7003",
      platform: "ubereats",
      status: "new",
      platformLink: {
        acceptBy: new Date(Date.now() + seconds * 1000).toISOString(),
        acceptedAt: null,
        prepMinutes: null,
        readyAt: null,
        call: null,
      },
    });

  it("counts down in the toast, second by second", () => {
    showAlert("toast", false, waitingFor(11 * 60 + 30));
    const timer = within(screen.getByRole("region", { name: "New order #7003" })).getByRole(
      "timer",
    );
    expect(timer).toHaveTextContent(/^Accept within 11:30$/);
    advance(1_000);
    expect(timer).toHaveTextContent(/^Accept within 11:29$/);
  });

  it("counts down in the one-line popup too, red near the deadline", () => {
    showAlert("popup", undefined, waitingFor(90));
    const timer = screen.getByRole("timer");
    expect(timer).toHaveTextContent(/^Urgent: Accept within 1:30$/);
    expect(timer).toHaveAttribute("data-urgent", "true");
  });

  it("shows none for an order the platform does not wait on", () => {
    showAlert("toast");
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });
});

describe("the new-order toast in the stack", () => {
  function showInStack(waitingCount: number) {
    const onDismiss = vi.fn();
    const onDismissAll = vi.fn();
    const onRemindLater = vi.fn();
    render(
      <NewOrderAlert
        order={order}
        variant="toast"
        waitingCount={waitingCount}
        onView={vi.fn()}
        onDismiss={onDismiss}
        onDismissAll={onDismissAll}
        onRemindLater={onRemindLater}
      />,
    );
    return { onDismiss, onDismissAll, onRemindLater };
  }

  it("says how many new orders are waiting, and puts them all away", () => {
    const { onDismissAll } = showInStack(3);
    expect(screen.getByText("3 new orders")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Dismiss all" }).click());
    expect(onDismissAll).toHaveBeenCalledOnce();
  });

  it("says nothing of a count when it is the only one", () => {
    showInStack(1);
    expect(screen.queryByText(/new order(s)?$/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Dismiss all" })).not.toBeInTheDocument();
  });

  it("asks when to remind, and stays while staff choose", async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onDismiss, onRemindLater } = showInStack(1);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Remind Later" }));
    const choices = await screen.findAllByRole("menuitem");
    expect(choices.map((choice) => choice.textContent)).toEqual([
      "2 minutes",
      "5 minutes",
      "10 minutes",
    ]);
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByRole("menuitem", { name: "5 minutes" }));
    expect(onRemindLater).toHaveBeenCalledExactlyOnceWith(5);
  });
});

describe("the new-order alert of a brand the kitchen cooks", () => {
  const showBrand = (variant: "toast" | "popup") =>
    render(
      <NewOrderAlert
        order={order}
        variant={variant}
        brand="Midnight Wings"
        onView={vi.fn()}
        onDismiss={vi.fn()}
      />,
    );

  it("names the brand in the toast", () => {
    showBrand("toast");
    const alert = screen.getByRole("region", { name: "New order #7001, Midnight Wings" });
    expect(within(alert).getByText("Midnight Wings")).toBeVisible();
  });

  it("names the brand in the phone's popup", () => {
    showBrand("popup");
    const alert = screen.getByRole("region", { name: "New order #7001, Midnight Wings" });
    expect(within(alert).getByText("Midnight Wings")).toBeVisible();
  });
});
