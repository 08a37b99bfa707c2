import { expect, type Page, test } from "@playwright/test";
import { SHOPIFY_BODY } from "../../src/server/test/platform-bodies";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { ownServer, START_GUARD_MS } from "./support/own-server";
import { sendWebhook } from "./support/platform-webhooks";
import { E2E_PORTS } from "./support/ports";
import { card, closeWithEscape, signIn } from "./support/ui";

/**
 * The menu on every marketplace, seen from both sides: an item 86'd before the menu was ever
 * published is refused by each marketplace (with its reason and Retry); publishing sends the
 * menu and says what changes per channel; Retry then brings three confirmations, and each
 * twin's console shows the item suspended; a price change is listed as not published yet;
 * an order arriving with the 86'd item is flagged. On a server of its own, whose twins only
 * this restaurant uses.
 */
const owner = E2E_ACCOUNTS.menuSyncOwner;
const server = ownServer(E2E_PORTS.app + 31, [], ["menuSyncOwner"]);
const ITEM = "French Onion Soup";
const MARKETPLACES = ["Uber Eats", "DoorDash", "Grubhub"] as const;
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(START_GUARD_MS + 30_000);
  await server.start();
});
test.afterAll(() => server.stop());

async function openMenu(page: Page) {
  await page.goto(`${server.url}/login`);
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await page.goto(`${server.url}/menu`);
  await expect(page.getByRole("heading", { name: ITEM })).toBeVisible();
}

const answers = (page: Page) => page.getByRole("list", { name: `Marketplaces for ${ITEM}` });

test("an 86 before any publish is refused by each marketplace, with its reason and Retry", async ({
  page,
}) => {
  await openMenu(page);
  await expect(
    page.getByText("Your menu has not been published to Uber Eats, DoorDash and Grubhub yet."),
  ).toBeVisible();
  await page.getByRole("button", { name: `Availability of ${ITEM}` }).click();
  await page.getByRole("menuitemradio", { name: "Unavailable until turned back on" }).click();
  await expect(page.getByText("86'd · until turned back on")).toBeVisible();

  // Uber Eats takes no item update before a menu was uploaded; DoorDash and Grubhub do not
  // know the item either. Each refusal is shown with the platform's words and Retry.
  const list = answers(page);
  await expect(
    list.getByText("Uber Eats refused: Uber Eats has no menu from OrderDock yet: publish the menu"),
  ).toBeVisible();
  await expect(list.getByText(/^DoorDash refused: /)).toBeVisible();
  await expect(list.getByText(/^Grubhub refused: /)).toBeVisible();
  for (const channel of MARKETPLACES) {
    await expect(list.getByRole("button", { name: `Retry ${channel} for ${ITEM}` })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test("publish shows what changes on each channel, and Retry then brings three confirmations", async ({
  page,
}) => {
  await openMenu(page);
  await page.getByRole("button", { name: "Publish menu" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Publish menu" });
  for (const channel of MARKETPLACES) {
    await expect(dialog.getByRole("heading", { name: channel, exact: true })).toBeVisible();
    await expect(dialog.getByText(`What changes on ${channel}`)).toBeVisible();
  }
  // The first publish adds the whole menu: the first changes, and all of them on asking.
  await expect(dialog.getByText("Added category Starters & Salads").first()).toBeVisible();
  await dialog
    .getByRole("button", { name: /^Show all \d+ changes$/ })
    .first()
    .click();
  await expect(dialog.getByText(`Added ${ITEM}`).first()).toBeVisible();
  await expect(dialog.getByText("Never published").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Publish to 3 channels" }).click();
  // Uber Eats takes it at once; DoorDash says so through its webhook, Grubhub when its job
  // has loaded the menu from OrderDock.
  for (const channel of MARKETPLACES) {
    await expect(dialog.getByText(`Published on ${channel}`)).toBeVisible({ timeout: 30_000 });
  }
  // (Escape would first close the "Publishing your menu" toast above the dialog.)
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Your menu (changed|has not been published)/)).toBeHidden();

  // Now the marketplaces know the item: Retry sends each 86 again, and each confirms.
  const list = answers(page);
  for (const channel of MARKETPLACES) {
    await list.getByRole("button", { name: `Retry ${channel} for ${ITEM}` }).click();
  }
  for (const channel of MARKETPLACES) {
    await expect(list.getByText(`${channel}: confirmed`)).toBeVisible({ timeout: 30_000 });
  }
  await expect(list.getByRole("button", { name: /^Retry / })).toHaveCount(0);
});

test("every marketplace's console shows the item suspended", async ({ page }) => {
  await openMenu(page);
  const marks = {
    ubereats: "Suspended until turned back on",
    doordash: "Inactive",
    grubhub: "Suspended until turned back on",
  } as const;
  for (const [platform, mark] of Object.entries(marks)) {
    await page.goto(`${server.url}/sandbox/${platform}`);
    const menu = page.getByRole("region", { name: "Menu" });
    await expect(menu.getByRole("listitem").filter({ hasText: ITEM }).first()).toContainText(mark);
  }
});

test("a price changed since the publish is listed as not on the marketplaces yet", async ({
  page,
}) => {
  await openMenu(page);
  const item = "Seasonal Fruit Cup";
  await page.getByRole("button", { name: `More actions for ${item}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Item" });
  await editor.getByLabel("Price").fill("6.50");
  await editor.getByRole("button", { name: "Save item" }).click();
  await expect(editor).toBeHidden();

  const banner = page.getByText(
    /Your menu changed since it was last published on .+: 1 change not on the marketplaces yet\./,
  );
  await expect(banner).toBeVisible();
  await page.getByRole("button", { name: "Review and publish" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish menu" });
  await expect(dialog.getByText(`Changed ${item}: price $5.95 → $6.50`)).toHaveCount(3);
  await closeWithEscape(page, dialog);
});

test("an order that arrives with an 86'd item is flagged on its card", async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  const me = (await (await page.request.get(`${server.url}/api/auth/me`)).json()) as {
    restaurant: { id: string };
  };
  const id = String(8_000_000_000 + (Date.now() % 1_000_000));
  const response = await sendWebhook(page.request, {
    platform: "shopify",
    restaurantId: me.restaurant.id,
    body: SHOPIFY_BODY.order(id, [{ name: ITEM, quantity: 1 }]),
    headers: SHOPIFY_BODY.headers(),
    baseUrl: server.url,
  });
  expect(response.status()).toBe(200);
  const number = id.slice(-4);
  await expect(card(page, number).getByText(`86'd: ${ITEM}`)).toBeVisible();
});
