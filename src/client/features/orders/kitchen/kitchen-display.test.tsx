import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { createQueryClient } from "@/client/lib/query-client";
import { buildDeviceSession } from "@/client/test/current-user";
import { type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { LOCATION_HEADER } from "@/domain/api/locations";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order, OrderItem } from "@/domain/order";
import type { OrderStatus } from "@/domain/status";
import { UNDO_WINDOW_MS } from "@/domain/undo";
import { BRAND, KITCHEN } from "../test/brand-fixture";
import { buildOrder } from "../test/order-fixture";
import { KitchenDisplay } from "./kitchen-display";
import { STATION_CHOICE_KEY } from "./station-choice";
import { resetStruckItems, STRUCK_ITEMS_KEY } from "./struck-items";

const NOW = Date.parse("2026-11-27T18:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const item = (name: string, quantity = 1, extra: Partial<OrderItem> = {}): OrderItem => ({
  name,
  quantity,
  price: 1000,
  modifiers: [],
  ...extra,
});
const ticketOrder = (id: string, status: OrderStatus, minutes: number, items: OrderItem[]) =>
  buildOrder({
    id,
    orderNumber: id.toUpperCase(),
    platform: "website",
    status,
    created: minutesAgo(minutes),
    items,
    kitchenNote: undefined,
    deliveryInstructions: undefined,
  });

/** GET /api/settings with the thresholds under test. */
const settings = (ageWarningMinutes: number, ageLateMinutes: number) => ({
  restaurant: {
    name: "Luigi's Trattoria",
    phone: "(555) 010-2233",
    address: "12 Main St",
    timezone: "America/Chicago",
    prepMinutes: 20,
    salesTaxPercent: 0,
  },
  orderHandling: {
    autoAcceptPlatforms: [],
    deadlineWarningMinutes: 2,
    ageWarningMinutes,
    ageLateMinutes,
  },
  kitchenWatch: { openingHours: null, darkKitchenMinutes: 5, reopenWhenBack: true },
  kitchenLoad: { defaultItemMinutes: 5, rules: null },
  trialEndsAt: null,
});

/**
 * The server as the display sees it: the orders list, a status change answered with an
 * undo offer, and an undo that puts the order back.
 */
function serve(orders: Order[], thresholds = { warning: 10, late: 20 }) {
  const list = [...orders];
  const before = new Map<string, OrderStatus>();
  let eventId = 100;
  const replace = (id: string, status: OrderStatus): Order => {
    const index = list.findIndex((order) => order.id === id);
    const changed = { ...(list[index] as Order), status };
    list[index] = changed;
    return changed;
  };
  const perOrder = Object.fromEntries(
    orders.flatMap(
      (order): Array<[string, StubRoute]> => [
        [
          `PUT /api/orders/${order.id}`,
          ({ body }) => {
            const current = list.find((candidate) => candidate.id === order.id) as Order;
            before.set(order.id, current.status);
            const moved = replace(order.id, (body as { status: OrderStatus }).status);
            eventId += 1;
            const until = new Date(Date.now() + UNDO_WINDOW_MS).toISOString();
            return { body: { ...toOrderJson(moved), undo: { eventId, until } } };
          },
        ],
        [
          `POST /api/orders/${order.id}/undo`,
          () => ({ body: toOrderJson(replace(order.id, before.get(order.id) ?? order.status)) }),
        ],
      ],
    ),
  );
  return stubFetch({
    "GET /api/orders": () => ({ body: list.map(toOrderJson) }),
    "GET /api/settings": { body: settings(thresholds.warning, thresholds.late) },
    "GET /api/kitchen/stations": {
      body: {
        stations: ["kitchen", "bar", "expo"],
        items: [
          { name: "Lemonade", station: "bar" },
          { name: "Burger", station: "kitchen" },
        ],
      },
    },
    ...perOrder,
  });
}

const ORDERS = [
  ticketOrder("n2", "new", 3, [item("Burger", 2)]),
  ticketOrder("n1", "new", 6, [item("Burger"), item("Lemonade", 2)]),
  ticketOrder("p1", "preparing", 8, [
    item("Burger", 1, { modifiers: [{ name: "Onions", price: 0, removed: true }] }),
  ]),
  ticketOrder("r1", "ready", 12, [item("Lemonade")]),
  buildOrder({
    id: "later",
    orderNumber: "LATER",
    status: "scheduled",
    created: minutesAgo(20),
    dueAt: minutesAgo(-60),
    items: [item("Burger", 5)],
  }),
];

async function showDisplay() {
  const view = renderWithApp(<KitchenDisplay restaurantName="Luigi's Trattoria" />);
  await screen.findByRole("article", { name: "Ticket #N1" });
  return view;
}

const column = (name: RegExp) => within(screen.getByRole("region", { name }));
const ticket = (number: string) => screen.getByRole("article", { name: `Ticket #${number}` });
const ticketNames = (name: RegExp) =>
  column(name)
    .queryAllByRole("article")
    .map((article) => article.getAttribute("aria-label"));
const allDay = () =>
  within(screen.getByRole("list", { name: "All-day counts" }))
    .getAllByRole("listitem")
    .map((row) => row.textContent);

beforeEach(() => {
  localStorage.clear();
  resetStruckItems();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the kitchen display's tickets", () => {
  it("shows New, Preparing and Ready, oldest first, and no order held for later", async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    serve(ORDERS);
    await showDisplay();
    expect(ticketNames(/^New/)).toEqual(["Ticket #N1", "Ticket #N2"]);
    expect(ticketNames(/^Preparing/)).toEqual(["Ticket #P1"]);
    expect(ticketNames(/^Ready/)).toEqual(["Ticket #R1"]);
    expect(screen.queryByRole("article", { name: "Ticket #LATER" })).not.toBeInTheDocument();
    // A removal reads as the dashboard writes it.
    expect(within(ticket("P1")).getByText("No onions")).toBeVisible();
  });

  it("counts every item on the tickets shown, all day", async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    serve(ORDERS);
    await showDisplay();
    expect(allDay()).toEqual(["Burger4", "Lemonade3"]);
  });

  it("turns a ticket amber and then red with the thresholds in Settings", async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    serve([ticketOrder("a1", "new", 0, [item("Burger")])], { warning: 3, late: 6 });
    renderWithApp(<KitchenDisplay restaurantName="Luigi's Trattoria" />);
    const band = () => within(screen.getByRole("article", { name: "Ticket #A1" }));
    await screen.findByRole("article", { name: "Ticket #A1" });
    // The settings arrive after the orders; until then the defaults stand in.
    await waitFor(() => expect(band().getByText(/0:0\d/)).toBeVisible());
    expect(band().queryByText(", getting late")).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(band().getByText(", getting late")).toBeInTheDocument();
    expect(band().queryByText("Late")).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(band().getByText("Late")).toBeVisible();
    expect(band().getByText(/^6:0\d$/)).toBeVisible();
  });
});

describe("the display from the keyboard alone", () => {
  it("selects with a number key, bumps with Enter and recalls with R", async () => {
    const user = userEvent.setup();
    const { calls } = serve(ORDERS);
    await showDisplay();

    await user.keyboard("2");
    expect(ticket("N2")).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Ticket #N2 selected");

    await user.keyboard("{Enter}");
    await waitFor(() => expect(ticketNames(/^Preparing/)).toEqual(["Ticket #P1", "Ticket #N2"]));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      url: expect.objectContaining({ pathname: "/api/orders/n2" }),
      body: { status: "preparing" },
    });
    expect(await screen.findByText("Order #N2 is now Preparing")).toBeVisible();

    await user.keyboard("r");
    expect(await screen.findByText("Order #N2 is back to New")).toBeVisible();
    expect(calls.at(-2)).toMatchObject({ method: "POST", body: { eventId: 101 } });
    await waitFor(() => expect(ticketNames(/^New/)).toEqual(["Ticket #N1", "Ticket #N2"]));
    expect(ticket("N2")).toHaveAttribute("aria-current", "true");
  });

  it("moves the selection with the arrows, across columns and within one", async () => {
    const user = userEvent.setup();
    serve(ORDERS);
    await showDisplay();
    await user.keyboard("{ArrowDown}");
    expect(ticket("N1")).toHaveAttribute("aria-current", "true");
    await user.keyboard("{ArrowDown}");
    expect(ticket("N2")).toHaveAttribute("aria-current", "true");
    await user.keyboard("{ArrowRight}");
    expect(ticket("P1")).toHaveAttribute("aria-current", "true");
    await user.keyboard("{ArrowRight}");
    expect(ticket("R1")).toHaveAttribute("aria-current", "true");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(ticket("N1")).toHaveAttribute("aria-current", "true");
  });

  it("says when a recall comes too late, and moves nothing back", async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = serve(ORDERS);
    await showDisplay();
    await user.keyboard("4{Enter}");
    await waitFor(() => expect(ticketNames(/^Ready/)).toEqual([]));

    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 1_000));
    await user.keyboard("R");
    expect(await screen.findByText("Too late to recall")).toBeVisible();
    expect(
      screen.getByText(
        "Order #R1 stays Completed: a bump can be recalled for 10 seconds, and orders only move forward.",
      ),
    ).toBeVisible();
    expect(calls.some((call) => call.url.pathname.endsWith("/undo"))).toBe(false);
  });

  it("says there is nothing to recall before any bump", async () => {
    const user = userEvent.setup();
    serve(ORDERS);
    await showDisplay();
    await user.keyboard("r");
    expect(await screen.findByText("Nothing to recall")).toBeVisible();
  });
});

describe("strikes, stations and the expo", () => {
  it("strikes an item on a tap and keeps it after a reload", async () => {
    const user = userEvent.setup();
    serve(ORDERS);
    const { unmount } = await showDisplay();
    const burger = within(ticket("N1")).getByRole("button", { name: /Burger/ });
    await user.click(burger);
    expect(burger).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem(STRUCK_ITEMS_KEY) ?? "{}")).toEqual({
      n1: ["index:0"],
    });

    unmount();
    resetStruckItems();
    await showDisplay();
    expect(within(ticket("N1")).getByRole("button", { name: /Burger/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(ticket("N1")).getByRole("button", { name: /Lemonade/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("shows a station only its own items and counts, and remembers the choice", async () => {
    const user = userEvent.setup();
    serve(ORDERS);
    const { unmount } = await showDisplay();
    await user.selectOptions(screen.getByRole("combobox", { name: "Station" }), "Bar");
    expect(ticketNames(/^New/)).toEqual(["Ticket #N1"]);
    expect(ticketNames(/^Preparing/)).toEqual([]);
    expect(within(ticket("N1")).queryByRole("button", { name: /Burger/ })).not.toBeInTheDocument();
    expect(allDay()).toEqual(["Lemonade3"]);
    expect(localStorage.getItem(STATION_CHOICE_KEY)).toBe("bar");

    unmount();
    await showDisplay();
    expect(screen.getByRole("combobox", { name: "Station" })).toHaveValue("bar");
  });

  it("gives the expo the Ready tickets, and Handed over completes the order", async () => {
    const user = userEvent.setup();
    const { calls } = serve(ORDERS);
    await showDisplay();
    await user.selectOptions(screen.getByRole("combobox", { name: "Station" }), "Expo");
    const expo = within(screen.getByRole("region", { name: /Ready to hand over/ }));
    expect(
      expo.getAllByRole("article").map((article) => article.getAttribute("aria-label")),
    ).toEqual(["Ticket #R1"]);
    await user.click(expo.getByRole("button", { name: "Handed over: move #R1 to Completed" }));
    expect(await screen.findByText("Nothing is ready yet")).toBeVisible();
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      body: { status: "completed" },
    });
  });
});

describe("a kitchen that cooks for a brand", () => {
  const wings = buildOrder({
    ...ticketOrder("w1", "new", 4, [item("Burger")]),
    locationId: BRAND.id,
  });
  const own = buildOrder({
    ...ticketOrder("o1", "new", 2, [item("Burger")]),
    locationId: KITCHEN.id,
  });

  /** The kitchen's device, signed in at the kitchen, with its brand among its places. */
  async function showBrandDisplay() {
    const device = buildDeviceSession({ restaurant: KITCHEN, locations: [KITCHEN, BRAND] });
    const queryClient = createQueryClient();
    queryClient.setQueryData(CURRENT_USER_KEY, device);
    renderWithApp(
      <KitchenDisplay restaurantName={KITCHEN.name} places={device.locations} />,
      queryClient,
    );
    return screen.findByRole("article", { name: "Ticket #W1, Midnight Wings" });
  }

  it("names the brand on each ticket, in large type", async () => {
    serve([wings, own]);
    const ticketOfWings = await showBrandDisplay();
    expect(within(ticketOfWings).getByText("Midnight Wings")).toBeVisible();
    const ownTicket = screen.getByRole("article", { name: "Ticket #O1, Luigi's Trattoria" });
    expect(within(ownTicket).queryByText("Midnight Wings")).not.toBeInTheDocument();
  });

  it("bumps a brand's ticket at the brand, and its own as before", async () => {
    const user = userEvent.setup();
    const { calls } = serve([wings, own]);
    const ticketOfWings = await showBrandDisplay();
    await user.click(within(ticketOfWings).getByRole("button", { name: /^Start/ }));
    const ownTicket = screen.getByRole("article", { name: "Ticket #O1, Luigi's Trattoria" });
    await user.click(within(ownTicket).getByRole("button", { name: /^Start/ }));

    const puts = () => calls.filter((call) => call.method === "PUT");
    await waitFor(() => expect(puts()).toHaveLength(2));
    const at = (id: string) =>
      puts().find((call) => call.url.pathname === `/api/orders/${id}`)?.headers;
    expect(at(wings.id)?.[LOCATION_HEADER]).toBe(BRAND.id);
    expect(at(own.id)).not.toHaveProperty(LOCATION_HEADER);
  });

  it("names no brand where the kitchen runs only its own", async () => {
    serve([own]);
    renderWithApp(<KitchenDisplay restaurantName={KITCHEN.name} places={[KITCHEN]} />);
    const ownTicket = await screen.findByRole("article", { name: "Ticket #O1" });
    expect(within(ownTicket).queryByText("Luigi's Trattoria")).not.toBeInTheDocument();
  });
});
