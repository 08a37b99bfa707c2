import { expect, type Page, test } from "@playwright/test";
import { E2E_ACCOUNTS } from "./support/accounts";
import { SECOND_LOCATION } from "./support/location-orders";
import { card, notifications, openDashboardAs } from "./support/ui";

/**
 * An account of two locations (docs/locations.md): each browser works at the location it
 * chose and sees only its orders; the owner sees both on All locations, each card naming
 * its location; analytics rolled up equal the locations' figures per currency; a third
 * location is added in Settings and takes a copy of the first's menu.
 */
const owner = E2E_ACCOUNTS.locationsOwner;
const FIRST = owner.restaurant;
test.describe.configure({ mode: "serial" });

const switcher = (page: Page) => page.getByRole("button", { name: /^Location: / }).first();

async function switchTo(page: Page, name: string) {
  await switcher(page).click();
  await page.getByRole("menuitemradio", { name }).click();
}

const kpi = (page: Page, label: string) =>
  page.getByRole("group", { name: label, exact: true }).getByRole("paragraph").first();

async function expectFigures(page: Page, orders: string, sales: string) {
  await expect(kpi(page, "Orders")).toHaveText(orders);
  await expect(kpi(page, "Gross sales")).toHaveText(sales);
}

test("each location shows its own orders, and the owner sees both on All locations", async ({
  page,
}) => {
  await openDashboardAs(page, owner);
  await expect(switcher(page)).toHaveAccessibleName(`Location: ${FIRST}`);
  await expect(card(page, "L-101")).toContainText("Canal Guest One");
  await expect(card(page, "L-102")).toBeVisible();
  await expect(page.getByText("Harbor Guest One")).toHaveCount(0);

  await switchTo(page, SECOND_LOCATION);
  await expect(notifications(page).getByText(`Now at ${SECOND_LOCATION}`)).toBeVisible();
  await expect(switcher(page)).toHaveAccessibleName(`Location: ${SECOND_LOCATION}`);
  await expect(card(page, "L-103")).toContainText("Harbor Guest One");
  await expect(card(page, "L-104")).toBeVisible();
  await expect(page.getByText("Canal Guest One")).toHaveCount(0);

  await switchTo(page, "All locations");
  await expect(page.getByRole("heading", { level: 1, name: "All locations" })).toBeVisible();
  const atFirst = page.getByRole("article", { name: `Order #L-101 at ${FIRST}` });
  const atSecond = page.getByRole("article", { name: `Order #L-104 at ${SECOND_LOCATION}` });
  await expect(atFirst).toContainText("Canal Guest One");
  await expect(atSecond).toContainText("Harbor Guest Two");
  // The browser remembers All locations.
  await page.reload();
  await expect(atFirst).toBeVisible();
  await expect(atSecond).toBeVisible();
  // A card acts at its own location: it moves to Ready there.
  await atFirst.getByRole("button", { name: "Mark Ready" }).click();
  await expect(atFirst.getByRole("button", { name: "Mark Ready" })).toHaveCount(0);
  await switchTo(page, FIRST);
  await expect(page.getByRole("heading", { level: 1, name: "All locations" })).toHaveCount(0);
  await expect(card(page, "L-101")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ready for Pickup (1)" })).toBeVisible();
});

test("analytics rolled up over the locations equal their figures, in each currency", async ({
  page,
}) => {
  await openDashboardAs(page, owner);
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(switcher(page)).toHaveAccessibleName(`Location: ${FIRST}`);
  await expectFigures(page, "2", "$30.00");

  await switchTo(page, SECOND_LOCATION);
  await expectFigures(page, "1", "$5.00");
  await page.getByRole("radio", { name: "EUR (1 order)" }).click();
  await expectFigures(page, "1", "€7.00");

  await page.getByRole("radio", { name: "All locations" }).click();
  await page.getByRole("radio", { name: "USD (3 orders)" }).click();
  await expectFigures(page, "3", "$35.00");
  await page.getByRole("radio", { name: "EUR (1 order)" }).click();
  await expectFigures(page, "1", "€7.00");
});

test("an owner adds a location, switches to it and copies the first location's menu", async ({
  page,
}) => {
  const name = `Dockside Kitchen ${Date.now().toString(36)}`;
  await openDashboardAs(page, owner);
  await page.goto("/settings");
  const locations = page.getByRole("region", { name: "Locations", exact: true });
  await locations.getByRole("textbox", { name: "Location name" }).fill(name);
  await locations.getByRole("textbox", { name: "Address" }).fill("9 Dock Road");
  await locations.getByRole("button", { name: "Add location" }).click();
  await expect(notifications(page).getByText(`${name} added.`, { exact: false })).toBeVisible();
  await expect(locations.getByText(name)).toBeVisible();

  await switchTo(page, name);
  await page.goto("/menu");
  await page.getByRole("button", { name: "Copy from another location" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Copy the menu from another location" });
  await dialog.getByRole("combobox", { name: "Copy from" }).selectOption({ label: FIRST });
  await dialog.getByRole("button", { name: "Copy menu" }).click();
  await expect(
    notifications(page).getByText(/^Copied \d+ items in \d+ categories\.$/),
  ).toBeVisible();
  await expect(page.getByText("French Onion Soup").first()).toBeVisible();
});
