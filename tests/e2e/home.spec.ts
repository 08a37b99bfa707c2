import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";

test("the home page shows OrderDock", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "OrderDock", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("OrderDock");
  await expect(
    page.getByRole("list", { name: "Supported platforms" }).getByRole("listitem"),
  ).toHaveText(["Uber Eats", "DoorDash", "Grubhub", "Shopify", "WooCommerce", "Website"]);
  await expectNoSeriousA11yViolations(page);
});
