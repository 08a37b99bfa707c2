import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { buildMenu, OWNER } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const menuFile = (text: string, name = "menu.json") =>
  new File([text], name, { type: "application/json" });

const DOCUMENT = { format: "orderdock-menu", version: 1, modifierGroups: [], categories: [] };

async function importFile(file: File) {
  const user = userEvent.setup();
  await screen.findByText("Starters");
  await user.click(screen.getByRole("button", { name: "Import & export" }));
  await user.click(await screen.findByRole("menuitem", { name: "Import menu" }));
  await user.upload(screen.getByLabelText("Menu file to import"), file);
  return user;
}

describe("'Import menu'", () => {
  it("asks first, then lists every problem of a refused file and says nothing changed", async () => {
    const { calls } = stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "POST /api/menu/import": {
        status: 400,
        body: {
          message: "The menu file has problems",
          code: "VALIDATION_FAILED",
          issues: [
            { path: "categories.2.items.0.price", message: "Amount cannot be negative" },
            { path: "modifierGroups.0.name", message: "Group name is required" },
          ],
        },
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const user = await importFile(menuFile(JSON.stringify(DOCUMENT)));

    const confirm = await screen.findByRole("alertdialog", { name: "Replace the whole menu?" });
    expect(confirm).toHaveTextContent(
      "Importing replaces every category, item and modifier group with the file's.",
    );
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Import" }));

    const failed = await screen.findByRole("dialog", { name: "Import failed" });
    const issues = within(failed)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(issues).toEqual([
      "categories.2.items.0.price: Amount cannot be negative",
      "modifierGroups.0.name: Group name is required",
    ]);
    expect(failed).toHaveTextContent("Nothing was changed.");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual(DOCUMENT);
  });

  it("imports after the confirmation and says how much came in", async () => {
    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "POST /api/menu/import": { body: { categories: 3, items: 12, modifierGroups: 1 } },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const user = await importFile(menuFile(JSON.stringify(DOCUMENT)));
    await user.click(await screen.findByRole("button", { name: "Import" }));

    expect(await screen.findByText("Menu imported")).toBeInTheDocument();
    expect(screen.getByText("3 categories, 12 items and 1 modifier group")).toBeInTheDocument();
  });

  it("tells at once that a file is not JSON, and sends nothing", async () => {
    const { calls } = stubFetch({ "GET /api/menu": { body: buildMenu() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await importFile(menuFile("name,price\nSoup,7", "menu.csv"));

    expect(await screen.findByText("Import failed")).toBeInTheDocument();
    expect(
      screen.getByText("menu.csv is not a JSON file. Choose a menu file exported from OrderDock."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method !== "GET")).toEqual([]));
  });
});

describe("'Export menu'", () => {
  it("downloads the server's file under the name it suggests", async () => {
    const user = userEvent.setup();
    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "GET /api/menu/export": {
        body: DOCUMENT,
        headers: { "Content-Disposition": 'attachment; filename="casa-maria-menu.json"' },
      },
    });
    // jsdom neither makes object URLs nor downloads; the link's click is what matters.
    const createObjectURL = vi.fn(() => "blob:menu");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} <- ${this.href}`);
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Starters");

    await user.click(screen.getByRole("button", { name: "Import & export" }));
    await user.click(await screen.findByRole("menuitem", { name: "Export menu" }));

    expect(await screen.findByText("Menu exported")).toBeInTheDocument();
    expect(downloads).toEqual(["casa-maria-menu.json <- blob:menu"]);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(JSON.parse(await blob.text())).toEqual(DOCUMENT);
  });
});
