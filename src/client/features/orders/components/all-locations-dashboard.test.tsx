import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCATION_VIEW_KEY, setLocationView } from "@/client/lib/location-view";
import { buildCurrentUser, TEST_LOCATION, TEST_SECOND_LOCATION } from "@/client/test/current-user";
import {
  type StubReply,
  type StubRequest,
  type StubRoute,
  stubFetch,
} from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { CurrentUser } from "@/domain/api/auth";
import { LOCATION_HEADER } from "@/domain/api/locations";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { permissionsOf } from "@/domain/permissions";
import { OrderSelectionProvider } from "../hooks/use-order-selection";
import { buildOrder } from "../test/order-fixture";
import { OrdersDashboard } from "./orders-dashboard";

afterEach(() => {
  vi.unstubAllGlobals();
});

const HERE = TEST_LOCATION;
const HARBOUR = TEST_SECOND_LOCATION;
const hereOrder = buildOrder({
  id: "ord_here",
  orderNumber: "7001",
  status: "preparing",
  locationId: HERE.id,
});
const harbourOrder = buildOrder({
  id: "ord_harbour",
  orderNumber: "7002",
  status: "preparing",
  locationId: HARBOUR.id,
});
const owner = buildCurrentUser({ locations: [HERE, HARBOUR] });

type ShowOptions = { orders?: Order[]; routes?: Record<string, StubReply | StubRoute> };

function showDashboard(
  user: CurrentUser = owner,
  { orders = [hereOrder, harbourOrder], routes = {} }: ShowOptions = {},
) {
  const ready = (order: Order) => ({
    body: { ...toOrderJson({ ...order, status: "ready" }), undo: null },
  });
  const stub = stubFetch({
    "GET /api/orders": { body: orders.map(toOrderJson) },
    [`PUT /api/orders/${hereOrder.id}`]: ready(hereOrder),
    [`PUT /api/orders/${harbourOrder.id}`]: ready(harbourOrder),
    [`GET /api/orders/${harbourOrder.id}/history`]: { body: { entries: [] } },
    ...routes,
  });
  renderWithApp(
    <OrderSelectionProvider>
      <OrdersDashboard user={user} />
    </OrderSelectionProvider>,
  );
  const callsTo = (method: string, path: string): StubRequest[] =>
    stub.calls.filter((call) => call.method === method && call.url.pathname === path);
  return { ...stub, callsTo };
}

describe("the dashboard in All locations", () => {
  it("lists every location's orders, each card named by its location", async () => {
    setLocationView("all");
    const { callsTo } = showDashboard();
    const card = await screen.findByRole("article", { name: "Order #7002 at Luigi's Harbour" });
    expect(within(card).getByText("Luigi's Harbour")).toBeVisible();
    expect(screen.getByRole("article", { name: "Order #7001 at Luigi's Trattoria" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("All locations");
    expect(
      callsTo("GET", "/api/orders").map((call) => call.url.searchParams.get("locations")),
    ).toEqual(["all"]);
  });

  it("moves each card's order at the order's own location", async () => {
    const user = userEvent.setup();
    setLocationView("all");
    const { callsTo } = showDashboard();
    const harbourCard = await screen.findByRole("article", {
      name: "Order #7002 at Luigi's Harbour",
    });
    await user.click(within(harbourCard).getByRole("button", { name: "Mark Ready" }));
    const hereCard = screen.getByRole("article", { name: "Order #7001 at Luigi's Trattoria" });
    await user.click(within(hereCard).getByRole("button", { name: "Mark Ready" }));

    await waitFor(() => expect(callsTo("PUT", `/api/orders/${hereOrder.id}`)).toHaveLength(1));
    expect(callsTo("PUT", `/api/orders/${harbourOrder.id}`)[0]?.headers[LOCATION_HEADER]).toBe(
      HARBOUR.id,
    );
    expect(callsTo("PUT", `/api/orders/${hereOrder.id}`)[0]?.headers[LOCATION_HEADER]).toBe(
      HERE.id,
    );
  });

  it("names the location in the order's dialog and reads its history there", async () => {
    const user = userEvent.setup();
    setLocationView("all");
    const { callsTo } = showDashboard();
    await user.click(await screen.findByRole("button", { name: "#7002" }));
    const dialog = await screen.findByRole("dialog", { name: "Order #7002" });
    expect(within(dialog).getByText("Luigi's Harbour")).toBeVisible();
    await waitFor(() =>
      expect(callsTo("GET", `/api/orders/${harbourOrder.id}/history`)).toHaveLength(1),
    );
    expect(
      callsTo("GET", `/api/orders/${harbourOrder.id}/history`)[0]?.headers[LOCATION_HEADER],
    ).toBe(HARBOUR.id);
  });
});

describe("Accept on the All locations dashboard", () => {
  const waiting = buildOrder({
    id: "ord_waiting",
    orderNumber: "7003",
    platform: "ubereats",
    status: "new",
    locationId: HARBOUR.id,
    platformLink: {
      acceptBy: new Date(Date.now() + 10 * 60_000).toISOString(),
      acceptedAt: null,
      prepMinutes: null,
      readyAt: null,
      call: null,
    },
  });
  /** Each location's own preparation time, as its Settings say. */
  const settingsAt = ({ headers }: StubRequest) => ({
    body: {
      restaurant: {
        name: headers[LOCATION_HEADER] === HARBOUR.id ? HARBOUR.name : HERE.name,
        phone: "",
        address: "",
        timezone: "America/Chicago",
        prepMinutes: headers[LOCATION_HEADER] === HARBOUR.id ? 35 : 25,
      },
      orderHandling: { autoAcceptPlatforms: [], deadlineWarningMinutes: 5 },
    },
  });

  it("offers the order's location's preparation time, and accepts it there", async () => {
    const user = userEvent.setup();
    setLocationView("all");
    const { callsTo } = showDashboard(owner, {
      orders: [waiting],
      routes: {
        "GET /api/settings": settingsAt,
        [`POST /api/orders/${waiting.id}/accept`]: { body: toOrderJson(waiting) },
      },
    });
    const card = await screen.findByRole("article", { name: "Order #7003 at Luigi's Harbour" });
    await user.click(within(card).getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept order #7003" });
    expect(await within(dialog).findByRole("button", { name: "35 min (default)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));

    await waitFor(() =>
      expect(callsTo("POST", `/api/orders/${waiting.id}/accept`)).toHaveLength(1),
    );
    const [accepted] = callsTo("POST", `/api/orders/${waiting.id}/accept`);
    expect(accepted?.headers[LOCATION_HEADER]).toBe(HARBOUR.id);
    expect(accepted?.body).toEqual({ prepMinutes: 35 });
  });
});

describe("the dashboard of the browser's own location", () => {
  it("shows no location on the cards and names none in its calls, as before", async () => {
    const user = userEvent.setup();
    const { callsTo } = showDashboard();
    const card = await screen.findByRole("article", { name: "Order #7002" });
    expect(within(card).queryByText("Luigi's Harbour")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Orders Dashboard");
    await user.click(within(card).getByRole("button", { name: "Mark Ready" }));

    await waitFor(() => expect(callsTo("PUT", `/api/orders/${harbourOrder.id}`)).toHaveLength(1));
    expect(callsTo("PUT", `/api/orders/${harbourOrder.id}`)[0]?.headers).not.toHaveProperty(
      LOCATION_HEADER,
    );
    expect(callsTo("GET", "/api/orders")[0]?.url.searchParams.has("locations")).toBe(false);
  });

  it("is what a member of staff sees on a browser that remembers All locations", async () => {
    setLocationView("all");
    const staff = buildCurrentUser({
      role: "staff",
      permissions: [...permissionsOf("staff")],
      locations: [HERE, HARBOUR],
    });
    const { callsTo } = showDashboard(staff);
    await screen.findByRole("article", { name: "Order #7002" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Orders Dashboard");
    expect(callsTo("GET", "/api/orders")[0]?.url.searchParams.has("locations")).toBe(false);
    // The choice they may not have is dropped, so the browser's calls agree with the screen.
    await waitFor(() => expect(localStorage.getItem(LOCATION_VIEW_KEY)).toBeNull());
  });
});
