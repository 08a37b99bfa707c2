import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { card, signIn } from "./support/ui";

/**
 * A customer orders on the restaurant's own website through embed.js, and staff see
 * the order arrive on the Orders Dashboard. The restaurant's form is on and it has the sample
 * menu (tests/e2e/support/e2e-server.ts).
 */
const owner = E2E_ACCOUNTS.embedOwner;

async function openDashboard(page: Page) {
  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("heading", { name: "Orders Dashboard" })).toBeVisible();
}

test("a customer orders on the website form and the order reaches the dashboard live", async ({
  page,
  browser,
}) => {
  // Staff first: the dashboard is open before the order exists.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await openDashboard(staffPage);
  const me = (await (await staffPage.request.get("/api/auth/me")).json()) as {
    restaurant: { id: string };
  };
  // A reload would wipe this marker.
  await staffPage.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await page.goto(`/embed-demo?restaurant=${me.restaurant.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Embed Test Bistro — Order online" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Embed Test Bistro" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Burgers & Sandwiches" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Add Golden Fork Burger" }).click();
  const panel = page.getByRole("dialog", { name: "Golden Fork Burger" });
  await expect(panel.getByRole("group", { name: /Temperature/ })).toBeVisible();
  await panel.getByRole("button", { name: "Add to order" }).click();
  await expect(panel.getByText("Choose 1 for Temperature")).toBeVisible();
  await expect(panel.getByText("Choose 1 for Side")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole("radio", { name: "Medium rare" }).check();
  await panel.getByRole("radio", { name: "Side salad" }).check();
  await panel.getByRole("button", { name: "Add to order" }).click();
  await expect(panel).toBeHidden();

  const cart = page.getByRole("region", { name: "Your order" });
  await expect(cart.getByText("1 × Golden Fork Burger")).toBeVisible();
  await expect(cart.getByText("Medium rare, Side salad")).toBeVisible();
  await expect(cart.getByText("Estimated subtotal")).toBeVisible();
  await expect(cart.getByText("$16.95").first()).toBeVisible();
  await expect(cart.getByText("Final total confirmed when you place the order")).toBeVisible();

  await page.getByLabel("Name").fill("Jordan Rivers");
  await page.getByLabel("Phone").fill("(512) 555-0199");
  await page.getByRole("button", { name: "Place order" }).click();

  const thanks = page.getByRole("heading", { name: /^Thank you! Your order W-\d+ is in\.$/ });
  await expect(thanks).toBeVisible();
  const orderNumber = /W-\d+/.exec((await thanks.textContent()) ?? "")?.[0] ?? "";
  expect(orderNumber).toMatch(/^W-\d+$/);
  // The total, whatever sales tax the restaurant charges at the moment (website-tax.spec.ts).
  await expect(page.getByText(/^Total \$\d+\.\d{2}$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The staff's dashboard shows the new card without a reload.
  await expect(card(staffPage, orderNumber)).toBeVisible();
  await expect(card(staffPage, orderNumber).getByText("Jordan Rivers")).toBeVisible();
  expect(await staffPage.evaluate(() => "stillTheSamePage" in window)).toBe(true);
  await staff.close();
});

test("the sample page serves the form to any site and says when a restaurant is unknown", async ({
  page,
  request,
}) => {
  const script = await request.get("/embed.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["access-control-allow-origin"]).toBe("*");
  expect(script.headers()["content-type"]).toMatch(/javascript/);

  await page.goto(`/embed-demo?restaurant=${crypto.randomUUID()}`);
  await expect(page.getByText("No restaurant has that id.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
