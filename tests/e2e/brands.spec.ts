import { expect, type Page, test } from "@playwright/test";
import { displayOrderNumber } from "../../src/domain/order-number";
import { E2E_ACCOUNTS } from "./support/accounts";
import { holdPrintDialogs, printed } from "./support/print-dialog";
import { notifications, signIn } from "./support/ui";

/**
 * A brand cooked in a location's kitchen (docs/brands.md): the owner adds "Midnight Wings"
 * in Settings, switches to it to see its own (empty) menu, and an order placed with the brand
 * reaches the kitchen's board named by its brand, on its card, in its dialog and on the
 * kitchen ticket it prints.
 */
const owner = E2E_ACCOUNTS.brandsOwner;
const KITCHEN = owner.restaurant;
// A name of this run's own: the browser tests' database may hold an earlier run's brand.
const BRAND = `Midnight Wings ${Date.now().toString(36)}`;
test.describe.configure({ mode: "serial" });

const switcher = (page: Page) => page.getByRole("button", { name: /^Location: / }).first();

async function switchTo(page: Page, choice: string, shown: string) {
  await switcher(page).click();
  await page.getByRole("menuitemradio", { name: choice, exact: true }).click();
  await expect(switcher(page)).toHaveAccessibleName(`Location: ${shown}`);
}

/** Signs the owner in; the board may be empty, so only its heading is waited for. */
async function openDashboard(page: Page) {
  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Orders Dashboard" })).toBeVisible();
}

/** An order placed with the place this browser works at, as a platform's would arrive. */
async function placeOrder(page: Page): Promise<string> {
  const placed = await page.request.post("/api/orders/test-new");
  expect(placed.status(), await placed.text()).toBeLessThan(300);
  return displayOrderNumber(((await placed.json()) as { orderNumber: string }).orderNumber);
}

test("an owner adds a brand to the kitchen and sets it up on its own", async ({ page }) => {
  await openDashboard(page);
  await page.goto("/settings");
  const locations = page.getByRole("region", { name: "Locations", exact: true });
  await locations.getByRole("textbox", { name: "Brand name" }).fill(BRAND);
  await locations.getByRole("button", { name: "Add brand" }).click();
  await expect(notifications(page).getByText(`${BRAND} added.`, { exact: false })).toBeVisible();
  await expect(locations.getByRole("list", { name: `Brands of ${KITCHEN}` })).toContainText(BRAND);

  // The switcher lists it under its kitchen; at the brand, the menu is its own.
  await switchTo(page, `${BRAND}, brand of ${KITCHEN}`, `${BRAND}, brand of ${KITCHEN}`);
  await page.goto("/menu");
  await expect(page.getByText("French Onion Soup")).toHaveCount(0);
});

test("a brand's order shows its brand on the card and the printed ticket", async ({ page }) => {
  await holdPrintDialogs(page);
  await openDashboard(page);
  // An order for the brand, placed while this browser works there.
  await switchTo(page, `${BRAND}, brand of ${KITCHEN}`, `${BRAND}, brand of ${KITCHEN}`);
  const number = await placeOrder(page);

  // Back at the kitchen, its board shows the brand's order, named by its brand.
  await switchTo(page, KITCHEN, KITCHEN);
  const card = page.getByRole("article", { name: `Order #${number}, ${BRAND}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(BRAND, { exact: true })).toBeVisible();

  await card.getByRole("button", { name: `Print order #${number}` }).click();
  const ticket = (await printed(page, "ticket")).locator("body");
  await expect(ticket).toContainText(`#${number}`);
  await expect(ticket).toContainText(BRAND.toUpperCase());

  // Its dialog, read at the kitchen through the brand, names it too.
  await card.click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^Order #${number}`) });
  await expect(dialog.getByText(BRAND, { exact: true })).toBeVisible();
});
