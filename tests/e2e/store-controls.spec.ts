import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { ownServer, START_GUARD_MS } from "./support/own-server";
import { E2E_PORTS } from "./support/ports";
import { card, closeWithEscape, notifications, signIn } from "./support/ui";

/**
 * Pausing a channel from the store controls, seen from both sides: DoorDash's twin shows the
 * store paused, the store bar on every screen counts down, and when the time is up DoorDash
 * reopens by itself and the bar goes. Both clocks are moved on by the test (the page's, and
 * DoorDash's from its console), so this runs on a server of its own: moving a platform's
 * clock on the shared server would age the other tests' orders.
 */
const owner = E2E_ACCOUNTS.storeOwner;
const server = ownServer(E2E_PORTS.app + 30, [], ["storeOwner"]);
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(START_GUARD_MS + 30_000);
  await server.start();
});
test.afterAll(() => server.stop());

test("pause DoorDash for 15 minutes: DoorDash shows it, the bar counts down, and it reopens by itself", async ({
  page,
}) => {
  await page.clock.install({ time: new Date() });
  await page.goto(`${server.url}/login`);
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");

  await page.getByRole("button", { name: "Store: open" }).click();
  const dialog = page.getByRole("dialog", { name: "Store status" });
  await expect(dialog.getByRole("region", { name: "Channels" })).toContainText("DoorDash");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("radio", { name: "DoorDash" }).click();
  await dialog.getByRole("radio", { name: "15 minutes" }).click();
  await dialog.getByRole("button", { name: "Pause orders" }).click();
  await expect(notifications(page).getByText("Orders paused on DoorDash")).toBeVisible();

  const bar = page.getByRole("region", { name: "Store status" });
  await expect(bar).toContainText(/Paused on DoorDash until \d{1,2}:\d\d [AP]M · 1[45]:\d\d left/);
  await expect(page.getByRole("button", { name: "Store: paused" })).toBeVisible();
  // DoorDash confirmed it.
  await page.getByRole("button", { name: "Store: paused" }).click();
  await expect(dialog.getByText("Confirmed by DoorDash")).toBeVisible();
  await closeWithEscape(page, dialog);

  // The bar is on every signed-in screen.
  await page.goto(`${server.url}/menu`);
  await expect(bar).toContainText("Paused on DoorDash");

  // DoorDash shows the store paused until the time OrderDock gave it (on its console's clock,
  // past the restaurant's midnight "tomorrow at").
  await page.goto(`${server.url}/sandbox/doordash`);
  const store = page.getByRole("region", { name: "Store" });
  await expect(store).toContainText(/Paused until (tomorrow at )?\d{1,2}:\d\d [AP]M/);
  await expect(page.getByRole("button", { name: "Place an order as a customer" })).toBeVisible();
  await page.getByRole("button", { name: "Place an order as a customer" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The store is paused on DoorDash: customers cannot order now",
  );

  // A quarter of an hour passes on DoorDash's clock (its console's clock form): DoorDash
  // ends the pause at the time it was given.
  const moved = await page.request.post(`${server.url}/sandbox/doordash/console/clock`, {
    form: { minutes: "16" },
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(303);
  await page.goto(`${server.url}/sandbox/doordash`);
  await expect(store).toContainText("Open");

  // And on the dashboard's clock: the countdown runs out and the bar goes.
  await page.goto(`${server.url}/dashboard`);
  await expect(bar).toContainText(/1[45]:\d\d left/);
  await page.clock.fastForward("15:30");
  await expect(bar).toBeHidden();
  await expect(page.getByRole("button", { name: "Store: open" })).toBeVisible();
});

test("busy mode adds its minutes to the preparation time offered when accepting", async ({
  page,
}) => {
  // (DoorDash is still paused on the server's clock, which the first test did not move.)
  await page.goto(`${server.url}/login`);
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await page.getByRole("button", { name: "Store: paused" }).click();
  const dialog = page.getByRole("dialog", { name: "Store status" });
  await dialog.getByRole("tab", { name: "Busy mode" }).click();
  await dialog.getByRole("radio", { name: "Uber Eats" }).click();
  await dialog.getByRole("radio", { name: "+20 min" }).click();
  await dialog.getByRole("button", { name: "Start busy mode" }).click();
  const bar = page.getByRole("region", { name: "Store status" });
  await expect(bar).toContainText(/Busy: \+20 min on Uber Eats until \d{1,2}:\d\d [AP]M/);

  // An Uber Eats order placed now is offered 20 minutes more than Settings' time.
  await page.goto(`${server.url}/sandbox/ubereats`);
  await page.getByRole("button", { name: "Place an order as a customer" }).click();
  const said = await page.getByRole("status").textContent();
  const number = /Order #(\S+) placed/.exec(said ?? "")?.[1];
  expect(number).toBeTruthy();
  await page.goto(`${server.url}/dashboard`);
  const orderCard = card(page, number ?? "");
  await orderCard.getByRole("button", { name: "Accept", exact: true }).click();
  const accept = page.getByRole("dialog", { name: `Accept order #${number}` });
  await expect(accept.getByRole("button", { name: "40 min (busy: +20)" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await closeWithEscape(page, accept);

  await bar.getByRole("button", { name: "End busy mode" }).click();
  await expect(bar.getByText(/^Busy:/)).toBeHidden();
});
