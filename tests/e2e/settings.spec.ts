import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { holdPrintDialogs, printed } from "./support/print-dialog";
import { notifications, signIn } from "./support/ui";

/** Settings. These change one account (its name, its password), so in order. */
test.describe.configure({ mode: "serial" });

const owner = E2E_ACCOUNTS.settingsOwner;
const NEW_PASSWORD = "after-456";

test("the restaurant's new name is on the next printed receipt", async ({ page }) => {
  await holdPrintDialogs(page);
  await page.goto("/login");
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Restaurant name" })).toHaveValue(
    owner.restaurant,
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("textbox", { name: "Restaurant name" }).fill("Settings Test Cafe Uptown");
  // The profile's own: adding a location asks for a timezone too.
  const profile = page.getByRole("region", { name: "Restaurant profile" });
  await profile.getByRole("combobox", { name: "Timezone" }).selectOption("America/Chicago");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(notifications(page).getByText("Profile saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Restaurant name" })).toHaveValue(
    "Settings Test Cafe Uptown",
  );
  await expect(profile.getByRole("combobox", { name: "Timezone" })).toHaveValue("America/Chicago");

  const created = await page.request.post("/api/orders/test-new");
  const { orderNumber } = (await created.json()) as { orderNumber: string };
  await page.goto("/dashboard");
  const number = orderNumber.replace(/^#/, "");
  await page.getByRole("button", { name: `More actions for order #${number}` }).click();
  await page.getByRole("menuitem", { name: "Print receipt" }).click();
  const receipt = (await printed(page, "receipt")).locator("body");
  await expect(receipt).toContainText("Settings Test Cafe Uptown");
  await expect(receipt).toContainText(number);
});

test("the theme chosen in Settings survives a reload", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await page.goto("/settings");
  const theme = page.getByRole("radiogroup", { name: "Theme" });
  await theme.getByRole("radio", { name: "Dark" }).check();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(theme.getByRole("radio", { name: "Dark" })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await theme.getByRole("radio", { name: "Light" }).check();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});

test("a new password signs the other devices out and is the one that works", async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/login");
  await signIn(otherPage, owner);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await page.goto("/settings");
  const account = page.getByRole("region", { name: "Account" }).or(page.locator("#account"));
  await account.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await account.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await account.getByRole("button", { name: "Save account" }).click();
  await expect(account.getByText("Enter your current password to change this")).toBeVisible();
  await account.getByLabel("Current password").fill(owner.password);
  await account.getByRole("button", { name: "Save account" }).click();
  await expect(notifications(page).getByText("Account saved")).toBeVisible();
  await expect(notifications(page).getByText("Other devices have been signed out.")).toBeVisible();

  // The other browser is signed out; this one is not.
  expect((await otherPage.request.get("/api/auth/me")).status()).toBe(401);
  await expect(otherPage.getByRole("button", { name: "Sign In" })).toBeVisible({ timeout: 10_000 });
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  await other.close();

  await page.request.post("/api/auth/logout");
  const refused = await page.request.post("/api/auth/login", {
    data: { email: owner.email, password: owner.password },
  });
  expect(refused.status()).toBe(401);
  await page.goto("/login");
  await signIn(page, { email: owner.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
});
