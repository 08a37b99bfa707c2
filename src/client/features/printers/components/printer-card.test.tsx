import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildPrinter, buildView, GRILL_ID, SETUP } from "../test/printer-fixtures";
import { findCard, showPrinters } from "../test/show-printers";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a printer's card", () => {
  it("shows the full address only on Set up, with Copy", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    const { sent } = showPrinters(buildView([buildPrinter()]), {
      [`GET /api/printers/${GRILL_ID}/setup`]: { body: SETUP },
    });
    const grill = await findCard("Grill");
    expect(grill.getByText(buildPrinter().maskedUrl)).toBeVisible();
    expect(sent("GET", `/api/printers/${GRILL_ID}/setup`)).toHaveLength(0);
    await user.click(grill.getByRole("button", { name: "Set up" }));
    expect(await grill.findByText(SETUP.url)).toBeVisible();
    expect(grill.getByRole("heading", { name: "Enter this address in the printer" })).toBeVisible();
    expect(grill.getByText(SETUP.steps[1] as string)).toBeVisible();
    await user.click(grill.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(SETUP.url);
    expect(await screen.findByText("The printer's address is on the clipboard")).toBeVisible();
  });

  it("removes a printer once confirmed", async () => {
    const user = userEvent.setup();
    const { sent } = showPrinters(buildView([buildPrinter()]), {
      [`DELETE /api/printers/${GRILL_ID}`]: { status: 204 },
    });
    await user.click((await findCard("Grill")).getByRole("button", { name: "Remove" }));
    const confirm = within(screen.getByRole("alertdialog", { name: "Remove Grill?" }));
    await user.click(confirm.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Grill removed")).toBeVisible();
    expect(sent("DELETE", `/api/printers/${GRILL_ID}`)).toHaveLength(1);
  });

  it("shows a twin's last tickets, newest first, a reprint marked", async () => {
    const user = userEvent.setup();
    showPrinters(buildView([buildPrinter({ isTwin: true })]), {
      [`GET /api/printers/${GRILL_ID}/tickets`]: {
        body: [
          { at: "2026-11-26T17:50:00.000Z", text: "ORDER #1001\n1x Soup", reprint: false },
          { at: "2026-11-26T17:55:00.000Z", text: "REPRINT\nORDER #1001\n1x Soup", reprint: true },
        ],
      },
    });
    const grill = await findCard("Grill");
    const toggle = grill.getByRole("button", { name: "Last tickets" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    await grill.findByText(/^REPRINT\s+ORDER #1001/);
    const tickets = grill.getAllByRole("listitem").filter((item) => item.querySelector("pre"));
    expect(tickets.map((item) => item.querySelector("pre")?.textContent)).toEqual([
      "REPRINT\nORDER #1001\n1x Soup",
      "ORDER #1001\n1x Soup",
    ]);
    expect(
      within(tickets[0] as HTMLElement).getByText("REPRINT", { selector: "span" }),
    ).toBeVisible();
  });
});
