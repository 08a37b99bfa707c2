import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { DEV_ADMIN, DEV_OWNER } from "./support/accounts";
import { ownServer, START_GUARD_MS } from "./support/own-server";
import { E2E_PORTS } from "./support/ports";
import { notifications } from "./support/ui";

/**
 * The admin System view. A reset removes every demo restaurant, which would sign out the
 * other tests' demo visitors, so this runs on a server of its own.
 */
const server = ownServer(E2E_PORTS.app + 21);

test.beforeAll(async () => {
  test.setTimeout(START_GUARD_MS + 60_000);
  await server.start();
});
test.afterAll(() => server.stop());

async function openSystemView(page: Page) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("Email").fill(DEV_ADMIN.email);
  await page.getByLabel("Password").fill(DEV_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("button", { name: "System" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
}

const testDataBadges = (page: Page) =>
  page.getByRole("region", { name: "Restaurant owners" }).getByText("Test data", { exact: true });

test("Create Test Data, then System Reset removes it and keeps the real owner", async ({
  page,
}) => {
  await openSystemView(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Create Test Data" }).click();
  await expect(notifications(page).getByText("Success", { exact: true })).toBeVisible();
  await expect(notifications(page).getByText("Test data created successfully")).toBeVisible();
  const created = page.getByRole("region", { name: "Test data created" });
  await expect(created.getByText(/\(Test\)/)).toHaveCount(3);

  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("button", { name: "Users" })
    .click();
  await expect(testDataBadges(page)).toHaveCount(3);
  await expect(page.getByRole("row").filter({ hasText: DEV_OWNER.email })).toHaveCount(1);

  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("button", { name: "System" })
    .click();
  await page.getByRole("button", { name: "System Reset" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset the system?" });
  const confirm = dialog.getByRole("button", { name: "Reset system" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type RESET to confirm").fill("reset");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type RESET to confirm").fill("RESET");
  await expectNoSeriousA11yViolations(page);
  await confirm.click();
  await expect(notifications(page).getByText("System reset complete")).toBeVisible();
  await expect(notifications(page).getByText(/Removed 3 test restaurants/)).toBeVisible();

  const log = page.getByRole("region", { name: "Audit log" });
  await expect(log.getByText(/^System reset: removed 3 test/)).toBeVisible();
  await expect(log.getByText(/^Created test data:/)).toBeVisible();

  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("button", { name: "Users" })
    .click();
  await expect(page.getByRole("row").filter({ hasText: DEV_OWNER.email })).toHaveCount(1);
  await expect(testDataBadges(page)).toHaveCount(0);
});

test("the configuration tabs show the version, the database and the live API status", async ({
  page,
}) => {
  await openSystemView(page);
  await page.getByRole("tab", { name: "General" }).click();
  await expect(page.getByRole("tabpanel").getByText("1.0.0")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText(/^Connected · PGlite/)).toBeVisible();
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByRole("tabpanel").getByText("JWT-based authentication")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText("24 hours")).toBeVisible();
  await page.getByRole("tab", { name: "API" }).click();
  await expect(page.getByRole("tabpanel").getByText("Operational")).toBeVisible();
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByRole("tabpanel").getByText("Operational")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
