import { expect, type Page, test } from "@playwright/test";
import { PrinterTwin } from "../../src/server/sandbox/printers/printer-twin";
import type { PrinterTicket } from "../../src/server/sandbox/printers/twin-types";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { card, notifications, signIn } from "./support/ui";

/**
 * Kitchen printers from Settings to paper: a printer added in Settings turns Online when a
 * printer twin (run by the test, as a restaurant would run `npm run printer`) calls the
 * address Settings gave; a category is routed to the bar; an order is printed from its
 * dialog, and printed again as a REPRINT. The steps build on each other.
 */
test.describe.configure({ mode: "serial" });

const owner = E2E_ACCOUNTS.printerOwner;
const tickets: PrinterTicket[] = [];
let twin: PrinterTwin | null = null;

test.afterAll(async () => {
  await twin?.stop();
});

async function signedIn(page: Page, path: string) {
  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await page.goto(path);
}

test("adds a Star printer, shows the address to enter, and turns Online when it calls", async ({
  page,
}) => {
  await signedIn(page, "/settings");
  const printers = page.getByRole("region", { name: "Printers" });
  await printers.getByRole("button", { name: "Add printer" }).click();
  const dialog = page.getByRole("dialog", { name: "Add printer" });
  await dialog.getByLabel("Name").fill("Kitchen");
  await dialog.getByRole("radio", { name: "Star CloudPRNT" }).check();
  await dialog.getByRole("radio", { name: "80 mm" }).check();
  await expect(dialog.getByRole("checkbox", { name: "New orders" })).toBeChecked();
  await dialog.getByRole("button", { name: "Add printer" }).click();

  // The dialog now says what to enter in the printer's own web page.
  const setup = page.getByRole("dialog", { name: "Enter this address in the printer" });
  const url = await setup.getByText(/\/printers\/star\/[0-9a-f-]{36}\?key=/).textContent();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/printers\/star\//);
  await expect(setup.getByRole("listitem")).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  await setup.getByRole("button", { name: "Done" }).click();

  const kitchen = printers.getByRole("article", { name: "Kitchen" });
  await expect(kitchen.getByText("Never called")).toBeVisible();
  twin = new PrinterTwin({
    protocol: "star",
    url: url ?? "",
    intervalMs: 500,
    onTicket: (ticket) => void tickets.push(ticket),
    log: () => {},
  });
  twin.start();
  await expect(kitchen.getByText("Online", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(kitchen.getByText(/^Last call \d+ s ago$/)).toBeVisible();
});

test("routes the drinks to the bar from the Menu Manager", async ({ page }) => {
  await signedIn(page, "/menu");
  await page.getByRole("combobox", { name: "Station for Drinks" }).selectOption("Bar");
  await expect(notifications(page).getByText("Drinks prints at Bar")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Station for Drinks" })).toHaveValue("bar");
});

test("prints an order from its dialog on the kitchen printer, then again as a REPRINT", async ({
  page,
}) => {
  await signedIn(page, "/dashboard");
  // A sample order with something for the kitchen: the drinks now go to the bar.
  const menu = (await (await page.request.get("/api/menu")).json()) as {
    categories: Array<{ name: string; items: Array<{ name: string }> }>;
  };
  const drinks = new Set(
    menu.categories.find((category) => category.name === "Drinks")?.items.map((item) => item.name),
  );
  let order: { orderNumber: string; items: Array<{ name: string }> } | undefined;
  while (!order?.items.some((item) => !drinks.has(item.name))) {
    const created = await page.request.post("/api/orders/test-new", {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(created.status()).toBe(201);
    order = await created.json();
  }
  const number = order.orderNumber.replace(/^#/, "");
  // New orders print by themselves.
  await expect
    .poll(() => tickets.filter((ticket) => ticket.text.includes(`#${number}`)).length, {
      timeout: 15_000,
    })
    .toBe(1);

  await card(page, number).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Print on…" }).click();
  await page.getByRole("menuitem", { name: "Kitchen ticket on Kitchen" }).click();
  // Said in the dialog: the toast behind it is out of a screen reader's reach meanwhile.
  await expect(dialog.getByRole("status")).toHaveText("Reprint sent to Kitchen");
  await expect
    .poll(() => tickets.filter((ticket) => ticket.text.includes(`#${number}`)).length, {
      timeout: 15_000,
    })
    .toBe(2);
  const [first, again] = tickets.filter((ticket) => ticket.text.includes(`#${number}`));
  expect(first?.text).not.toContain("REPRINT");
  expect(again?.text).toContain("REPRINT");
});
