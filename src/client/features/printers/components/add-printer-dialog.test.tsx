import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildPrinter, buildView, SETUP } from "../test/printer-fixtures";
import { showPrinters } from "../test/show-printers";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Add printer", () => {
  it("adds a printer and shows the address to enter and the steps", async () => {
    const user = userEvent.setup();
    const added = buildPrinter({ name: "Pizza", station: "pizza oven", protocol: "epson-sdp" });
    const { sent } = showPrinters(buildView([]), {
      "POST /api/printers": { status: 201, body: { printer: added, setup: SETUP } },
    });
    await user.click(await screen.findByRole("button", { name: "Add printer" }));
    const dialog = within(screen.getByRole("dialog", { name: "Add printer" }));
    await user.click(dialog.getByRole("button", { name: "Add printer" }));
    expect(
      await dialog.findByText("Printer name is required (at most 40 characters)"),
    ).toBeVisible();
    expect(sent("POST", "/api/printers")).toEqual([]);

    await user.type(dialog.getByLabelText("Name"), "Pizza");
    await user.selectOptions(dialog.getByLabelText("Station"), "Other…");
    await user.type(dialog.getByLabelText("Your station's name"), "Pizza Oven");
    await user.click(dialog.getByRole("radio", { name: "Epson Server Direct Print" }));
    await user.click(dialog.getByRole("radio", { name: "58 mm" }));
    await user.click(dialog.getByRole("checkbox", { name: "Accepted orders" }));
    await user.click(dialog.getByRole("checkbox", { name: "Also print the customer's receipt" }));
    await user.click(dialog.getByRole("button", { name: "Add printer" }));

    const done = within(
      await screen.findByRole("dialog", { name: "Enter this address in the printer" }),
    );
    expect(done.getByText(SETUP.url)).toBeVisible();
    expect(done.getAllByRole("listitem").map((step) => step.textContent)).toEqual(SETUP.steps);
    expect(sent("POST", "/api/printers")).toEqual([
      {
        name: "Pizza",
        station: "pizza oven",
        protocol: "epson-sdp",
        paperWidth: 58,
        autoPrint: ["new", "accepted"],
        printsReceipt: true,
        backupPrinterId: null,
      },
    ]);
    await user.click(done.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    const message = "A restaurant can have at most 10 printers";
    showPrinters(buildView([]), {
      "POST /api/printers": { status: 409, body: { message, code: "PRINTERS_FULL" } },
    });
    await user.click(await screen.findByRole("button", { name: "Add printer" }));
    const dialog = within(screen.getByRole("dialog", { name: "Add printer" }));
    await user.type(dialog.getByLabelText("Name"), "Grill");
    await user.click(dialog.getByRole("button", { name: "Add printer" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(message);
  });
});
