import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { DEV_ADMIN } from "./support/accounts";
import { notifications, signIn } from "./support/ui";

/** The admin panel, wired. These tests change owners, so they run in order. */
test.describe.configure({ mode: "serial" });

async function signInAsAdmin(page: Page, baseUrl = "") {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel("Email").fill(DEV_ADMIN.email);
  await page.getByLabel("Password").fill(DEV_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

/** The figure on a Dashboard card, read as a person reads it. */
async function cardFigure(page: Page, title: string): Promise<number> {
  const card = page.getByRole("region", { name: title });
  await expect(card.getByText(/^\d[\d,]*$/)).toBeVisible();
  return Number((await card.getByText(/^\d[\d,]*$/).textContent())?.replace(/,/g, ""));
}

type ListedOwner = { email: string; platformConnections: Record<string, boolean> };

/** Every owner, straight from the list API with the admin's cookie. */
async function allOwners(request: APIRequestContext, baseUrl = ""): Promise<ListedOwner[]> {
  const owners: ListedOwner[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(
      `${baseUrl}/api/admin/restaurant-owners?pageSize=200&page=${page}`,
    );
    const batch = (await response.json()) as ListedOwner[];
    owners.push(...batch);
    if (owners.length >= Number(response.headers()["x-total-count"])) return owners;
  }
}

test("the Dashboard's figures match the owners the database holds", async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const owners = await allOwners(page.request);
  const flags = owners.flatMap((owner) => Object.values(owner.platformConnections));
  expect(await cardFigure(page, "Total Restaurant Owners")).toBe(owners.length);
  expect(await cardFigure(page, "Active Integrations")).toBe(flags.filter(Boolean).length);
  await expect(
    page.getByRole("region", { name: "System Status" }).getByText("Operational"),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

async function ownerPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test("an owner the admin adds signs in, is signed out when deactivated, and is deleted", async ({
  page,
  browser,
}) => {
  const email = `added-${Date.now()}@e2e.orderdock.test`;
  const owner = { name: "Dana Whitfield", email, password: "harbor-77" };
  await signInAsAdmin(page);
  await adminNav(page).getByRole("button", { name: "Users" }).click();
  await expect(page).toHaveURL(/view=users/);
  await expect(page.getByRole("heading", { level: 1, name: "Restaurant owners" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Add Owner" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Owner" });
  await dialog.getByRole("button", { name: "Add Owner" }).click();
  await expect(dialog.getByText("Name is required", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Restaurant name is required")).toBeVisible();
  await dialog.getByLabel("Name", { exact: true }).fill(owner.name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Restaurant name").fill("Harbor Lights Cafe");
  await dialog.getByLabel("Initial password").fill("short");
  await dialog.getByRole("button", { name: "Add Owner" }).click();
  await expect(dialog.getByText("Password must be at least 6 characters")).toBeVisible();
  await dialog.getByLabel("Initial password").fill(owner.password);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Add Owner" }).click();
  await expect(notifications(page).getByText("Owner added")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Search owners" }).fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Harbor Lights Cafe")).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  // The new owner signs in at /login, in a browser of their own.
  const theirs = await ownerPage(browser);
  await theirs.page.goto("/login");
  await signIn(theirs.page, owner);
  await expect(theirs.page).toHaveURL(/\/dashboard$/);

  // Deactivated: their open dashboard is signed out without them doing anything.
  await row.getByRole("button", { name: `Deactivate ${owner.name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Deactivate ${owner.name}?` });
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(notifications(page).getByText("Owner deactivated")).toBeVisible();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  // Their socket is closed with 4401; the page re-checks the session and shows sign-in.
  await expect(theirs.page.getByRole("button", { name: "Sign In" })).toBeVisible({
    timeout: 10_000,
  });
  await expect(theirs.page.getByRole("article")).toHaveCount(0);
  expect((await theirs.page.request.get("/api/orders")).status()).toBe(401);
  await signIn(theirs.page, owner);
  await expect(
    notifications(theirs.page).getByText("This account has been deactivated"),
  ).toBeVisible();

  // Deleted: gone from the list, and their sign-in no longer knows them.
  await row.getByRole("button", { name: `Delete ${owner.name}` }).click();
  const deletion = page.getByRole("alertdialog", { name: `Delete ${owner.name}?` });
  await expect(deletion.getByText(/Harbor Lights Cafe/)).toBeVisible();
  await deletion.getByRole("button", { name: "Delete owner" }).click();
  await expect(notifications(page).getByText("Owner deleted")).toBeVisible();
  await expect(page.getByText("No restaurant owners found")).toBeVisible();
  const refused = await theirs.page.request.post("/api/auth/login", {
    data: { email, password: owner.password },
  });
  expect(refused.status()).toBe(401);
  await theirs.context.close();

  // The audit log on the System view tells the story, newest first.
  await adminNav(page).getByRole("button", { name: "System" }).click();
  const log = page.getByRole("region", { name: "Audit log" });
  await expect(log.getByText(`Deleted ${owner.name} (${email})`)).toBeVisible();
  await expect(log.getByText(`Deactivated ${owner.name} (${email})`)).toBeVisible();
  await expect(log.getByText(`Added ${owner.name} (${email}) of Harbor Lights Cafe`)).toBeVisible();
});
