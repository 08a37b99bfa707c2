import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { DEV_OWNER } from "./support/accounts";
import { notifications, signIn } from "./support/ui";

test("an owner signs in to the dashboard and out again", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Restaurant Owner Portal" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signIn(page, DEV_OWNER);

  await expect(page).toHaveURL("/dashboard");
  await expect(notifications(page).getByText("Login Successful")).toBeVisible();
  await expect(notifications(page).getByText("Welcome back to OrderDock!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Orders Dashboard" })).toBeVisible();
  await expect(page.getByText("Golden Fork Bistro")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Restaurant Owner Portal" })).toBeVisible();
});

test("the form shows its error messages and sends nothing while they stand", async ({ page }) => {
  const signInRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/")) signInRequests.push(request.url());
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

  await page.getByLabel("Email").fill("owner@orderdock");
  await page.getByLabel("Password").fill("12345");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  expect(signInRequests.filter((url) => !url.endsWith("/api/auth/me"))).toEqual([]);
  await expect(page).toHaveURL("/login");
});

test("a wrong password shows the 'Login failed' toast and stays on the form", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, { email: DEV_OWNER.email, password: "not-the-password" });
  await expect(notifications(page).getByText("Login failed")).toBeVisible();
  await expect(notifications(page).getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
});

test("a signed-out visit to a protected page shows the login screen, and signing in opens it", async ({
  page,
}) => {
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Restaurant Owner Portal" })).toBeVisible();
  await signIn(page, DEV_OWNER);
  await expect(page).toHaveURL("/analytics");
  await expect(page.getByRole("heading", { name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Analytics" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("on a phone the navigation is a drawer with Logout at the bottom", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, DEV_OWNER);
  await expect(page).toHaveURL("/dashboard");
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(drawer.getByRole("link", { name: "Orders Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await drawer.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/settings");
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  await drawer.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login");
  await context.close();
});

test("a failed logout says so and keeps the owner where they are", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, DEV_OWNER);
  await expect(page).toHaveURL("/dashboard");
  await page.route("**/api/auth/logout", (route) => route.fulfill({ status: 503, body: "" }));
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(notifications(page).getByText("Logout failed")).toBeVisible();
  await expect(
    notifications(page).getByText("There was an error logging out. Please try again."),
  ).toBeVisible();
  await expect(page).toHaveURL("/dashboard");
});
