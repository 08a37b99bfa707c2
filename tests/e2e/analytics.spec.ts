import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { ANALYTICS_ORDERS } from "./support/analytics-fixture";
import { signIn } from "./support/ui";

/** The analytics owner's known orders (support/analytics-fixture.ts). */
const owner = E2E_ACCOUNTS.analyticsOwner;

async function openAnalytics(page: Page, query = "") {
  await page.goto("/login");
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/analytics${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
}

const kpi = (page: Page, label: string) =>
  page.getByRole("group", { name: label, exact: true }).getByRole("paragraph").first();

test("shows the week's figures, charts and top items, and each period its own", async ({
  page,
}) => {
  const chartCode: string[] = [];
  page.on("request", (request) => {
    if (/\/analytics-charts-[^/]*\.js$/.test(request.url())) chartCode.push(request.url());
  });
  await page.goto("/login");
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Orders Dashboard" })).toBeVisible();
  // The charts' code (recharts) comes with the Analytics page, not before.
  expect(chartCode).toEqual([]);
  await page.goto("/analytics");
  // Last 7 days by default: the five orders of today and yesterday and C1–C4.
  await expect(page.getByRole("radio", { name: "Last 7 days" })).toBeChecked();
  await expect(kpi(page, "Orders")).toHaveText("9");
  await expect(kpi(page, "Gross sales")).toHaveText("$109.50");
  await expect(kpi(page, "Cancelled orders")).toHaveText("1");
  // Prep: 12, 8, 15, 10, 10, 10, 10, 10 minutes → 10m 38s.
  await expect(kpi(page, "Average prep time")).toHaveText("10m 38s");
  for (const chart of [
    "Sales and orders per day",
    "Orders by hour of day",
    "Sales by platform",
    "Delivery versus pickup",
    "Average prep time per day",
  ])
    await expect(page.getByRole("img", { name: new RegExp(`^${chart}`) })).toBeVisible();
  expect(chartCode).toHaveLength(1);
  const topByQuantity = page.getByRole("region", { name: "Top items by quantity" });
  await expect(topByQuantity.getByRole("row").nth(1)).toContainText("Smash Burger");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("radio", { name: "Today" }).click();
  await expect(kpi(page, "Orders")).toHaveText("3");
  await expect(kpi(page, "Gross sales")).toHaveText("$49.50");
  await expect(page).toHaveURL(/period=today/);

  await page.getByRole("radio", { name: "Yesterday" }).click();
  await expect(kpi(page, "Orders")).toHaveText("2");
  await expect(kpi(page, "Gross sales")).toHaveText("$12.00");
  await expect(kpi(page, "Cancelled orders")).toHaveText("1");

  await page.getByRole("radio", { name: "Last 30 days" }).click();
  await expect(kpi(page, "Orders")).toHaveText("10");
  await expect(kpi(page, "Gross sales")).toHaveText("$113.50");

  // The period survives a reload.
  await page.reload();
  await expect(page.getByRole("radio", { name: "Last 30 days" })).toBeChecked();
  await expect(kpi(page, "Orders")).toHaveText("10");
});

test("the orders CSV of the period downloads with one row per order", async ({ page }) => {
  await openAnalytics(page, "?period=last-7-days");
  await expect(kpi(page, "Orders")).toHaveText("9");
  await page.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Orders (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^analytics-test-diner-orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = readFileSync(await download.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
  expect(lines[0]).toBe(
    "Order number,Platform,Placed,Status,Type,Customer,Items,Currency,Subtotal,Tax,Delivery fee,Total,Prep time (min),Test order",
  );
  const weekNumbers = ANALYTICS_ORDERS.filter((order) => order.daysAgo < 7).map((o) => o.number);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(",")[0])
      .sort(),
  ).toEqual(weekNumbers.sort());
  expect(lines.find((line) => line.startsWith("AN-B2,"))).toContain(",Cancelled,");
});

test("an empty period says so instead of drawing empty charts; dark theme, a wrong custom period", async ({
  page,
}) => {
  await openAnalytics(page, "?from=2020-01-01&to=2020-01-31");
  await expect(page.getByRole("heading", { name: "No orders in this period" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Sales and orders per day/ })).toHaveCount(0);
  await expect(kpi(page, "Orders")).toHaveText("0");

  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.goto("/analytics?period=last-30-days");
  await expect(kpi(page, "Orders")).toHaveText("10");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);

  // A custom period that ends before it starts is refused before any request, readably.
  await page.getByRole("radio", { name: "Custom" }).click();
  await page.getByLabel("From", { exact: true }).fill("2026-03-10");
  await page.getByLabel("To", { exact: true }).fill("2026-03-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("The last day can't be before the first day.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
