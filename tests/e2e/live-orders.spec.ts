import { expect, test } from "@playwright/test";
import { FIXTURE_RESTAURANTS } from "./support/dashboard-fixtures";
import { ownServer, START_GUARD_MS } from "./support/own-server";
import { E2E_PORTS } from "./support/ports";
import { card, notifications, openDashboardAs, signIn } from "./support/ui";

const live = FIXTURE_RESTAURANTS.live;

test.describe.configure({ mode: "serial" });
// With motion, unlike the other specs: toasts slide in and the new order pulses, as most
// screens draw them.
test.use({ reducedMotion: "no-preference" });

test("a new order from elsewhere shows the live toast and its card without a reload", async ({
  page,
  browser,
}) => {
  await openDashboardAs(page, live);
  await expect(page.getByRole("article")).toHaveCount(1);
  // A reload would wipe this marker.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  // A second browser, signed in to the same restaurant, creates an order.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openDashboardAs(otherPage, live);
  const created = (await (await otherPage.request.post("/api/orders/test-new")).json()) as {
    orderNumber: string;
    customer: { name: string };
    isDelivery: boolean;
  };
  const number = created.orderNumber.replace(/^#/, "");

  const toast = page.getByRole("region", { name: `New order #${number}` });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("heading", { name: "New Order Received!" })).toBeVisible();
  await expect(toast.getByText("LIVE", { exact: true })).toBeVisible();
  await expect(toast.getByText(created.customer.name)).toBeVisible();
  await expect(
    toast.getByText(created.isDelivery ? "Delivery Order" : "Pickup Order"),
  ).toBeVisible();
  await expect(toast.getByRole("button", { name: "Remind Later" })).toBeVisible();
  await expect(card(page, number)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(2);
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);

  await toast.getByRole("button", { name: "View & Accept" }).click();
  await expect(toast).toBeHidden();
  await expect(page.getByRole("dialog", { name: `Order #${number}` })).toBeVisible();
  await other.close();
});

test("staff who opened another screen first still get the toast, and 'View & Accept' opens the order", async ({
  page,
  browser,
}) => {
  await openDashboardAs(page, live);
  // A fresh load of Settings: the dashboard's list has never been fetched in this page.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openDashboardAs(otherPage, live);
  const created = (await (await otherPage.request.post("/api/orders/test-new")).json()) as {
    orderNumber: string;
  };
  const number = created.orderNumber.replace(/^#/, "");

  const toast = page.getByRole("region", { name: `New order #${number}` });
  await expect(toast.getByRole("heading", { name: "New Order Received!" })).toBeVisible();
  await toast.getByRole("button", { name: "View & Accept" }).click();
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("dialog", { name: `Order #${number}` })).toBeVisible();
  await other.close();
});

test("'Remind Later' puts the toast away, and a status changed elsewhere is announced", async ({
  page,
  browser,
}) => {
  await openDashboardAs(page, live);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openDashboardAs(otherPage, live);

  const created = (await (await otherPage.request.post("/api/orders/test-new")).json()) as {
    id: string;
    orderNumber: string;
  };
  const number = created.orderNumber.replace(/^#/, "");
  const toast = page.getByRole("region", { name: `New order #${number}` });
  await toast.getByRole("button", { name: "Remind Later" }).click();
  await page.getByRole("menuitem", { name: "10 minutes" }).click();
  await expect(toast).toBeHidden();

  await otherPage.request.put(`/api/orders/${created.id}`, { data: { status: "ready" } });
  await expect(
    notifications(page).getByText(`Order #${number} is now Ready for Pickup`),
  ).toBeVisible();
  await expect(card(page, number).getByText("Ready for Pickup", { exact: true })).toBeVisible();
  await other.close();
});

test("after the server restarts the dashboard reconnects and shows what changed meanwhile", async ({
  page,
  playwright,
}) => {
  // Two starts of a server, each with its own guard.
  test.setTimeout(2 * START_GUARD_MS + 60_000);
  const server = ownServer(E2E_PORTS.app + 20, ["live"]);
  await server.start();
  try {
    await page.goto(`${server.url}/login`);
    await signIn(page, live);
    await page.waitForURL("**/dashboard");
    await expect(card(page, "3001").getByText("New", { exact: true })).toBeVisible();

    // The health bar above every screen says the live feed is gone, then that it is back.
    const health = page.getByRole("status", { name: "Health" });
    await expect(health).not.toContainText(/Live updates lost|Reconnecting/);
    await server.stop();
    await expect(health).toContainText(/Live updates lost|Reconnecting to live updates/);
    await server.start();
    // While this dashboard is still waiting to reconnect, the order moves on.
    const api = await playwright.request.newContext({ baseURL: server.url });
    await api.post("/api/auth/login", { data: { email: live.email, password: live.password } });
    const orders = (await (await api.get("/api/orders")).json()) as Array<{
      id: string;
      orderNumber: string;
    }>;
    const target = orders.find((order) => order.orderNumber === "#3001");
    expect(
      (await api.put(`/api/orders/${target?.id}`, { data: { status: "preparing" } })).status(),
    ).toBe(200);
    await api.dispose();

    // The first retry comes 5 s after the close; the list reloads on reconnecting.
    await expect(card(page, "3001").getByText("Preparing", { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(health).not.toContainText(/Live updates lost|Reconnecting/);
  } finally {
    await server.stop();
  }
});
