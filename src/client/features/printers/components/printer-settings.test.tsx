import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { BAR_ID, buildPrinter, buildView, GRILL_ID, PASS_ID } from "../test/printer-fixtures";
import { findCard, showPrinters } from "../test/show-printers";
import { PrinterSettings } from "./printer-settings";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOW = new Date("2026-11-26T18:00:00.000Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe("the Printers section", () => {
  it("says which printers are online, offline or never called, and refreshes the last call", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date", "setInterval", "clearInterval"] });
    showPrinters(
      buildView([
        buildPrinter({ lastSeenAt: ago(12), online: true, queuedCount: 2 }),
        buildPrinter({
          id: BAR_ID,
          name: "Bar",
          station: "bar",
          protocol: "epson-sdp",
          paperWidth: 58,
          lastSeenAt: ago(300),
          condition: { paper: "out", coverOpen: true, reported: "EPTR_COVER_OPEN" },
        }),
        buildPrinter({ id: PASS_ID, name: "Pass", station: "pizza oven" }),
      ]),
    );
    const grill = await findCard("Grill");
    expect(grill.getByText("Kitchen · Star CloudPRNT · 80 mm")).toBeVisible();
    expect(grill.getByText("Online")).toBeVisible();
    expect(grill.getByText("Last call 12 s ago")).toBeVisible();
    expect(grill.getByText("2 tickets to print")).toBeVisible();

    const bar = await findCard("Bar");
    expect(bar.getByText("Bar · Epson Server Direct Print · 58 mm")).toBeVisible();
    expect(bar.getByText("Offline")).toBeVisible();
    expect(bar.getByText("Last call 5 min ago")).toBeVisible();
    expect(bar.getByText("Out of paper")).toBeVisible();
    expect(bar.getByText("Cover open")).toBeVisible();

    const pass = await findCard("Pass");
    expect(pass.getByText("pizza oven · Star CloudPRNT · 80 mm")).toBeVisible();
    expect(pass.getByText("Offline")).toBeVisible();
    expect(pass.getByText("Never called")).toBeVisible();
    expect(pass.getByText("No tickets to print")).toBeVisible();

    act(() => vi.advanceTimersByTime(10_000));
    expect(grill.getByText("Last call 22 s ago")).toBeVisible();
  });

  it("reads the printers again every 10 s while it is on screen, so last calls stay true", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date", "setInterval", "clearInterval"] });
    const { stub } = showPrinters(buildView([buildPrinter({ lastSeenAt: ago(3), online: true })]));
    await findCard("Grill");
    const reads = () => stub.calls.filter((call) => call.url.pathname === "/api/printers").length;
    const before = reads();
    act(() => vi.advanceTimersByTime(10_000));
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
  });

  it("prints or dismisses the tickets that waited through an outage", async () => {
    const user = userEvent.setup();
    const { sent } = showPrinters(buildView([buildPrinter({ waitingCount: 3 })]), {
      [`POST /api/printers/${GRILL_ID}/backlog`]: { body: { count: 3 } },
    });
    const grill = await findCard("Grill");
    expect(grill.getByText("3 tickets waited while the Grill printer was offline")).toBeVisible();
    await user.click(grill.getByRole("button", { name: "Print all" }));
    expect(await screen.findByText("3 tickets sent")).toBeVisible();
    await user.click(grill.getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("3 tickets dismissed")).toBeVisible();
    expect(sent("POST", `/api/printers/${GRILL_ID}/backlog`)).toEqual([
      { action: "print" },
      { action: "dismiss" },
    ]);
  });

  it("saves each option at once, and puts it back with a toast when refused", async () => {
    const user = userEvent.setup();
    // The server keeps what it is sent, as the real one does.
    let grillNow = buildPrinter();
    const bar = buildPrinter({ id: BAR_ID, name: "Bar" });
    let refuse = false;
    const stub = stubFetch({
      "GET /api/printers": () => ({ body: buildView([grillNow, bar]) }),
      [`PATCH /api/printers/${GRILL_ID}`]: ({ body }) => {
        if (refuse)
          return { status: 409, body: { message: "Choose a backup printer from the list" } };
        grillNow = { ...grillNow, ...(body as object) };
        return { body: grillNow };
      },
    });
    renderWithApp(<PrinterSettings />);
    const grill = await findCard("Grill");
    await user.click(grill.getByRole("checkbox", { name: "Accepted orders" }));
    await user.click(grill.getByRole("checkbox", { name: "Also print the customer's receipt" }));
    await user.selectOptions(grill.getByRole("combobox", { name: "Backup printer" }), "Bar");
    await vi.waitFor(() =>
      expect(stub.calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual(
        [{ autoPrint: ["new", "accepted"] }, { printsReceipt: true }, { backupPrinterId: BAR_ID }],
      ),
    );
    expect(grill.getByRole("checkbox", { name: "Accepted orders" })).toBeChecked();
    expect(
      grill.getByRole("checkbox", { name: "Also print the customer's receipt" }),
    ).toBeChecked();
    expect(grill.getByRole("combobox", { name: "Backup printer" })).toHaveValue(BAR_ID);

    refuse = true;
    const cancellations = grill.getByRole("checkbox", {
      name: "Cancellations (a CANCELLED ticket)",
    });
    await user.click(cancellations);
    expect(await screen.findByText("Could not save the printer")).toBeVisible();
    expect(screen.getByText("Choose a backup printer from the list")).toBeVisible();
    expect(cancellations).not.toBeChecked();
    expect(grill.getByRole("checkbox", { name: "Accepted orders" })).toBeChecked();
  });

  it("saves the outage limit, and says the range when it is out of it", async () => {
    const user = userEvent.setup();
    const { sent } = showPrinters(buildView([]), {
      "PUT /api/printers/settings": { body: buildView([], 30) },
    });
    const minutes = await screen.findByRole("spinbutton", {
      name: "Hold tickets older than 15 minutes after an outage",
    });
    await user.clear(minutes);
    await user.type(minutes, "500");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Minutes must be a whole number from 1 to 240",
    );
    await user.clear(minutes);
    await user.type(minutes, "30");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Outage limit saved")).toBeVisible();
    expect(sent("PUT", "/api/printers/settings")).toEqual([{ backlogMinutes: 30 }]);
  });
});
