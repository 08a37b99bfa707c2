import { screen, waitFor, within } from "@testing-library/react";
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
import { OrdersDashboard } from "./orders-dashboard";

/** The dashboard answering platforms: its cards, the answer dialogs and the server calls. */

afterEach(() => {
  vi.unstubAllGlobals();
});

const SETTINGS = {
  restaurant: {
    name: "Luigi's Trattoria",
    phone: "",
    address: "",
    timezone: "America/Chicago",
    prepMinutes: 25,
  },
  orderHandling: { autoAcceptPlatforms: [], deadlineWarningMinutes: 5 },
};

function doordashOrder(link: Partial<PlatformLink>): Order {
  return buildOrder({
    id: "ord_dd",
    orderNumber: "8001",
    platform: "doordash",
    status: "new",
    platformLink: {
      acceptBy: null,
      acceptedAt: null,
      prepMinutes: null,
      readyAt: null,
      call: null,
      ...link,
    },
  });
}

/**
 * Serves the list as it stands. A route given as a function changes the order, as the
 * server would, and answers with it; a reply is sent as it is.
 */
async function showDashboard(first: Order, routes: Record<string, StubReply | (() => Order)>) {
  let current = first;
  const answered = Object.fromEntries(
    Object.entries(routes).map(([route, reply]) => [
      route,
      () => {
        if (typeof reply !== "function") return reply;
        current = reply();
        return { body: toOrderJson(current) };
      },
    ]),
  );
  const stub = stubFetch({
    "GET /api/orders": () => ({ body: [toOrderJson(current)] }),
    "GET /api/settings": { body: SETTINGS },
    ...answered,
  });
  renderWithApp(
    <OrderSelectionProvider>
      <OrdersDashboard user={buildCurrentUser()} />
    </OrderSelectionProvider>,
  );
  const card = within(await screen.findByRole("article", { name: "Order #8001" }));
  const posts = () => stub.calls.filter((call) => call.method === "POST");
  return { card, posts };
}

describe("Retry on a refused call", () => {
  const refused = doordashOrder({
    acceptedAt: "2026-11-20T23:06:00.000Z",
    call: {
      id: "c1",
      action: "accept",
      state: "failed",
      message: "Store is closed",
      reference: null,
    },
  });

  it("sends the call again and shows 'Sending…'", async () => {
    const user = userEvent.setup();
    const { card, posts } = await showDashboard(refused, {
      "POST /api/orders/ord_dd/platform-call/retry": (): Order => ({
        ...refused,
        platformLink: {
          ...(refused.platformLink as PlatformLink),
          call: { id: "c1", action: "accept", state: "sending", message: null, reference: null },
        },
      }),
    });
    expect(card.getByText("DoorDash refused: Store is closed")).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "Retry" }));
    expect(await card.findByText("Sending…")).toBeInTheDocument();
    expect(posts().map((call) => call.url.pathname)).toEqual([
      "/api/orders/ord_dd/platform-call/retry",
    ]);
    expect(card.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("says why when the server will not send it again", async () => {
    const user = userEvent.setup();
    const { card } = await showDashboard(refused, {
      "POST /api/orders/ord_dd/platform-call/retry": {
        status: 409,
        body: { message: "There is no refused call to send again", code: "NOTHING_TO_RETRY" },
      },
    });
    await user.click(card.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Could not send it again")).toBeInTheDocument();
    expect(screen.getByText("There is no refused call to send again")).toBeInTheDocument();
  });
});

describe("Accept from the card, with the restaurant's Settings", () => {
  it("turns red as many minutes ahead as Settings say, and accepts with Settings' time", async () => {
    const user = userEvent.setup();
    const waiting = doordashOrder({ acceptBy: new Date(Date.now() + 4 * 60_000).toISOString() });
    const { card, posts } = await showDashboard(waiting, {
      "POST /api/orders/ord_dd/accept": (): Order => ({
        ...waiting,
        platformLink: {
          acceptBy: waiting.platformLink?.acceptBy ?? null,
          acceptedAt: "2026-11-20T23:06:00.000Z",
          prepMinutes: 25,
          readyAt: "2026-11-20T23:31:00.000Z",
          call: { id: "c2", action: "accept", state: "sending", message: null, reference: null },
        },
      }),
    });
    // Settings warn 5 minutes ahead, not the default 2.
    await waitFor(() => expect(card.getByRole("timer")).toHaveAttribute("data-urgent", "true"));

    await user.click(card.getByRole("button", { name: "Accept" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Accept order #8001" }));
    expect(dialog.getByRole("button", { name: "25 min (default)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(dialog.getByRole("button", { name: "Accept" }));

    expect(await screen.findByText("Order Accepted")).toBeInTheDocument();
    expect(posts().map((call) => call.body)).toEqual([{ prepMinutes: 25 }]);
    expect(screen.queryByRole("dialog", { name: "Accept order #8001" })).not.toBeInTheDocument();
    expect(card.queryByRole("timer")).not.toBeInTheDocument();
    expect(card.getByText("Sending…")).toBeInTheDocument();
  });
});

describe("Cancel order from the card menu", () => {
  it("opens the dialog over the dashboard and cancels with the reason chosen", async () => {
    const user = userEvent.setup();
    const preparing = { ...doordashOrder({}), status: "preparing" as const };
    const { card, posts } = await showDashboard(preparing, {
      "POST /api/orders/ord_dd/cancel": (): Order => ({
        ...preparing,
        status: "cancelled",
        statusNote: "Cancelled by the restaurant: Store closed",
      }),
    });
    await user.click(card.getByRole("button", { name: "More actions for order #8001" }));
    await user.click(await screen.findByRole("menuitem", { name: "Cancel order" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel order #8001" }));
    await user.click(dialog.getByRole("radio", { name: "Store closed" }));
    await user.click(dialog.getByRole("button", { name: "Cancel order" }));

    expect(await screen.findByText("Order Cancelled")).toBeInTheDocument();
    expect(posts().map((call) => call.body)).toEqual([{ reason: "STORE_CLOSED" }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
