import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StubReply } from "@/client/test/fetch-stub";
import { buildDelivery, buildDeliveryDetail } from "../test/delivery-fixtures";
import { deliveryLog, renderDeliveryLog } from "../test/render-delivery-log";
import { SHOWN_MAX_CHARS } from "./payload-view";

afterEach(() => {
  vi.unstubAllGlobals();
});

const failed = buildDelivery({
  status: "failed",
  summary: null,
  error: "The database was unavailable",
  orderId: null,
  orderNumber: null,
});
const DELIVERY_URL = `/api/platform-connections/shopify/deliveries/${failed.id}`;
const DETAIL = `GET ${DELIVERY_URL}`;
const PROCESS = `POST ${DELIVERY_URL}/process`;

async function openPayload() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Show payload" }));
  const dialog = await screen.findByRole("dialog", { name: "Delivery payload" });
  const body = await within(dialog).findByRole("region", { name: "Body" });
  return { user, dialog, body };
}

describe("'Show payload'", () => {
  it("reads the body on request and shows JSON indented, with the kept headers", async () => {
    const detail = buildDeliveryDetail();
    const { calls } = renderDeliveryLog({
      deliveries: [buildDelivery()],
      routes: {
        [`GET /api/platform-connections/shopify/deliveries/${detail.delivery.id}`]: {
          body: detail,
        },
      },
    });
    await screen.findByText("Processed");
    expect(calls).toHaveLength(1);

    const { user, dialog, body } = await openPayload();
    expect(body.textContent).toBe(JSON.stringify(JSON.parse(detail.delivery.body), null, 2));
    expect(body.textContent).toContain('\n  "line_items": [');
    expect(within(dialog).getByText("orders/create, received Jan 6, 2026, 2:05 PM")).toBeVisible();
    expect(within(dialog).getByText("x-shopify-shop-domain")).toBeVisible();
    expect(within(dialog).getByText("luigi.myshopify.com")).toBeVisible();
    expect(within(dialog).queryByText(/not JSON/)).not.toBeInTheDocument();

    // Focus starts inside the dialog and goes back to the row's button when it closes.
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Show payload" })).toHaveFocus();
  });

  it("shows a body that is not JSON as it arrived", async () => {
    const text = "<html><body>502 Bad Gateway</body></html>";
    renderDeliveryLog({
      deliveries: [failed],
      routes: { [DETAIL]: { body: buildDeliveryDetail({ ...failed, body: text, headers: {} }) } },
    });
    const { dialog, body } = await openPayload();
    expect(body.textContent).toBe(text);
    expect(
      within(dialog).getByText("The body is not JSON, so it is shown as it arrived."),
    ).toBeVisible();
    expect(within(dialog).getByText("No headers were kept.")).toBeVisible();
  });

  it("shows the start of a huge body and says how much is left out", async () => {
    const text = "x".repeat(SHOWN_MAX_CHARS + 5);
    renderDeliveryLog({
      deliveries: [failed],
      routes: { [DETAIL]: { body: buildDeliveryDetail({ ...failed, body: text }) } },
    });
    const { dialog, body } = await openPayload();
    expect(body.textContent).toHaveLength(SHOWN_MAX_CHARS);
    expect(
      within(dialog).getByText(/Showing the first 200,000 of 200,005 characters/),
    ).toBeVisible();
  });

  it("says the body was not kept for a delivery whose signature did not match", async () => {
    const unverified = { ...failed, status: "refused" as const, hasBody: false };
    renderDeliveryLog({
      deliveries: [unverified],
      routes: { [DETAIL]: { body: buildDeliveryDetail({ ...unverified, body: "" }) } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Show payload" }));
    const dialog = await screen.findByRole("dialog", { name: "Delivery payload" });
    expect(await within(dialog).findByText(/did not keep this delivery's body/)).toBeVisible();
    expect(within(dialog).queryByRole("region", { name: "Body" })).not.toBeInTheDocument();
    expect(within(dialog).getByText("x-shopify-topic")).toBeVisible();
  });

  it("offers 'Try again' when the payload cannot be read", async () => {
    let isDown = true;
    renderDeliveryLog({
      deliveries: [failed],
      routes: {
        [DETAIL]: () => (isDown ? { status: 500 } : { body: buildDeliveryDetail({ ...failed }) }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Show payload" }));
    const dialog = await screen.findByRole("dialog", { name: "Delivery payload" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The payload could not be loaded.",
    );
    isDown = false;
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("region", { name: "Body" })).toBeInTheDocument();
  });
});

describe("'Process again'", () => {
  it("posts nothing but the address, says 'Delivery processed', and updates the row", async () => {
    const user = userEvent.setup();
    const done = {
      ...failed,
      status: "processed" as const,
      summary: "Order #1001 arrived as New",
      error: null,
      orderNumber: "1001",
    };
    let answer: (reply: StubReply) => void = () => {};
    const { calls, queryClient } = renderDeliveryLog({
      deliveries: [failed],
      routes: { [PROCESS]: () => new Promise<StubReply>((resolve) => (answer = resolve)) },
    });
    queryClient.setQueryData(["/api/orders"], []);
    const row = within(deliveryLog());
    expect(await row.findByText("Failed")).toBeVisible();

    await user.click(row.getByRole("button", { name: "Process again" }));
    expect(await row.findByRole("button", { name: "Processing..." })).toBeDisabled();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url.pathname).toBe(`${DELIVERY_URL}/process`);
    expect(post?.body).toBeUndefined();

    answer({ body: { delivery: done } });
    expect(await screen.findByText("Delivery processed")).toBeVisible();
    expect(screen.getByText("Delivery processed").closest("li")).not.toHaveClass(
      "bg-destructive-solid",
    );
    expect(row.getByText("Processed")).toBeVisible();
    expect(row.getByText("Order #1001")).toBeVisible();
    expect(row.queryByText("The database was unavailable")).not.toBeInTheDocument();
    expect(row.getByRole("button", { name: "Process again" })).toBeEnabled();
    // The run may have added an order: the dashboard's list is read again when next shown.
    expect(queryClient.getQueryState(["/api/orders"])?.isInvalidated).toBe(true);
  });

  it("shows the server's reason in a destructive toast when it refuses (409)", async () => {
    const user = userEvent.setup();
    const message = "This delivery is being processed";
    renderDeliveryLog({
      deliveries: [failed],
      routes: { [PROCESS]: { status: 409, body: { message, code: "IN_PROGRESS" } } },
    });
    await user.click(await screen.findByRole("button", { name: "Process again" }));

    expect(await screen.findByText("Could not process the delivery")).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByText(message).closest("li")).toHaveClass("bg-destructive-solid");
    expect(within(deliveryLog()).getByText("Failed")).toBeVisible();
    expect(screen.getByRole("button", { name: "Process again" })).toBeEnabled();
  });

  it("does not call it a success when the delivery fails again", async () => {
    const user = userEvent.setup();
    const again = { ...failed, error: "The order has no items", status: "refused" as const };
    renderDeliveryLog({
      deliveries: [failed],
      routes: { [PROCESS]: { body: { delivery: again } } },
    });
    await user.click(await screen.findByRole("button", { name: "Process again" }));

    expect(await screen.findByText("Delivery not processed")).toBeVisible();
    expect(screen.queryByText("Delivery processed")).not.toBeInTheDocument();
    const row = within(deliveryLog());
    expect(row.getByText("Refused")).toBeVisible();
    expect(row.getAllByText("The order has no items")).toHaveLength(1);
  });
});
