import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { DEV_OWNER } from "./support/accounts";
import { card, closeWithEscape, openDashboardAs, signIn } from "./support/ui";

/**
 * A fresh demo restaurant of its own for each test: 25 sample orders, 14 of them open (the
 * completed ones are folded into Done), and 8 of the brand its kitchen also cooks, 5 open.
 */
const DEMO_OPEN = 14 + 5;
async function openDemo(page: Page) {
  await page.goto("/login?mode=demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("article")).toHaveCount(DEMO_OPEN);
}

const menuItems = async (page: Page) => {
  await page.getByRole("button", { name: "Manage Orders" }).click();
  const names = await page.getByRole("menuitem").allInnerTexts();
  await closeWithEscape(page, page.getByRole("menu"));
  return names.map((name) => name.trim());
};

test("a demo visitor gets the test-order entries and the demo banner", async ({ page }) => {
  await openDemo(page);
  await expect(
    page.getByText("Demo Mode - This is a demonstration with sample data."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  expect(await menuItems(page)).toEqual([
    "Add 1 Test Order",
    "Add 10 Test Orders",
    "Clear All Orders",
    "Refresh Orders",
  ]);
  await expectNoSeriousA11yViolations(page);
});

test("an owner gets 'Connect UberEats' and 'Refresh Orders', and no test orders", async ({
  page,
}) => {
  await page.goto("/login");
  await signIn(page, DEV_OWNER);
  await page.waitForURL("**/dashboard");
  expect(await menuItems(page)).toEqual(["Connect UberEats", "Refresh Orders"]);
  await expect(page.getByText(/^Demo Mode - /)).toHaveCount(0);
});

test("test orders are added one or ten at a time, and cleared only after asking", async ({
  page,
}) => {
  await openDemo(page);
  await page.getByRole("button", { name: "Manage Orders" }).click();
  await page.getByRole("menuitem", { name: "Add 1 Test Order" }).click();
  await expect(page.getByRole("article")).toHaveCount(DEMO_OPEN + 1);

  await page.getByRole("button", { name: "Manage Orders" }).click();
  await page.getByRole("menuitem", { name: "Add 10 Test Orders" }).click();
  await expect(page.getByRole("article")).toHaveCount(DEMO_OPEN + 11, { timeout: 15_000 });
  // A burst keeps one stack: the newest drawn, with how many are waiting.
  await expect(page.getByRole("region", { name: /^New order #/ })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "View & Accept" })).toHaveCount(1);
  await expect(page.getByText(/^\d+ new orders/)).toBeVisible();

  await page.getByRole("button", { name: "Manage Orders" }).click();
  await page.getByRole("menuitem", { name: "Clear All Orders" }).click();
  const confirm = page.getByRole("alertdialog", {
    name: "Clear all test orders? This cannot be undone.",
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("article")).toHaveCount(DEMO_OPEN + 11);

  await page.getByRole("button", { name: "Manage Orders" }).click();
  await page.getByRole("menuitem", { name: "Clear All Orders" }).click();
  await confirm.getByRole("button", { name: "Clear All Orders" }).click();
  // Only the test orders go; the demo's sample orders stay.
  await expect(page.getByRole("article")).toHaveCount(DEMO_OPEN);
});

test("the selected order clears when it leaves the list", async ({ page }) => {
  await openDemo(page);
  const created = (await (await page.request.post("/api/orders/test-new")).json()) as {
    orderNumber: string;
  };
  const number = created.orderNumber.replace(/^#/, "");
  await card(page, number).click();
  const dialog = page.getByRole("dialog", { name: `Order #${number}` });
  await expect(dialog).toBeVisible();

  // Elsewhere the test orders are cleared, and the next new order reloads this list.
  await page.request.post("/api/orders/clear-test-data");
  await page.request.post("/api/orders/test-new");
  await expect(dialog).toBeHidden();
  await expect(card(page, number)).toHaveCount(0);
});

test("the owner's 'Refresh Orders' reloads the list", async ({ page }) => {
  await openDashboardAs(page, DEV_OWNER);
  const before = await page.getByRole("article").count();
  await page.request.post("/api/orders/test-new");
  await page.routeWebSocket("**/ws", () => {});
  await page.getByRole("button", { name: "Manage Orders" }).click();
  await page.getByRole("menuitem", { name: "Refresh Orders" }).click();
  await expect(page.getByRole("article")).toHaveCount(before + 1);
  await page.request.post("/api/orders/clear-test-data");
});
