import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { updateDeviceSettings } from "@/client/lib/device-settings";
import { createQueryClient } from "@/client/lib/query-client";
import { type UseRealtimeOptions, useRealtime } from "@/client/lib/use-realtime";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { resetNewOrderAlerts } from "../hooks/new-order-alerts";
import { OrderSelectionProvider } from "../hooks/use-order-selection";
import { printOrder } from "../print/print-order";
import { BRAND, buildKitchenOwner, HARBOUR } from "../test/brand-fixture";
import { buildOrder } from "../test/order-fixture";
import { LiveOrders } from "./live-orders";

vi.mock("@/client/lib/use-realtime", () => ({ useRealtime: vi.fn(() => "open") }));
vi.mock("../print/print-order", () => ({ printOrder: vi.fn(async () => {}) }));

afterEach(() => {
  act(() => resetNewOrderAlerts());
  vi.mocked(printOrder).mockClear();
  vi.unstubAllGlobals();
});

const wingsOrder = buildOrder({
  id: "ord_wings",
  orderNumber: "123",
  platform: "ubereats",
  status: "new",
  locationId: BRAND.id,
});
const harbourOrder = buildOrder({
  id: "ord_harbour",
  orderNumber: "124",
  status: "new",
  locationId: HARBOUR.id,
});

/** The kitchen's live feed, its brand's orders among its own. */
function showLiveOrders(orders: Order[]) {
  stubFetch({ "GET /api/orders": { body: orders.map(toOrderJson) } });
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, buildKitchenOwner());
  renderWithApp(
    <OrderSelectionProvider>
      <LiveOrders onSessionLost={() => {}} />
    </OrderSelectionProvider>,
    queryClient,
  );
  const feed = () => vi.mocked(useRealtime).mock.lastCall?.[0] as UseRealtimeOptions;
  return (announced: Order) =>
    act(() =>
      feed().onMessage?.({
        type: "NEW_ORDER",
        order: { id: announced.id, orderNumber: announced.orderNumber, status: "new" },
      }),
    );
}

describe("a new order of a brand the kitchen cooks", () => {
  it("is announced with its brand", async () => {
    const announce = showLiveOrders([wingsOrder]);
    await announce(wingsOrder);
    const alert = await screen.findByRole("region", { name: "New order #123, Midnight Wings" });
    expect(within(alert).getByText("Midnight Wings")).toBeVisible();
    expect(within(alert).getByText("Uber Eats · #123")).toBeVisible();
  });

  it("prints by itself at the kitchen, its ticket naming the brand", async () => {
    updateDeviceSettings({ autoPrint: true });
    const announce = showLiveOrders([wingsOrder, harbourOrder]);
    await announce(wingsOrder);
    await screen.findByRole("region", { name: "New order #123, Midnight Wings" });
    expect(printOrder).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        order: expect.objectContaining({ id: wingsOrder.id }),
        brand: BRAND.name,
        restaurantName: BRAND.name,
      }),
    );
    // Another location's order is that location's to print.
    await announce(harbourOrder);
    await screen.findByRole("region", { name: "New order #124" });
    expect(printOrder).toHaveBeenCalledOnce();
  });
});
