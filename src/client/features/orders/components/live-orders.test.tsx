import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/client/components/ui/toaster";
import { resetToasts } from "@/client/hooks/use-toast";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { updateDeviceSettings } from "@/client/lib/device-settings";
import { createQueryClient } from "@/client/lib/query-client";
import { playSound } from "@/client/lib/sound";
import { type UseRealtimeOptions, useRealtime } from "@/client/lib/use-realtime";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { ORDERS_KEY } from "../api/get-orders";
import { OrderSelectionProvider } from "../hooks/use-order-selection";
import { buildOrder } from "../print/order-fixture";
import { printOrder } from "../print/print-order";
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
  act(() => resetToasts());
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
  return { announce: () => send(newOrder as Message), send, loaded };
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
