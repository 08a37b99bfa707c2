import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildDeliveries, buildDelivery } from "../test/delivery-fixtures";
import { buildUser } from "../test/platform-fixtures";
import { deliveryLog, renderDeliveryLog, SHOPIFY_LOG } from "../test/render-delivery-log";
import { renderPlatformsPage } from "../test/render-platforms-page";

type Row = ReturnType<typeof within>;

afterEach(() => {
  vi.unstubAllGlobals();
});

const processed = buildDelivery({ attempts: 3 });
const refused = buildDelivery({
  id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  receivedAt: "2026-01-06T19:40:00.000Z",
  eventType: "orders/updated",
  status: "refused",
  summary: null,
  error: "The body is not JSON",
  orderId: null,
  orderNumber: null,
});
const unverified = buildDelivery({
  id: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a",
  receivedAt: "2026-01-06T19:30:00.000Z",
  eventType: "",
  status: "refused",
  summary: null,
  error: "The signature did not match the saved signing secret",
  orderId: null,
  orderNumber: null,
  hasBody: false,
});

describe("the delivery log", () => {
  it("lists each delivery: when, what, how it went, the order and the repeats", async () => {
    renderDeliveryLog({ deliveries: [processed, refused, unverified] });
    const rows = await within(deliveryLog()).findAllByRole("listitem");
    expect(rows).toHaveLength(3);

    const [first, second, third] = rows.map((row) => within(row)) as [Row, Row, Row];
    expect(first.getByRole("heading", { name: "Jan 6, 2026, 2:05 PM" })).toBeInTheDocument();
    expect(first.getByText("orders/create")).toBeVisible();
    expect(first.getByText("Processed")).toBeVisible();
    expect(first.getByText("Order #1001")).toBeVisible();
    expect(first.getByText("Order #1001 arrived as New")).toBeVisible();
    expect(first.getByText("×3")).toBeVisible();
    expect(first.getByText("Sent 3 times")).toBeInTheDocument();
    expect(first.getByRole("button", { name: "Process again" })).toBeEnabled();

    expect(second.getByText("Refused")).toBeVisible();
    expect(second.getByText("The body is not JSON")).toBeVisible();
    expect(second.queryByText(/Order #/)).not.toBeInTheDocument();
    expect(second.queryByText(/^×/)).not.toBeInTheDocument();
    expect(second.getByRole("button", { name: "Process again" })).toBeInTheDocument();

    // Its body was not kept: nothing to run again, but the headers can still be read.
    expect(third.getByText("Unknown event")).toBeVisible();
    expect(third.getByText(/signature did not match/)).toBeVisible();
    expect(third.queryByRole("button", { name: "Process again" })).not.toBeInTheDocument();
    expect(third.getByRole("button", { name: "Show payload" })).toBeInTheDocument();
  });

  it("names each row's buttons by their text and describes them by the row's time", async () => {
    renderDeliveryLog({ deliveries: [processed] });
    const button = await screen.findByRole("button", { name: "Show payload" });
    expect(button).toHaveAccessibleDescription("Jan 6, 2026, 2:05 PM");
    expect(screen.getByRole("button", { name: "Process again" })).toHaveAccessibleDescription(
      "Jan 6, 2026, 2:05 PM",
    );
  });

  it("asks for 50 deliveries, with no start the first time", async () => {
    const { calls } = renderDeliveryLog({ deliveries: [processed] });
    await screen.findByText("Processed");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe("/api/platform-connections/shopify/deliveries");
    expect(calls[0]?.url.searchParams.get("limit")).toBe("50");
    expect(calls[0]?.url.searchParams.has("before")).toBe(false);
  });

  it("says when nothing has arrived yet, naming the platform", async () => {
    renderDeliveryLog({ platform: "doordash" });
    expect(
      await screen.findByText("No deliveries yet. When DoorDash sends an order, it appears here."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Show older" })).not.toBeInTheDocument();
  });

  it("offers 'Try again' when the log cannot be read", async () => {
    const user = userEvent.setup();
    let isDown = true;
    renderDeliveryLog({
      routes: {
        [SHOPIFY_LOG]: () => (isDown ? { status: 500 } : { body: { deliveries: [processed] } }),
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The deliveries could not be loaded.",
    );
    expect(screen.queryByRole("button", { name: "Refresh" })).not.toBeInTheDocument();

    isDown = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Order #1001 arrived as New")).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("'Refresh' reads the log again and shows what came since", async () => {
    const user = userEvent.setup();
    const newer = buildDelivery({
      id: "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
      receivedAt: "2026-01-06T20:30:00.000Z",
      summary: "Order #1002 arrived as New",
      orderNumber: "1002",
    });
    let answer = [processed];
    const { calls } = renderDeliveryLog({
      routes: { [SHOPIFY_LOG]: () => ({ body: { deliveries: answer } }) },
    });
    await screen.findByText("Order #1001 arrived as New");

    answer = [newer, processed];
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("Order #1002 arrived as New")).toBeVisible();
    expect(within(deliveryLog()).getAllByRole("listitem")).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it("'Show older' asks for the deliveries before the oldest shown, and adds them", async () => {
    const user = userEvent.setup();
    const firstPage = buildDeliveries(50);
    const oldest = firstPage.at(-1)?.id ?? "";
    const olderPage = [
      buildDelivery({
        id: "4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c",
        receivedAt: "2026-01-05T23:00:00.000Z",
        summary: "Order #900 arrived as New",
        orderNumber: "900",
      }),
    ];
    const { calls } = renderDeliveryLog({
      routes: {
        [SHOPIFY_LOG]: ({ url }) => ({
          body: { deliveries: url.searchParams.get("before") === oldest ? olderPage : firstPage },
        }),
      },
    });
    expect(await within(deliveryLog()).findAllByRole("listitem")).toHaveLength(50);

    await user.click(screen.getByRole("button", { name: "Show older" }));
    // Waited for by its text, then found by role once: polling a role query over 51 rows
    // took past the wait on a busy machine.
    await within(deliveryLog()).findByText("Order #900 arrived as New");
    const older = within(deliveryLog()).getByRole("heading", { name: "Jan 5, 2026, 5:00 PM" });
    expect(within(deliveryLog()).getAllByRole("listitem")).toHaveLength(51);
    expect(calls.at(-1)?.url.searchParams.get("before")).toBe(oldest);
    expect(calls.at(-1)?.url.searchParams.get("limit")).toBe("50");
    // A short page is the last: the button goes, and focus lands on the first older row
    // (once the page's request has settled, which may be a moment after the row shows).
    expect(screen.queryByRole("button", { name: "Show older" })).not.toBeInTheDocument();
    await waitFor(() => expect(older).toHaveFocus());
  });

  it("says so when the older deliveries cannot be read, and keeps the button", async () => {
    const user = userEvent.setup();
    const firstPage = buildDeliveries(50);
    renderDeliveryLog({
      routes: {
        [SHOPIFY_LOG]: ({ url }) =>
          url.searchParams.has("before") ? { status: 503 } : { body: { deliveries: firstPage } },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Show older" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The older deliveries could not be loaded.",
    );
    expect(screen.getByRole("button", { name: "Show older" })).toBeEnabled();
    expect(within(deliveryLog()).getAllByRole("listitem")).toHaveLength(50);
  });
});

describe("the delivery log on the Platform Connections tabs", () => {
  it("sits at the foot of a keyed tab, connected or not", async () => {
    renderPlatformsPage({
      path: "/platform-connections?platform=grubhub",
      routes: {
        "GET /api/platform-connections/grubhub/deliveries": { body: { deliveries: [processed] } },
      },
    });
    expect(await within(deliveryLog()).findByText("Order #1001 arrived as New")).toBeVisible();
  });

  it("sits at the foot of the Uber Eats tab", async () => {
    renderPlatformsPage({ path: "/platform-connections?platform=ubereats" });
    expect(
      await screen.findByText("No deliveries yet. When Uber Eats sends an order, it appears here."),
    ).toBeVisible();
  });

  it("is not on the website tab, which receives no webhooks", () => {
    const { calls } = renderPlatformsPage({ path: "/platform-connections?platform=website" });
    expect(screen.queryByRole("region", { name: "Deliveries" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.endsWith("/deliveries"))).toBe(false);
  });

  it("is not shown to a user without a restaurant", () => {
    renderPlatformsPage({
      path: "/platform-connections?platform=doordash",
      user: buildUser({ restaurant: null }),
    });
    expect(screen.queryByRole("region", { name: "Deliveries" })).not.toBeInTheDocument();
  });
});
