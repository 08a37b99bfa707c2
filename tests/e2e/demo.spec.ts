import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { notifications } from "./support/ui";

test("/demo leads to the login in demo mode, which opens a demo restaurant", async ({ page }) => {
  await page.goto("/demo");
  await expect(notifications(page).getByText("Demo Mode")).toBeVisible();
  await expect(page).toHaveURL("/login?mode=demo");
  await expect(page.getByText("Demo Mode", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("demo@orderdock.app");
  await expect(page.getByLabel("Password")).toHaveValue("demo123");
  await expect(page.getByText(/just click Sign In/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(notifications(page).getByText("Demo Login Successful")).toBeVisible();
  await expect(
    notifications(page).getByText(
      "You are now viewing the demo restaurant dashboard with sample data",
    ),
  ).toBeVisible();
  // The demo's first location, and its second one in the switcher.
  const switcher = page.getByRole("button", { name: "Location: OrderDock Demo Kitchen" }).first();
  await expect(switcher).toBeVisible();
  await switcher.click();
  await expect(page.getByRole("menuitemradio", { name: "OrderDock Demo Harbor" })).toBeVisible();
});

test("'Try Demo' on the login screen fills in the demo account", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByLabel("Email")).toHaveValue("");
  await page.getByRole("link", { name: "Try Demo" }).click();
  await expect(page).toHaveURL("/login?mode=demo");
  await expect(page.getByLabel("Email")).toHaveValue("demo@orderdock.app");
});
