import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { setLocationView } from "@/client/lib/location-view";
import { createQueryClient } from "@/client/lib/query-client";
import { buildCurrentUser } from "@/client/test/current-user";
import { type StubRequest, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { CurrentUser } from "@/domain/api/auth";
import { LOCATION_HEADER } from "@/domain/api/locations";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { OrderSelectionProvider } from "../hooks/use-order-selection";
import { BRAND, buildKitchenOwner, KITCHEN } from "../test/brand-fixture";
import { buildOrder } from "../test/order-fixture";
import { OrdersDashboard } from "./orders-dashboard";

afterEach(() => {
  vi.unstubAllGlobals();
});

const wingsOrder = buildOrder({
  id: "ord_wings",
  orderNumber: "8001",
  status: "preparing",
  locationId: BRAND.id,
});
const ownOrder = buildOrder({
  id: "ord_own",
  orderNumber: "8002",
  status: "preparing",
  locationId: KITCHEN.id,
});

/** The kitchen's dashboard, its orders and its brand's, with the signed-in user cached. */
function showDashboard(user: CurrentUser = buildKitchenOwner(), orders = [wingsOrder, ownOrder]) {
  const ready = (order: Order) => ({
    body: { ...toOrderJson({ ...order, status: "ready" }), undo: null },
  });
  const stub = stubFetch({
    "GET /api/orders": { body: orders.map(toOrderJson) },
    ...Object.fromEntries(orders.map((order) => [`PUT /api/orders/${order.id}`, ready(order)])),
    [`GET /api/orders/${wingsOrder.id}/history`]: { body: { entries: [] } },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  renderWithApp(
    <OrderSelectionProvider>
      <OrdersDashboard user={user} />
    </OrderSelectionProvider>,
    queryClient,
  );
  const callsTo = (method: string, path: string): StubRequest[] =>
    stub.calls.filter((call) => call.url.pathname === path && call.method === method);
  return { callsTo };
}

describe("a kitchen's dashboard with its brand's orders", () => {
  it("names the brand each order is sold under on its card", async () => {
    showDashboard();
    const wings = await screen.findByRole("article", { name: "Order #8001, Midnight Wings" });
    expect(within(wings).getByText("Midnight Wings")).toBeVisible();
    expect(within(wings).getByText("Brand:")).toBeInTheDocument();
    // The kitchen's own orders are named by its own name, so no bag goes out unlabelled.
    const own = screen.getByRole("article", { name: "Order #8002, Luigi's Trattoria" });
    expect(within(own).getByText("Luigi's Trattoria")).toBeVisible();
    expect(within(own).queryByText("Midnight Wings")).not.toBeInTheDocument();
  });

  it("acts on a brand's order at the brand, and on its own orders as before", async () => {
    const user = userEvent.setup();
    const { callsTo } = showDashboard();
    const wings = await screen.findByRole("article", { name: "Order #8001, Midnight Wings" });
    await user.click(within(wings).getByRole("button", { name: "Mark Ready" }));
    const own = screen.getByRole("article", { name: "Order #8002, Luigi's Trattoria" });
    await user.click(within(own).getByRole("button", { name: "Mark Ready" }));

    await waitFor(() => expect(callsTo("PUT", `/api/orders/${ownOrder.id}`)).toHaveLength(1));
    expect(callsTo("PUT", `/api/orders/${wingsOrder.id}`)[0]?.headers[LOCATION_HEADER]).toBe(
      BRAND.id,
    );
    expect(callsTo("PUT", `/api/orders/${ownOrder.id}`)[0]?.headers).not.toHaveProperty(
      LOCATION_HEADER,
    );
  });

  it("names the brand in the order's dialog and reads its history at the brand", async () => {
    const user = userEvent.setup();
    const { callsTo } = showDashboard();
    await user.click(await screen.findByRole("button", { name: "#8001" }));
    const dialog = await screen.findByRole("dialog", { name: "Order #8001" });
    expect(within(dialog).getByText("Midnight Wings")).toBeVisible();
    await waitFor(() =>
      expect(callsTo("GET", `/api/orders/${wingsOrder.id}/history`)).toHaveLength(1),
    );
    expect(
      callsTo("GET", `/api/orders/${wingsOrder.id}/history`)[0]?.headers[LOCATION_HEADER],
    ).toBe(BRAND.id);
  });

  it("names the kitchen and the brand on All locations, and acts at the brand", async () => {
    const user = userEvent.setup();
    setLocationView("all");
    const { callsTo } = showDashboard();
    const wings = await screen.findByRole("article", {
      name: "Order #8001, Midnight Wings at Luigi's Trattoria",
    });
    expect(within(wings).getByText("Luigi's Trattoria")).toBeVisible();
    expect(within(wings).getByText("Midnight Wings")).toBeVisible();
    // The kitchen's own order: its location is named once, not again as its brand.
    expect(screen.getByRole("article", { name: "Order #8002 at Luigi's Trattoria" })).toBeVisible();
    await user.click(within(wings).getByRole("button", { name: "Mark Ready" }));

    await waitFor(() => expect(callsTo("PUT", `/api/orders/${wingsOrder.id}`)).toHaveLength(1));
    expect(callsTo("PUT", `/api/orders/${wingsOrder.id}`)[0]?.headers[LOCATION_HEADER]).toBe(
      BRAND.id,
    );
  });
});

describe("a restaurant with one location and no brands", () => {
  it("shows no brand and names no location in its calls", async () => {
    const user = userEvent.setup();
    const { callsTo } = showDashboard(
      buildCurrentUser({ restaurant: KITCHEN, locations: [KITCHEN] }),
      [ownOrder],
    );
    const card = await screen.findByRole("article", { name: "Order #8002" });
    expect(within(card).queryByText("Luigi's Trattoria")).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Mark Ready" }));

    await waitFor(() => expect(callsTo("PUT", `/api/orders/${ownOrder.id}`)).toHaveLength(1));
    expect(callsTo("PUT", `/api/orders/${ownOrder.id}`)[0]?.headers).not.toHaveProperty(
      LOCATION_HEADER,
    );
  });
});
