import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { DEV_ADMIN, DEV_OWNER } from "./support/accounts";
import { notifications, signIn } from "./support/ui";

test("an administrator signs in to the admin panel and out again", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Email").fill(DEV_ADMIN.email);
  await page.getByLabel("Password").fill(DEV_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL("/admin/dashboard");
  await expect(notifications(page).getByText("Login successful")).toBeVisible();
  await expect(notifications(page).getByText("Welcome to the admin panel")).toBeVisible();
  const sidebar = page.getByRole("complementary");
  await expect(sidebar.getByText(DEV_ADMIN.name)).toBeVisible();
  await expect(sidebar.getByText(DEV_ADMIN.email)).toBeVisible();
  for (const view of ["Dashboard", "Users", "System"]) {
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: view }),
    ).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/admin/login");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL("/admin/login");
});

test("the admin login refuses a restaurant owner with the server's message", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(DEV_OWNER.email);
  await page.getByLabel("Password").fill(DEV_OWNER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(notifications(page).getByText("Login failed")).toBeVisible();
  await expect(
    notifications(page).getByText("Only administrators can sign in to the admin panel."),
  ).toBeVisible();
  await expect(page).toHaveURL("/admin/login");
});

test("the admin panel sends a signed-in owner to the admin login", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, DEV_OWNER);
  await expect(page).toHaveURL("/dashboard");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL("/admin/login");
  await page.getByRole("link", { name: "Return to main site" }).click();
  await expect(page).toHaveURL("/");
});
