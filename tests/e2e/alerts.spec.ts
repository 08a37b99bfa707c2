import { expect, type Page, test } from "@playwright/test";
import { FIXTURE_RESTAURANTS } from "./support/dashboard-fixtures";
import { openDashboardAs } from "./support/ui";

const alerts = FIXTURE_RESTAURANTS.alerts;

/** Signed in without a tap or a key press on the page, as a tablet that reloaded. */
async function openUntouched(page: Page, path: string) {
  const login = await page.request.post("/api/auth/login", {
    data: { email: alerts.email, password: alerts.password },
  });
  expect(login.status()).toBe(200);
  await page.goto(path);
}

const healthBar = (page: Page) => page.getByRole("status", { name: "Health" });
const nav = (page: Page, name: string) =>
  page.getByRole("navigation").getByRole("link", { name }).first();

test("a page no one has tapped asks for the one tap sound needs, and a muted device says so on every screen", async ({
  page,
}) => {
  await openUntouched(page, "/dashboard");
  const health = healthBar(page);
  await expect(health).toContainText("Sound is off until you tap here");
  await health.getByRole("button", { name: "Turn on sound" }).click();
  await expect(health).not.toContainText("Sound is off");

  // Muted in Settings: every screen says so, and the same one tap turns sound back on.
  await nav(page, "Settings").click();
  const playSounds = page.getByRole("switch", { name: "Play sounds" });
  await playSounds.click();
  await expect(playSounds).not.toBeChecked();
  await expect(health).toContainText("Sound is off on this device");
  await nav(page, "Orders Dashboard").click();
  await expect(health).toContainText("Sound is off on this device");
  await health.getByRole("button", { name: "Turn on sound" }).click();
  await expect(health).not.toContainText("Sound is off");
  await nav(page, "Settings").click();
  await expect(page.getByRole("switch", { name: "Play sounds" })).toBeChecked();
});

test("the dashboard asks to keep the screen awake while it is open, unless Settings says not to", async ({
  page,
}) => {
  // Every request is recorded, and passed on to the browser's own wake lock when it has one.
  await page.addInitScript(() => {
    const requests: string[] = [];
    const real = navigator.wakeLock;
    Object.assign(window, { wakeLockRequests: requests });
    Object.defineProperty(Navigator.prototype, "wakeLock", {
      configurable: true,
      get: () => ({
        request: (type: "screen") => {
          requests.push(type);
          return real
            ? real.request(type)
            : Promise.reject(new DOMException("No wake lock", "NotSupportedError"));
        },
      }),
    });
  });
  const requests = () =>
    page.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests);

  await openDashboardAs(page, alerts);
  await expect.poll(requests).toEqual(["screen"]);

  await nav(page, "Settings").click();
  const keepAwake = page.getByRole("switch", { name: "Keep the screen awake" });
  await expect(keepAwake).toBeChecked();
  await keepAwake.click();
  await expect(keepAwake).not.toBeChecked();
  await nav(page, "Orders Dashboard").click();
  await expect(page.getByRole("article", { name: "Order #AT100" })).toBeVisible();
  expect(await requests()).toEqual(["screen"]);
});
