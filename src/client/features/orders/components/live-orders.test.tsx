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
  return { announce: () => act(() => options.onMessage?.(newOrder as never)) };
}

const alertRegion = () => screen.queryByRole("region", { name: "New order #7001" });

describe("LiveOrders follows this device's Settings (issue 8)", () => {
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
    expect(printOrder).toHaveBeenCalledExactlyOnceWith({
      order,
      restaurantName: "Luigi's Trattoria",
      timeZone: "America/Chicago",
    });
    expect(await screen.findByText("Printing order #7001")).toBeInTheDocument();
  });
});
