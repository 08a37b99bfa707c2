import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCurrentUser } from "@/client/test/current-user";
import { type StubReply, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import type { PlatformLink } from "@/domain/platform-actions";
import { OrderSelectionProvider } from "../hooks/use-order-selection";
import { buildOrder } from "../test/order-fixture";
import { OrderDetailDialog } from "./order-detail-dialog";
import { OrdersDashboard } from "./orders-dashboard";

/** Marking one item of an accepted order out of stock, from the order detail dialog. */

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACCEPTED: PlatformLink = {
  acceptBy: null,
  acceptedAt: "2026-11-20T23:06:00.000Z",
  prepMinutes: 20,
  readyAt: "2026-11-20T23:26:00.000Z",
  call: { id: "c1", action: "accept", state: "done", message: null, reference: null },
};

/** An accepted Uber Eats order: the pizza and the knots carry the platform's line ids. */
function acceptedOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({
    id: "ord_ue",
    orderNumber: "8001",
    platformLink: ACCEPTED,
    items: [
      { name: "Margherita Pizza", quantity: 2, price: 1200, modifiers: [], lineId: "ue-line-1" },
      { name: "Garlic Knots", quantity: 1, price: 650, modifiers: [], lineId: "ue-line-2" },
      { name: "Extra napkins", quantity: 1, price: 0, modifiers: [] },
    ],
    ...overrides,
  });
}

function showDialog(order: Order, routes: Record<string, StubReply> = {}) {
  const stub = stubFetch(routes);
  renderWithApp(
    <OrderDetailDialog
      order={order}
      open
      now={Date.parse("2026-11-20T23:10:00.000Z")}
      timeZone="America/Chicago"
      onOpenChange={vi.fn()}
      onChangeStatus={vi.fn()}
      onPrint={vi.fn()}
      onAnswer={vi.fn()}
      onRetry={vi.fn()}
      deadlineWarningMinutes={2}
    />,
  );
  return { posts: () => stub.calls.filter((call) => call.method === "POST") };
}

function outOfStockButtons() {
  return screen.queryAllByRole("button", { name: /^Mark .* out of stock$/ });
}

describe("the Out of stock button", () => {
  it("shows on each item of an accepted Uber Eats order that the platform named", () => {
    showDialog(acceptedOrder());
    expect(outOfStockButtons().map((button) => button.getAttribute("aria-label"))).toEqual([
      "Mark Margherita Pizza out of stock",
      "Mark Garlic Knots out of stock",
    ]);
    expect(
      screen.getByRole("button", { name: "Mark Garlic Knots out of stock" }),
    ).toHaveTextContent(/^Out of stock$/);
    expect(
      screen.queryByRole("button", { name: "Mark Extra napkins out of stock" }),
    ).not.toBeInTheDocument();
  });

  it.each(["new", "preparing", "ready"] as const)(
    "shows on an accepted DoorDash order that is %s",
    (status) => {
      showDialog(acceptedOrder({ platform: "doordash", status }));
      expect(outOfStockButtons()).toHaveLength(2);
    },
  );

  it.each([
    ["a website order", { platform: "website" }],
    ["a Grubhub order", { platform: "grubhub" }],
    [
      "an order not accepted yet",
      { status: "new", platformLink: { ...ACCEPTED, acceptedAt: null, call: null } },
    ],
    ["an order the platform has no link for", { platformLink: undefined }],
    ["a completed order", { status: "completed" }],
    ["a cancelled order", { status: "cancelled" }],
    ["a scheduled order", { status: "scheduled" }],
  ] satisfies Array<[string, Partial<Order>]>)("is not offered on %s", (_, overrides) => {
    showDialog(acceptedOrder(overrides));
    // The items are listed all the same.
    expect(screen.getByText("1× Garlic Knots")).toBeInTheDocument();
    expect(outOfStockButtons()).toEqual([]);
  });
});

describe("marking an item out of stock", () => {
  it("asks first, then sends the item's line id and says it went to Uber Eats", async () => {
    const user = userEvent.setup();
    const sending = acceptedOrder({
      platformLink: {
        ...ACCEPTED,
        call: { id: "c2", action: "adjust", state: "sending", message: null, reference: null },
      },
    });
    const { posts } = showDialog(acceptedOrder(), {
      "POST /api/orders/ord_ue/items/unavailable": { body: toOrderJson(sending) },
    });

    await user.click(screen.getByRole("button", { name: "Mark Garlic Knots out of stock" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Mark Garlic Knots out of stock?" }),
    );
    expect(
      dialog.getByText(
        "Uber Eats will tell the customer, who may change or cancel the order. The order here updates once Uber Eats confirms.",
      ),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.click(dialog.getByRole("button", { name: "Mark out of stock" }));
    expect(await screen.findByText("Garlic Knots: sent to Uber Eats")).toBeInTheDocument();
    expect(posts().map((call) => [call.url.pathname, call.body])).toEqual([
      ["/api/orders/ord_ue/items/unavailable", { lineId: "ue-line-2" }],
    ]);
    expect(
      screen.queryByRole("dialog", { name: "Mark Garlic Knots out of stock?" }),
    ).not.toBeInTheDocument();
  });

  it("names DoorDash in the question for a DoorDash order", async () => {
    const user = userEvent.setup();
    showDialog(acceptedOrder({ platform: "doordash" }));
    await user.click(screen.getByRole("button", { name: "Mark Margherita Pizza out of stock" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Mark Margherita Pizza out of stock?" }),
    );
    expect(
      dialog.getByText(
        "DoorDash will tell the customer, who may change or cancel the order. The order here updates once DoorDash confirms.",
      ),
    ).toBeInTheDocument();
  });

  it("sends nothing when staff go back", async () => {
    const user = userEvent.setup();
    const { posts } = showDialog(acceptedOrder());
    await user.click(screen.getByRole("button", { name: "Mark Garlic Knots out of stock" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark Garlic Knots out of stock?" });
    await user.click(within(dialog).getByRole("button", { name: "Go back" }));
    expect(dialog).not.toBeInTheDocument();
    expect(posts()).toEqual([]);
    expect(screen.getByRole("dialog", { name: "Order #8001" })).toBeInTheDocument();
  });

  it("shows the server's words when it refuses, and keeps the question open", async () => {
    const user = userEvent.setup();
    showDialog(acceptedOrder(), {
      "POST /api/orders/ord_ue/items/unavailable": {
        status: 409,
        body: { message: "Uber Eats takes no change to this order now", code: "NOT_ADJUSTABLE" },
      },
    });
    await user.click(screen.getByRole("button", { name: "Mark Garlic Knots out of stock" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Mark Garlic Knots out of stock?" }),
    );
    await user.click(dialog.getByRole("button", { name: "Mark out of stock" }));
    expect(await screen.findByText("Could not mark the item out of stock")).toBeInTheDocument();
    expect(screen.getByText("Uber Eats takes no change to this order now")).toBeInTheDocument();
    expect(screen.queryByText("Garlic Knots: sent to Uber Eats")).not.toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Mark out of stock" })).toBeEnabled();
  });

  it("says the change reached Uber Eats once it has", () => {
    showDialog(
      acceptedOrder({
        platformLink: {
          ...ACCEPTED,
          readyAt: null,
          call: { id: "c2", action: "adjust", state: "done", message: null, reference: null },
        },
      }),
    );
    const panel = within(screen.getByRole("region", { name: "On Uber Eats" }));
    expect(panel.getByText("Item change sent to Uber Eats")).toBeInTheDocument();
  });
});

describe("marking an item out of stock from the dashboard", () => {
  it("shows the order's call on its way on the card once the server takes it", async () => {
    const user = userEvent.setup();
    let current = acceptedOrder({ platform: "doordash" });
    const stub = stubFetch({
      "GET /api/orders": () => ({ body: [toOrderJson(current)] }),
      "GET /api/settings": {
        body: {
          restaurant: {
            name: "Luigi's Trattoria",
            phone: "",
            address: "",
            timezone: "America/Chicago",
            prepMinutes: 25,
          },
          orderHandling: { autoAcceptPlatforms: [], deadlineWarningMinutes: 2 },
        },
      },
      "POST /api/orders/ord_ue/items/unavailable": () => {
        current = {
          ...current,
          platformLink: {
            ...ACCEPTED,
            call: { id: "c2", action: "adjust", state: "sending", message: null, reference: null },
          },
        };
        return { body: toOrderJson(current) };
      },
    });
    renderWithApp(
      <OrderSelectionProvider>
        <OrdersDashboard user={buildCurrentUser()} />
      </OrderSelectionProvider>,
    );
    const card = within(await screen.findByRole("article", { name: "Order #8001" }));
    await user.click(card.getByRole("button", { name: "#8001" }));
    const detail = within(await screen.findByRole("dialog", { name: "Order #8001" }));
    await user.click(detail.getByRole("button", { name: "Mark Margherita Pizza out of stock" }));
    const question = within(
      await screen.findByRole("dialog", { name: "Mark Margherita Pizza out of stock?" }),
    );
    await user.click(question.getByRole("button", { name: "Mark out of stock" }));

    expect(await screen.findByText("Margherita Pizza: sent to DoorDash")).toBeInTheDocument();
    expect(await card.findByText("Sending…")).toBeInTheDocument();
    expect(stub.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { lineId: "ue-line-1" },
    ]);
  });
});
