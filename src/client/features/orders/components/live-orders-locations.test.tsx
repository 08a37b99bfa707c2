import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { updateDeviceSettings } from "@/client/lib/device-settings";
import { setLocationView } from "@/client/lib/location-view";
import { createQueryClient } from "@/client/lib/query-client";
import { type UseRealtimeOptions, useRealtime } from "@/client/lib/use-realtime";
import { buildCurrentUser, TEST_LOCATION, TEST_SECOND_LOCATION } from "@/client/test/current-user";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { resetNewOrderAlerts } from "../hooks/new-order-alerts";
import { OrderSelectionProvider } from "../hooks/use-order-selection";
import { printOrder } from "../print/print-order";
import { buildOrder } from "../test/order-fixture";
import { LiveOrders } from "./live-orders";

vi.mock("@/client/lib/use-realtime", () => ({ useRealtime: vi.fn(() => "open") }));
vi.mock("../print/print-order", () => ({ printOrder: vi.fn(async () => {}) }));

afterEach(() => {
  act(() => resetNewOrderAlerts());
  vi.mocked(printOrder).mockClear();
  vi.unstubAllGlobals();
});

const owner = buildCurrentUser({ locations: [TEST_LOCATION, TEST_SECOND_LOCATION] });
const hereOrder = buildOrder({
  id: "ord_here",
  orderNumber: "7001",
  status: "new",
  locationId: TEST_LOCATION.id,
});
const harbourOrder = buildOrder({
  id: "ord_harbour",
  orderNumber: "7002",
  status: "new",
  locationId: TEST_SECOND_LOCATION.id,
});

function showLiveOrders() {
  const { calls } = stubFetch({
    "GET /api/orders": { body: [hereOrder, harbourOrder].map(toOrderJson) },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, owner);
  renderWithApp(
    <OrderSelectionProvider>
      <LiveOrders onSessionLost={() => {}} />
    </OrderSelectionProvider>,
    queryClient,
  );
  const feed = () => vi.mocked(useRealtime).mock.lastCall?.[0] as UseRealtimeOptions;
  const announce = (announced: Order) =>
    act(() =>
      feed().onMessage?.({
        type: "NEW_ORDER",
        order: { id: announced.id, orderNumber: announced.orderNumber, status: "new" },
      }),
    );
  const orderReads = () => calls.filter((call) => call.url.pathname === "/api/orders");
  return { queryClient, feed, announce, orderReads };
}

describe("the live feed and the browser's location", () => {
  it("follows every location on the All locations dashboard's choice", async () => {
    setLocationView("all");
    const { feed, orderReads } = showLiveOrders();
    expect(feed().url).toMatch(/\/ws\?locations=all$/);
    await waitFor(() => expect(orderReads()).toHaveLength(1));
    expect(orderReads()[0]?.url.searchParams.get("locations")).toBe("all");
  });

  it("opens a new feed and forgets the new-order stack when the browser moves", async () => {
    const { queryClient, feed, announce } = showLiveOrders();
    expect(feed().url).toBeUndefined();
    const firstKey = feed().reconnectKey;
    await announce(hereOrder);
    expect(await screen.findByRole("region", { name: "New order #7001" })).toBeInTheDocument();

    act(() =>
      queryClient.setQueryData(CURRENT_USER_KEY, { ...owner, restaurant: TEST_SECOND_LOCATION }),
    );
    expect(feed().reconnectKey).not.toBe(firstKey);
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "New order #7001" })).not.toBeInTheDocument(),
    );
  });

  it("names the location of a new order, and prints only the browser's own", async () => {
    updateDeviceSettings({ autoPrint: true });
    setLocationView("all");
    const { announce, orderReads } = showLiveOrders();
    await waitFor(() => expect(orderReads()).toHaveLength(1));
    await announce(harbourOrder);
    const alert = await screen.findByRole("region", { name: "New order #7002" });
    expect(alert).toHaveTextContent("Luigi's Harbour");
    await announce(hereOrder);
    await screen.findByRole("region", { name: "New order #7001" });
    expect(printOrder).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ order: expect.objectContaining({ id: hereOrder.id }) }),
    );
  });
});
