import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { BAR_ID, buildPrinter, buildView, GRILL_ID, PASS_ID } from "../test/printer-fixtures";
import { PrinterBanner } from "./printer-banner";
import { PrinterSettings } from "./printer-settings";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const banner = async () => within(await screen.findByRole("status", { name: "Printer status" }));

describe("the printer banner", () => {
  it("names each printer that stopped calling, since when, and not one never set up", async () => {
    // 2:15 PM in Chicago.
    vi.useFakeTimers({ now: new Date("2026-11-26T20:15:00.000Z"), toFake: ["Date"] });
    stubFetch({
      "GET /api/printers": {
        body: buildView([
          buildPrinter({ lastSeenAt: new Date(Date.now() - 60_000).toISOString() }),
          buildPrinter({
            id: BAR_ID,
            name: "Bar",
            lastSeenAt: new Date().toISOString(),
            online: true,
          }),
          buildPrinter({ id: PASS_ID, name: "Pass" }),
        ]),
      },
    });
    renderWithApp(<PrinterBanner timeZone="America/Chicago" />);
    const status = await banner();
    expect(status.getByText("Grill printer is offline since 2:14 PM")).toBeVisible();
    expect(status.queryByText(/Bar printer/)).toBeNull();
    expect(status.queryByText(/Pass printer/)).toBeNull();
  });

  it("says a printer is out of paper, and offers Print all for tickets that waited", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "GET /api/printers": {
        body: buildView([
          buildPrinter({
            lastSeenAt: new Date().toISOString(),
            online: true,
            condition: { paper: "out", coverOpen: false, reported: "PaperEmpty" },
            waitingCount: 4,
          }),
        ]),
      },
      [`POST /api/printers/${GRILL_ID}/backlog`]: { body: { count: 4 } },
    });
    renderWithApp(<PrinterBanner />);
    const status = await banner();
    expect(status.getByText("Grill printer: Out of paper")).toBeVisible();
    expect(status.getByText("4 tickets waited while the Grill printer was offline")).toBeVisible();
    await user.click(status.getByRole("button", { name: "Print all" }));
    expect(await screen.findByText("4 tickets sent")).toBeVisible();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { action: "print" },
    ]);
  });

  it("draws nothing while every printer is well, and shares one request with Settings", async () => {
    const { calls } = stubFetch({
      "GET /api/printers": {
        body: buildView([buildPrinter({ lastSeenAt: new Date().toISOString(), online: true })]),
      },
    });
    renderWithApp(
      <>
        <PrinterBanner />
        <PrinterSettings />
      </>,
    );
    await screen.findByRole("article", { name: "Grill" });
    expect(await screen.findByRole("status", { name: "Printer status" })).toBeEmptyDOMElement();
    expect(calls.filter((call) => call.url.pathname === "/api/printers")).toHaveLength(1);
  });

  it("asks nothing for someone without a restaurant of their own", async () => {
    const { calls } = stubFetch({});
    renderWithApp(<PrinterBanner isEnabled={false} />);
    await act(async () => {});
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole("status", { name: "Printer status" })).toBeNull();
  });
});
