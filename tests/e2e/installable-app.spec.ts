import { expect, type Page, test } from "@playwright/test";
import { FIXTURE_RESTAURANTS } from "./support/dashboard-fixtures";
import { card, openDashboardAs } from "./support/ui";

const owner = FIXTURE_RESTAURANTS.alerts;

// The service worker is what these tests are about (the others block it).
test.use({ serviceWorkers: "allow" });

/** Waits until the service worker controls the page (after its first load, a reload). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test("the dashboard is an app Chrome can install: a manifest, icons and a service worker", async ({
  playwright,
}, testInfo) => {
  // Chrome installs apps from a profile, never from an incognito window, and a browser
  // context Playwright makes is one: the full Chromium then reports only "in-incognito". A
  // profile of the test's own asks Chrome the real question, in either Chromium.
  const { baseURL, launchOptions } = testInfo.project.use;
  const profile = await playwright.chromium.launchPersistentContext(
    testInfo.outputPath("profile"),
    {
      ...launchOptions,
      baseURL,
      serviceWorkers: "allow",
    },
  );
  try {
    const page = profile.pages()[0] ?? (await profile.newPage());
    await openDashboardAs(page, owner);
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestUrl).toBe("/manifest.webmanifest");
    const manifest = await (await page.request.get(manifestUrl ?? "")).json();
    expect(manifest).toMatchObject({
      name: "OrderDock",
      start_url: "/dashboard",
      display: "standalone",
    });
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const response = await page.request.get(icon.src);
      expect(response.headers()["content-type"], icon.src).toBe("image/png");
    }
    await controlledByServiceWorker(page);
    // What Lighthouse's installability audit asks Chrome: nothing stands in the way.
    const devtools = await profile.newCDPSession(page);
    const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await profile.close();
  }
});

test("with no connection the app opens on the last orders it knew, read-only and marked offline, and catches up when it returns", async ({
  page,
  context,
}) => {
  await openDashboardAs(page, owner);
  await controlledByServiceWorker(page);
  await expect(card(page, "AT100")).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  const health = page.getByRole("status", { name: "Health" });
  await expect(health).toContainText("Offline: showing the orders as of");
  await expect(card(page, "AT100")).toBeVisible();
  // Read-only: the board is inert, so no tap or key reaches the card's actions.
  const markPreparing = card(page, "AT100").getByRole("button", { name: "Mark Preparing" });
  expect(await markPreparing.evaluate((button) => button.closest("[inert]") !== null)).toBe(true);

  await context.setOffline(false);
  // The live feed retries within seconds and reloads the list from the server.
  await expect(health).not.toContainText("Offline", { timeout: 60_000 });
  expect(await markPreparing.evaluate((button) => button.closest("[inert]") !== null)).toBe(false);
});
