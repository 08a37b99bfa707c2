import { expect, type Page, test } from "@playwright/test";
import { buildWebhook } from "../../src/server/sandbox/twins/platform-webhooks";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { card, notifications, signIn } from "./support/ui";

/** Platform Connections. These change one restaurant's connections, so in order. */
test.describe.configure({ mode: "serial" });

const owner = E2E_ACCOUNTS.platformOwner;
const DOORDASH_KEY = "dd_e2e_token_7c4f9921";
const SHOPIFY_KEY = "shpss_e2e_4d2a77";

async function openConnections(page: Page, tab = "") {
  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await page.goto(`/platform-connections${tab ? `?platform=${tab}` : ""}`);
  await expect(page.getByRole("heading", { level: 1, name: "Platform Connections" })).toBeVisible();
}

test("a signed-out visitor is asked to sign in", async ({ page }) => {
  await page.goto("/platform-connections");
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("Uber Eats connects through its consent page, activates a chosen store, accepts its order, takes the agreement and disconnects", async ({
  page,
}) => {
  await openConnections(page);
  await expect(page.getByRole("heading", { name: "Not Connected" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Connect to Uber Eats" }).click();

  await expect(page.getByRole("heading", { name: "Authorize OrderDock" })).toBeVisible();
  await expect(page).toHaveURL(/\/sandbox\/ubereats\/oauth\/v2\/authorize/);
  await page.getByRole("link", { name: "Authorize" }).click();

  // Back from Uber: the owner's stores, one to choose; nothing is connected yet.
  await expect(page).toHaveURL(/\/platform-connections\?platform=ubereats$/);
  await expect(page.getByRole("heading", { name: "Choose your Uber Eats store" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Uber Eats connected/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const store = "Sandbox Bistro Riverside (Uber Eats sandbox)";
  await page.getByRole("radio", { name: store }).check();
  await page.getByRole("button", { name: "Activate this store" }).click();
  const activated = `Uber Eats store ${store} is activated: OrderDock accepts its orders`;
  await expect(notifications(page).getByText(activated)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Connected to Uber Eats" })).toBeVisible();
  await expect(page.getByRole("main").getByText(activated)).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Uber Eats connected/ })).toBeVisible();

  // Uber now lets OrderDock accept that store's orders.
  await page.goto("/sandbox/ubereats");
  await page.getByRole("button", { name: "Place an order as a customer" }).click();
  const said = page.getByRole("status");
  await expect(said).toContainText("placed and sent to OrderDock");
  const number = /Order #(\S+) placed/.exec((await said.textContent()) ?? "")?.[1] ?? "";
  await page.goto("/dashboard");
  const orderCard = card(page, number);
  await orderCard.getByRole("button", { name: "Accept", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Accept order #${number}` });
  await dialog.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(orderCard.getByText(/Accepted on Uber Eats · ready/)).toBeVisible();

  await page.goto("/platform-connections?platform=ubereats");
  await expect(page.getByRole("heading", { name: "Merchant Agreement Required" })).toBeVisible();
  await page.getByRole("button", { name: "Accept Agreement" }).click();
  await expect(notifications(page).getByText("Agreement accepted")).toBeVisible();
  await expect(page.getByText(/Merchant agreement accepted on/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Disconnect Uber Eats" }).click();
  await expect(notifications(page).getByText("Platform disconnected")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Not Connected" })).toBeVisible();
});

test("a DoorDash key is saved and shown masked after a reload", async ({ page }) => {
  await openConnections(page, "doordash");
  await page.getByLabel("API Key").fill(DOORDASH_KEY);
  await page.getByRole("button", { name: "Save and Connect" }).click();
  await expect(notifications(page).getByText("Connection updated")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: /^DoorDash connected/ })).toBeVisible();
  await expect(page.getByLabel("API Key")).toHaveValue("");
  await expect(page.getByLabel("API Key")).toHaveAttribute("placeholder", /••••9921/);
  expect(await page.content()).not.toContain(DOORDASH_KEY);
  await expectNoSeriousA11yViolations(page);
});

test("'Copy Code' copies the embed snippet with the restaurant's id", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openConnections(page, "website");
  const me = (await (await page.request.get("/api/auth/me")).json()) as {
    restaurant: { id: string };
  };
  await page.getByRole("button", { name: "Copy Code" }).click();
  await expect(notifications(page).getByText("Copied!")).toBeVisible();
  await expect(notifications(page).getByText("Embed code copied to clipboard")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`data-restaurant="${me.restaurant.id}"`);
  expect(copied).toContain("/embed.js");
  await expect(page.getByRole("textbox", { name: "Embed code" })).toHaveValue(copied);
});

test("a Shopify webhook, signed with the saved key, appears live on the dashboard", async ({
  page,
  request,
}) => {
  await openConnections(page, "shopify");
  await page.getByLabel("Store URL").fill("https://platform-e2e.myshopify.com");
  await page.getByLabel("API Key").fill(SHOPIFY_KEY);
  await page.getByRole("button", { name: "Save and Connect" }).click();
  await expect(notifications(page).getByText("Connection updated")).toBeVisible();
  const me = (await (await page.request.get("/api/auth/me")).json()) as {
    restaurant: { id: string };
  };

  await page.goto("/dashboard");
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const webhook = buildWebhook({
    platform: "shopify",
    restaurantId: me.restaurant.id,
    secret: SHOPIFY_KEY,
  });
  const response = await request.post(webhook.path, {
    headers: webhook.headers,
    data: webhook.body,
  });
  expect(response.status()).toBe(200);
  const orderNumber = JSON.parse(webhook.body).name as string;
  await expect(page.getByRole("article", { name: `Order ${orderNumber}` })).toBeVisible({
    timeout: 10_000,
  });
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
});
