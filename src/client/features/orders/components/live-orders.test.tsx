import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/client/components/ui/toaster";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { updateDeviceSettings } from "@/client/lib/device-settings";
import { PRINTERS_KEY } from "@/client/lib/printers-query";
import { createQueryClient } from "@/client/lib/query-client";
import { playSound } from "@/client/lib/sound";
import { type UseRealtimeOptions, useRealtime } from "@/client/lib/use-realtime";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { ORDERS_KEY } from "../api/get-orders";
import { REMINDERS_KEY, resetNewOrderAlerts } from "../hooks/new-order-alerts";
import { OrderSelectionProvider } from "../hooks/use-order-selection";
import { printOrder } from "../print/print-order";
import { buildOrder } from "../test/order-fixture";
import { LiveOrders } from "./live-orders";

vi.mock("@/client/lib/use-realtime", () => ({ useRealtime: vi.fn(() => "open") }));
vi.mock("../print/print-order", () => ({ printOrder: vi.fn(async () => {}) }));
vi.mock("@/client/lib/sound", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/client/lib/sound")>()),
  playSound: vi.fn(),
}));

const order = buildOrder({ id: "ord_new", orderNumber: "7001", status: "new" });
const newOrder = { type: "NEW_ORDER", order: { id: order.id, orderNumber: "7001", status: "new" } };

beforeEach(() => {
  vi.mocked(playSound).mockClear();
  vi.mocked(printOrder).mockClear();
  // GET /api/orders answers with the new order in the list.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify([toOrderJson(order)]), { status: 200 })),
  );
});
afterEach(() => {
  act(() => resetNewOrderAlerts());
  vi.unstubAllGlobals();
});

type AnnouncedOrder = { id: string; orderNumber: string; status: string };
type Message = {
  type: "NEW_ORDER" | "ORDER_UPDATED" | "ORDER_PLATFORM_UPDATED";
  order: AnnouncedOrder;
};

function showLiveOrders() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, {
    restaurant: { id: "r1", name: "Luigi's Trattoria", timezone: "America/Chicago" },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <OrderSelectionProvider>
        <LiveOrders onSessionLost={() => {}} />
      </OrderSelectionProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  const options = vi.mocked(useRealtime).mock.lastCall?.[0] as UseRealtimeOptions;
  const send = (message: Message) => act(() => options.onMessage?.(message as never));
  // Resolves once the list has been loaded `count` times in all.
  const loaded = (count: number) =>
    waitFor(() => expect(queryClient.getQueryState(ORDERS_KEY)?.dataUpdateCount).toBe(count));
  return { announce: () => send(newOrder as Message), send, loaded, queryClient };
}

/**
 * Answers GET /api/orders with `orders` and counts its loads; the restaurant's settings
 * (for the countdown) are not found, so their defaults stand.
 */
function serveOrders(...orders: Order[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input).startsWith("/api/orders")
      ? new Response(JSON.stringify(orders.map(toOrderJson)), { status: 200 })
      : new Response("", { status: 404 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return {
    ordersLoads: () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith("/api/orders")).length,
  };
}

const alertRegion = () => screen.queryByRole("region", { name: "New order #7001" });

describe("LiveOrders follows this device's Settings", () => {
  it("shows the new-order toast while pop-ups are on", async () => {
    const { announce } = showLiveOrders();
    await announce();
    await waitFor(() => expect(alertRegion()).toBeInTheDocument());
  });

  it("shows no toast when pop-ups are off, but still chimes for the new order", async () => {
    updateDeviceSettings({ showPopups: false });
    const { announce } = showLiveOrders();
    await announce();
    await waitFor(() => expect(playSound).toHaveBeenCalledWith("new", 0.5));
    expect(alertRegion()).not.toBeInTheDocument();
    expect(printOrder).not.toHaveBeenCalled();
  });

  it("prints a new order once, however often it is announced, when auto-print is on", async () => {
    updateDeviceSettings({ autoPrint: true, showPopups: false });
    const { announce } = showLiveOrders();
    await announce();
    await announce();
    // The chime marks each announcement handled (pop-ups are off).
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(2));
    // The kitchen ticket, on this device's paper.
    expect(printOrder).toHaveBeenCalledExactlyOnceWith({
      order,
      layout: "ticket",
      paper: "80mm",
      restaurantName: "Luigi's Trattoria",
      timeZone: "America/Chicago",
    });
    expect(await screen.findByText("Printing order #7001")).toBeInTheDocument();
  });
});

describe("LiveOrders and orders held for later or changed on their platform", () => {
  const scheduled = buildOrder({ id: "ord_later", orderNumber: "7002", status: "scheduled" });
  const scheduledMessage: Message = {
    type: "NEW_ORDER",
    order: { id: scheduled.id, orderNumber: "7002", status: "scheduled" },
  };

  it("reloads the list and says 'Order Updated' when a platform changed an order", async () => {
    const { ordersLoads } = serveOrders(order);
    const { send, loaded } = showLiveOrders();
    await loaded(1);
    await send({ type: "ORDER_UPDATED", order: newOrder.order });
    expect(await screen.findByText("Order Updated")).toBeInTheDocument();
    expect(screen.getByText("Order #7001 was changed on its platform")).toBeInTheDocument();
    expect(ordersLoads()).toBe(2);
    expect(alertRegion()).not.toBeInTheDocument();
  });

  it("reloads the list quietly when what the platform was told changed", async () => {
    const accepted = buildOrder({ id: "ord_accepted", orderNumber: "7004", status: "new" });
    const { ordersLoads } = serveOrders(order, accepted);
    const { send, announce, loaded } = showLiveOrders();
    await loaded(1);
    await send({
      type: "ORDER_PLATFORM_UPDATED",
      order: { id: accepted.id, orderNumber: "7004", status: "new" },
    });
    await loaded(2);
    expect(ordersLoads()).toBe(2);
    // A kitchen order announced next gives a visible state to wait for; it is the only toast.
    await announce();
    await waitFor(() => expect(alertRegion()).toBeInTheDocument());
    expect(screen.queryByRole("region", { name: "New order #7004" })).not.toBeInTheDocument();
    expect(screen.queryByText("Order Updated")).not.toBeInTheDocument();
  });

  it("lists a scheduled order quietly: a reload, but no new-order toast", async () => {
    const { ordersLoads } = serveOrders(order, scheduled);
    const { send, announce, loaded } = showLiveOrders();
    await loaded(1);
    await send(scheduledMessage);
    await loaded(2);
    expect(ordersLoads()).toBe(2);
    // Its reload is done, so any toast for it would be up by now; a kitchen order announced
    // next gives a visible state to wait for.
    await announce();
    await waitFor(() => expect(alertRegion()).toBeInTheDocument());
    expect(screen.queryByRole("region", { name: "New order #7002" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("region", { name: /^New order #/ })).toHaveLength(1);
  });

  it("does not chime or print for a scheduled order when pop-ups are off", async () => {
    updateDeviceSettings({ showPopups: false, autoPrint: true });
    const { ordersLoads } = serveOrders(order, scheduled);
    const { send, announce, loaded } = showLiveOrders();
    await loaded(1);
    await send(scheduledMessage);
    await loaded(2);
    expect(ordersLoads()).toBe(2);
    await announce();
    // The kitchen's order chimes and prints; the scheduled one did neither.
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(1));
    expect(printOrder).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ order }));
  });
});

describe("LiveOrders keeps one stack of new orders", () => {
  const second = buildOrder({ id: "ord_second", orderNumber: "7005", status: "new" });
  const third = buildOrder({ id: "ord_third", orderNumber: "7006", status: "new" });
  const message = (announced: Order): Message => ({
    type: "NEW_ORDER",
    order: { id: announced.id, orderNumber: announced.orderNumber, status: "new" },
  });

  it("draws only the newest, with how many new orders are waiting", async () => {
    serveOrders(order, second, third);
    const { send, loaded } = showLiveOrders();
    await loaded(1);
    await send(message(order));
    await send(message(second));
    await send(message(third));
    const newest = await screen.findByRole("region", { name: "New order #7006" });
    expect(screen.getAllByRole("region", { name: /^New order #/ })).toHaveLength(1);
    expect(within(newest).getByText("3 new orders")).toBeInTheDocument();

    // Closing it shows the one before, until every one has been seen.
    act(() => within(newest).getByRole("button", { name: "Close" }).click());
    const previous = await screen.findByRole("region", { name: "New order #7005" });
    expect(within(previous).getByText("2 new orders")).toBeInTheDocument();
    act(() => within(previous).getByRole("button", { name: "Dismiss all" }).click());
    expect(screen.queryAllByRole("region", { name: /^New order #/ })).toHaveLength(0);
  });
});

describe("'Remind Later'", () => {
  afterEach(() => vi.useRealTimers());

  async function putAway(minutes: 2 | 5 | 10) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveOrders(order);
    const { announce, loaded } = showLiveOrders();
    await loaded(1);
    await announce();
    const toast = await screen.findByRole("region", { name: "New order #7001" });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(toast).getByRole("button", { name: "Remind Later" }));
    await user.click(await screen.findByRole("menuitem", { name: `${minutes} minutes` }));
    expect(alertRegion()).not.toBeInTheDocument();
  }

  it("offers 2, 5 or 10 minutes and brings the toast back after the one chosen", async () => {
    await putAway(5);
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000 + 50_000));
    expect(alertRegion()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(alertRegion()).toBeInTheDocument();
  });

  it("keeps the reminder in this browser, so a reload does not lose it", async () => {
    await putAway(2);
    const [reminder] = JSON.parse(localStorage.getItem(REMINDERS_KEY) ?? "[]");
    expect(reminder).toMatchObject({ orderId: "ord_new" });
    expect(reminder.remindAt - Date.now()).toBeGreaterThan(110_000);
    // A new page: nothing in memory, the reminder read back from storage.
    cleanup();
    act(() => resetNewOrderAlerts());
    showLiveOrders();
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(await screen.findByRole("region", { name: "New order #7001" })).toBeInTheDocument();
    expect(localStorage.getItem(REMINDERS_KEY)).toBeNull();
  });

  it("drops the reminder quietly for an order that moved on meanwhile", async () => {
    await putAway(2);
    serveOrders({ ...order, status: "preparing" });
    cleanup();
    act(() => resetNewOrderAlerts());
    const { loaded } = showLiveOrders();
    await loaded(1);
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000 + 1_000));
    expect(alertRegion()).not.toBeInTheDocument();
    expect(localStorage.getItem(REMINDERS_KEY)).toBeNull();
  });
});

describe("LiveOrders and what OrderDock did by itself", () => {
  it("says what it did in a toast when the store changed on its own, and nothing for staff's changes", async () => {
    showLiveOrders();
    const options = vi.mocked(useRealtime).mock.lastCall?.[0] as UseRealtimeOptions;
    act(() => options.onStoreChanged?.());
    expect(screen.queryByText("Store status changed")).not.toBeInTheDocument();
    const notice = "Orders paused on Uber Eats and DoorDash: 95 min of work in the kitchen";
    act(() => options.onStoreChanged?.(notice));
    expect(await screen.findByText("Store status changed")).toBeInTheDocument();
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it("reloads the printers when one went offline or came back, or its jobs changed", () => {
    const { queryClient } = showLiveOrders();
    queryClient.setQueryData(PRINTERS_KEY, { printers: [], stations: [], backlogMinutes: 15 });
    const options = vi.mocked(useRealtime).mock.lastCall?.[0] as UseRealtimeOptions;
    expect(queryClient.getQueryState(PRINTERS_KEY)?.isInvalidated).toBe(false);
    act(() => options.onPrintersChanged?.());
    expect(queryClient.getQueryState(PRINTERS_KEY)?.isInvalidated).toBe(true);
  });
});
