import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { ownServer, START_GUARD_MS } from "./support/own-server";
import { E2E_PORTS } from "./support/ports";
import { signIn } from "./support/ui";

/**
 * The go-live check on each platform's tab, against each twin: what works, and with a twin
 * set to refuse (a scope the Uber app was not given, credentials refused from DoorDash's
 * console), which point fails and why. On a server of its own, as its Uber sandbox grants
 * the app every scope but `eats.store.status.write`.
 */
const owner = E2E_ACCOUNTS.goLiveOwner;
const server = ownServer(E2E_PORTS.app + 33, [], ["goLiveOwner"], {
  UBER_SANDBOX_SCOPES:
    "eats.order eats.store.orders.read eats.store.orders.restaurantdelivery.status eats.store",
});
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(START_GUARD_MS + 30_000);
  await server.start();
});
test.afterAll(() => server.stop());

async function runCheck(page: Page, platform: string) {
  await page.goto(`${server.url}/platform-connections?platform=${platform}`);
  await page.getByRole("button", { name: "Run go-live check" }).click();
  const results = page.getByRole("list", { name: "Go-live check" });
  await expect(results).toBeVisible();
  return results;
}

/** Each point's heading and words, in order. */
async function pointsOf(page: Page, platform: string) {
  const results = await runCheck(page, platform);
  return results.getByRole("listitem").allInnerTexts();
}

test.beforeEach(async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
});

test("Uber Eats: the credentials work and the store is activated, but a scope is missing", async ({
  page,
}) => {
  const results = await runCheck(page, "ubereats");
  await expect(results.getByRole("listitem")).toHaveText([
    /^Credentials valid\s*Uber accepted the app's client id/,
    /^Scopes missing\s*Not granted to the app: eats\.store\.status\.write$/,
    /^Store activated\s*OrderDock is the store's order manager$/,
    /^Store id known\s*Twin Test Kitchen, store id e2e-go-live$/,
    /^No webhook received\s*No webhook from Uber Eats has reached OrderDock yet$/,
  ]);
  await expect(
    page.getByText("2 points need attention (checked against the platform's twin)."),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("DoorDash: every point holds once an order came, and refused credentials are named", async ({
  page,
}) => {
  await page.goto(`${server.url}/sandbox/doordash`);
  await page.getByRole("button", { name: "Place an order as a customer" }).click();
  await expect(page.getByRole("status")).toContainText("placed and sent to OrderDock");

  expect(await pointsOf(page, "doordash")).toEqual([
    expect.stringMatching(/^Credentials valid\s*DoorDash accepted OrderDock's JWT$/),
    expect.stringMatching(/^Scopes granted\s*DoorDash's JWT carries no scopes/),
    expect.stringMatching(/^Store activated\s*The store is active on DoorDash$/),
    expect.stringMatching(/^Store id known\s*Location id /),
    expect.stringMatching(/^Webhooks reaching OrderDock\s*The last webhook reached OrderDock/),
  ]);
  await expect(page.getByText("Every point holds against the platform's twin.")).toBeVisible();

  await page.goto(`${server.url}/sandbox/doordash`);
  await page.getByRole("button", { name: "Refuse OrderDock's credentials" }).click();
  await expect(page.getByRole("status")).toContainText("credentials are refused");
  const refused = await runCheck(page, "doordash");
  await expect(refused.getByRole("listitem").first()).toHaveText(
    /^Credentials refused\s*DoorDash answered 401: The credentials were revoked on the platform$/,
  );

  await page.goto(`${server.url}/sandbox/doordash`);
  await page.getByRole("button", { name: "Accept OrderDock's credentials again" }).click();
  await expect(page.getByRole("status")).toContainText("accepted again");
});

for (const [platform, store] of [
  ["grubhub", /^Store id known\s*Merchant id /],
  ["shopify", /^Store id known\s*/],
  ["woocommerce", /^Store id known\s*The WooCommerce REST API answers at /],
] as const) {
  test(`${platform}: the credentials work and the store answers`, async ({ page }) => {
    const results = await runCheck(page, platform);
    await expect(results.getByRole("listitem").first()).toHaveText(/^Credentials valid/);
    await expect(results.getByRole("listitem").nth(3)).toHaveText(store);
  });
}
