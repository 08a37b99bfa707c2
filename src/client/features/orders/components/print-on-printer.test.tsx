import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { PrinterView } from "@/domain/api/printers";
import { buildOrder } from "../test/order-fixture";
import { OrderDetailDialog } from "./order-detail-dialog";

const GRILL = "0b6f3c52-8a4e-4d1f-9c2b-7e5a1d3f9b10";
const BAR = "1c7a4d63-9b5f-4e20-8d3c-8f6b2e4a0c21";
const ORDER = buildOrder({ id: "6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d" });

afterEach(() => {
  vi.unstubAllGlobals();
});

function printer(id: string, name: string, station: string): PrinterView {
  return {
    id,
    name,
    station,
    protocol: "star-cloudprnt",
    paperWidth: 80,
    autoPrint: ["new"],
    printsReceipt: false,
    backupPrinterId: null,
    maskedUrl: `https://orderdock.test/printers/star/${id}/••••••••`,
    lastSeenAt: "2026-11-20T23:06:00.000Z",
    online: true,
    condition: null,
    waitingCount: 0,
    queuedCount: 0,
    isTwin: false,
  };
}

function showDialog(printers: PrinterView[], routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    "GET /api/printers": {
      body: { printers, stations: ["kitchen", "bar", "expo"], backlogMinutes: 15 },
    },
    ...routes,
  });
  renderWithApp(
    <OrderDetailDialog
      order={ORDER}
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
  return stub;
}

const PRINT_URL = `/api/orders/${ORDER.id}/print`;

describe("the order dialog's Print on…", () => {
  it("sends the kitchen ticket to the printer chosen, and says a reprint is one", async () => {
    const user = userEvent.setup();
    let printed = 0;
    const { calls } = showDialog([printer(GRILL, "Grill", "kitchen"), printer(BAR, "Bar", "bar")], {
      [`POST ${PRINT_URL}`]: () => ({ body: { reprint: printed++ > 0 } }),
    });
    const dialog = within(screen.getByRole("dialog"));
    // The browser's own printing stays where it was.
    expect(dialog.getByRole("button", { name: "Print" })).toBeVisible();
    await user.click(await dialog.findByRole("button", { name: "Print on…" }));
    await user.click(await screen.findByRole("menuitem", { name: "Kitchen ticket on Grill" }));
    expect(await dialog.findByRole("status")).toHaveTextContent("Sent to Grill");

    await user.click(dialog.getByRole("button", { name: "Print on…" }));
    await user.click(await screen.findByRole("menuitem", { name: "Receipt on Bar" }));
    await waitFor(() =>
      expect(dialog.getByRole("status")).toHaveTextContent("Reprint sent to Bar"),
    );
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { printerId: GRILL, layout: "kitchen" },
      { printerId: BAR, layout: "receipt" },
    ]);
  });

  it("shows the server's words when the order has nothing for that station", async () => {
    const user = userEvent.setup();
    const message = "This order has nothing for that printer's station";
    showDialog([printer(BAR, "Bar", "bar")], {
      [`POST ${PRINT_URL}`]: { status: 409, body: { message, code: "NOTHING_FOR_STATION" } },
    });
    await user.click(await screen.findByRole("button", { name: "Print on…" }));
    await user.click(await screen.findByRole("menuitem", { name: "Kitchen ticket on Bar" }));
    // Said beside the button, where a screen reader inside the dialog hears it, and in a toast.
    expect(await screen.findByRole("status")).toHaveTextContent(
      `Could not print on Bar: ${message}`,
    );
    expect(await screen.findByText(message, { exact: true })).toBeVisible();
  });

  it("is not offered when the restaurant has no printers", async () => {
    const { calls } = showDialog([]);
    // The dialog also reads the order's history.
    const printerReads = () => calls.filter((call) => call.url.pathname === "/api/printers");
    await vi.waitFor(() => expect(printerReads()).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Print receipt" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Print on…" })).toBeNull();
  });
});
