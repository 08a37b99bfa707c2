import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { DEV_ADMIN } from "./support/accounts";
import { closeWithEscape } from "./support/ui";

/**
 * The admin panel on a tablet (820 px, portrait) and a phone (390 px): the sidebar is a
 * drawer, tables fit or become lists, and nothing scrolls the page sideways. Read-only, so
 * it shares the server with the other admin tests without changing what they count.
 */
const SCREENS = [
  { name: "tablet", width: 820, height: 1180 },
  { name: "phone", width: 390, height: 844 },
] as const;

const VIEWS = [
  { entry: "Dashboard", heading: "Dashboard", path: "/admin/dashboard" },
  { entry: "Users", heading: "Restaurant owners", path: "/admin/dashboard?view=users" },
  { entry: "System", heading: "System", path: "/admin/dashboard?view=system" },
] as const;

type Theme = "light" | "dark";

async function signInAsAdmin(page: Page, theme: Theme = "light") {
  await page.goto("/admin/login");
  await page.evaluate((choice) => localStorage.setItem("theme", choice), theme);
  await page.reload(); // the theme is read as the page loads
  await page.getByLabel("Email").fill(DEV_ADMIN.email);
  await page.getByLabel("Password").fill(DEV_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}

/** The page itself never scrolls sideways; wide content scrolls in its own region. */
async function expectNoPageOverflow(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, where).toBeLessThanOrEqual(innerWidth);
}

/** Waits until the view's data is drawn, so the checks see the finished layout. */
async function waitForView(page: Page, view: (typeof VIEWS)[number], isPhone: boolean) {
  await expect(page.getByRole("heading", { level: 1, name: view.heading })).toBeVisible();
  if (view.entry === "Dashboard") {
    await expect(
      page.getByRole("region", { name: "Total Restaurant Owners" }).getByText(/^\d[\d,]*$/),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "System Status" }).getByText("Operational"),
    ).toBeVisible();
  }
  if (view.entry === "Users") {
    const owners = isPhone
      ? page.getByRole("list", { name: "Restaurant owners" }).getByRole("listitem")
      : page.getByRole("region", { name: "Restaurant owners" }).getByRole("row");
    await expect(owners.first()).toBeVisible();
  }
  if (view.entry === "System") {
    const log = page.getByRole(isPhone ? "list" : "region", { name: "Audit log" });
    await expect(log.getByText(/Signed in/).first()).toBeVisible();
    await expect(page.getByText("Connected", { exact: false }).first()).toBeVisible();
  }
}

for (const screen of SCREENS) {
  const isPhone = screen.name === "phone";

  test.describe(`on a ${screen.name} (${screen.width}×${screen.height})`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test("the sidebar is a drawer: it opens from the toggle, shows the current view and moves between views", async ({
      page,
    }) => {
      await signInAsAdmin(page);
      // No sidebar beside the content: only the compact bar's toggle.
      await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
      const toggle = page.getByRole("button", { name: "Open navigation" });
      await expect(toggle).toBeInViewport();

      await toggle.click();
      const drawer = page.getByRole("dialog", { name: "Navigation" });
      const nav = drawer.getByRole("navigation", { name: "Admin" });
      await expect(nav.getByRole("button", { name: "Dashboard" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // Focus moves into the drawer, so the keyboard starts there.
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
      await expect(drawer.getByText(DEV_ADMIN.email)).toBeVisible();
      await expect(drawer.getByRole("button", { name: "Logout" })).toBeInViewport({ ratio: 1 });
      await expectNoSeriousA11yViolations(page);

      await nav.getByRole("button", { name: "Users" }).click();
      await expect(page).toHaveURL(/view=users/);
      await expect(drawer).toBeHidden();
      await expect(
        page.getByRole("heading", { level: 1, name: "Restaurant owners" }),
      ).toBeVisible();

      await toggle.click();
      await expect(nav.getByRole("button", { name: "Users" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.getByRole("button", { name: "Dashboard" })).not.toHaveAttribute(
        "aria-current",
      );
      await nav.getByRole("button", { name: "System" }).click();
      await expect(page).toHaveURL(/view=system/);
      await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();

      // Escape closes it and gives focus back to the toggle.
      await toggle.click();
      await closeWithEscape(page, drawer);
      await expect(toggle).toBeFocused();

      // Back returns to the previous view, as the sidebar's buttons do on a desktop.
      await page.goBack();
      await expect(
        page.getByRole("heading", { level: 1, name: "Restaurant owners" }),
      ).toBeVisible();

      await toggle.click();
      await drawer.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
    });

    for (const theme of ["light", "dark"] as const) {
      test(`every view fits the screen without sideways scrolling, ${theme}`, async ({ page }) => {
        await signInAsAdmin(page, theme);
        for (const view of VIEWS) {
          await page.goto(view.path);
          await waitForView(page, view, isPhone);
          await expectNoPageOverflow(page, `${view.entry} at ${screen.width} px, ${theme}`);
          await expectNoSeriousA11yViolations(page);
        }
      });
    }
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each owner's Status and actions are on screen, not past its right edge", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/dashboard?view=users");
    const cards = page.getByRole("list", { name: "Restaurant owners" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const name = (await card.getByRole("heading").textContent()) ?? "";
      await card.scrollIntoViewIfNeeded();
      const status = card.getByText(/^(Active|Inactive)$/);
      await expect(status, `${name}'s status`).toBeInViewport({ ratio: 1 });
      for (const action of ["Edit", "Deactivate|Activate", "Delete"]) {
        const button = card.getByRole("button", { name: new RegExp(`^(${action}) ${name}$`) });
        await expect(button, `${name}: ${action}`).toBeInViewport({ ratio: 1 });
      }
    }
    await expectNoPageOverflow(page, "Users at 390 px");
  });
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("the audit log and the owners table fit their cards: nothing clipped, no inner scrolling", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/dashboard?view=system");
    const log = page.getByRole("region", { name: "Audit log" });
    await expect(log.getByText(/Signed in/).first()).toBeVisible();
    await log.scrollIntoViewIfNeeded();
    for (const column of ["When", "Who", "What"]) {
      await expect(log.getByRole("columnheader", { name: column })).toBeInViewport({ ratio: 1 });
    }
    await expect(log.getByRole("row").nth(1)).toBeInViewport({ ratio: 1 });
    const fits = (region: typeof log) =>
      region.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(await fits(log)).toBe(true);

    await page.goto("/admin/dashboard?view=users");
    const owners = page.getByRole("region", { name: "Restaurant owners" });
    await expect(owners.getByRole("row").nth(1)).toBeVisible();
    expect(await fits(owners)).toBe(true);
    await expect(owners.getByRole("columnheader", { name: "Actions" })).toBeInViewport({
      ratio: 1,
    });
  });
});
