import { expect, type Page, test } from "@playwright/test";
import {
  GRUBHUB_BODY,
  SHOPIFY_BODY,
  WOOCOMMERCE_BODY,
} from "../../src/server/test/platform-bodies";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { sendWebhook } from "./support/platform-webhooks";
import { holdPrintDialogs, printed } from "./support/print-dialog";
import { card, closeWithEscape, notifications, signIn } from "./support/ui";

/**
 * Real platform orders on the dashboard: in their own currency, with the platform's
 * discounts and total, updated live, held until due, and every delivery in the owner's log.
 * One restaurant whose Shopify, WooCommerce and Grubhub connections the seed made.
 */
const owner = E2E_ACCOUNTS.platformOrdersOwner;
test.describe.configure({ mode: "serial" });

let serial = Date.now() % 1_000_000_000;
const nextId = () => String(++serial);

async function signInAs(page: Page): Promise<string> {
  await holdPrintDialogs(page);
  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  const me = (await (await page.request.get("/api/auth/me")).json()) as {
    restaurant: { id: string };
  };
  return me.restaurant.id;
}

test("an AUD order shows A$ on its card, in its dialog and on its receipt", async ({ page }) => {
  const restaurantId = await signInAs(page);
  const id = nextId();
  const order = {
    ...WOOCOMMERCE_BODY.order(id, [{ name: "Flat White", quantity: 1 }]),
    currency: "AUD",
  };
  const response = await sendWebhook(page.request, {
    platform: "woocommerce",
    restaurantId,
    body: order,
    headers: WOOCOMMERCE_BODY.headers(),
  });
  expect(response.status()).toBe(200);

  const orderCard = card(page, id);
  await expect(orderCard.getByText("A$12.50", { exact: true })).toBeVisible();
  await orderCard.getByRole("button", { name: `#${id}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Order #${id}` });
  // The line, the subtotal and the total.
  await expect(dialog.getByRole("listitem").filter({ hasText: "Flat White" })).toContainText(
    "A$12.50",
  );
  await expect(dialog.getByRole("definition").filter({ hasText: "A$12.50" })).toHaveCount(2);
  // Print gives the kitchen ticket, which has no prices; the receipt has them.
  await dialog.getByRole("button", { name: "Print receipt" }).click();
  const receipt = (await printed(page, "receipt")).locator("body");
  await expect(receipt).toContainText("A$12.50");
  // Never plain dollars.
  await expect(receipt).not.toContainText(/(^|[^A])\$12\.50/);
});

test("a discounted Shopify order shows its discount line and Shopify's own total", async ({
  page,
}) => {
  const restaurantId = await signInAs(page);
  const id = nextId();
  const order = {
    ...SHOPIFY_BODY.order(id, [{ name: "IPod Nano - 8gb", quantity: 3 }]),
    line_items: [
      {
        id: 1,
        title: "IPod Nano - 8gb",
        quantity: 3,
        price: "199.00",
        requires_shipping: false,
        properties: [],
      },
    ],
    total_line_items_price: "597.00",
    subtotal_price: "587.00",
    total_discounts: "10.00",
    discount_codes: [{ code: "TENOFF", amount: "10.00", type: "fixed_amount" }],
    total_tax: "11.94",
    total_price: "598.94",
  };
  const response = await sendWebhook(page.request, {
    platform: "shopify",
    restaurantId,
    body: order,
    headers: SHOPIFY_BODY.headers(),
  });
  expect(response.status()).toBe(200);

  const number = id.slice(-4);
  await expect(card(page, number).getByText("$598.94", { exact: true })).toBeVisible();
  await card(page, number)
    .getByRole("button", { name: `#${number}`, exact: true })
    .click();
  const totals = page.getByRole("dialog", { name: `Order #${number}` }).getByRole("definition");
  const dialog = page.getByRole("dialog", { name: `Order #${number}` });
  await expect(dialog.getByText("Discount (TENOFF)")).toBeVisible();
  await expect(totals.filter({ hasText: "-$10.00" })).toBeVisible();
  await expect(totals.filter({ hasText: "$598.94" })).toBeVisible();
  await expect(dialog.getByText(/Totals differ/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("an update arrives live: the card says Updated and the dialog says what changed", async ({
  page,
}) => {
  const restaurantId = await signInAs(page);
  const id = nextId();
  const send = (
    lines: Array<{ name: string; quantity: number }>,
    topic: "create" | "update",
    modified: string,
  ) =>
    sendWebhook(page.request, {
      platform: "woocommerce",
      restaurantId,
      body: { ...WOOCOMMERCE_BODY.order(id, lines), date_modified_gmt: modified },
      headers: WOOCOMMERCE_BODY.headers(topic),
    });
  await send([{ name: "Golden Fork Burger", quantity: 1 }], "create", "2026-11-25T12:00:00");
  await expect(card(page, id)).toBeVisible();
  await expect(card(page, id).getByText("Updated", { exact: true })).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await send(
    [
      { name: "Golden Fork Burger", quantity: 2 },
      { name: "Fries", quantity: 1 },
    ],
    "update",
    "2026-11-25T12:05:00",
  );
  await expect(
    notifications(page).getByText(`Order #${id} was changed on its platform`),
  ).toBeVisible();
  await expect(card(page, id).getByText("Updated", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
  await card(page, id)
    .getByRole("button", { name: `#${id}`, exact: true })
    .click();
  const changes = page.getByRole("region", { name: /^Updated on WooCommerce/ });
  await expect(changes).toContainText("Items: Golden Fork Burger 1 → 2, +1× Fries");
  await expect(changes).toContainText("Total: $12.50 → $37.50");
});

test("a scheduled order waits under Scheduled, and is announced when it falls due", async ({
  page,
}) => {
  const restaurantId = await signInAs(page);
  const id = `gh-${nextId()}`;
  // Promised in two hours: with a 20-minute preparation time it is not due yet.
  const whenFor = new Date(Date.now() + 2 * 3600_000).toISOString();
  const order = {
    ...GRUBHUB_BODY.order(id),
    status: "ANTICIPATED",
    fulfillment_scheduling: "FUTURE",
    when_for: whenFor,
  };
  expect(
    (await sendWebhook(page.request, { platform: "grubhub", restaurantId, body: order })).status(),
  ).toBe(200);
  const number = String((order as Record<string, unknown>).order_number);

  await page.reload();
  await page.getByRole("article").first().waitFor();
  await expect(card(page, number)).toHaveCount(0);
  const statuses = page.getByRole("group", { name: "Statuses" });
  await statuses.getByRole("button", { name: "Scheduled" }).click();
  await expect(card(page, number)).toBeVisible();
  await expect(card(page, number).getByText(/^For Today at|^For Tomorrow at/)).toBeVisible();

  // The kitchen needs longer than the two hours left: the order is due now.
  await page.goto("/settings");
  const prep = page.getByLabel("Preparation time (minutes)");
  await prep.fill("180");
  await page.getByRole("button", { name: "Save profile" }).click();
  const toast = page.getByRole("region", { name: `New order #${number}` });
  await expect(toast.getByRole("heading", { name: "New Order Received!" })).toBeVisible();
  await prep.fill("20");
  await page.getByRole("button", { name: "Save profile" }).click();
});

test("the delivery log shows a refused delivery, its payload, and processes it again", async ({
  page,
}) => {
  const restaurantId = await signInAs(page);
  const junk = { note: "this body holds no order" };
  const refused = await sendWebhook(page.request, {
    platform: "woocommerce",
    restaurantId,
    body: junk,
    headers: WOOCOMMERCE_BODY.headers(),
  });
  expect(refused.status()).toBe(400);

  await page.goto("/platform-connections?platform=woocommerce");
  const log = page.getByRole("region", { name: "Deliveries" });
  const row = log
    .getByRole("listitem")
    .filter({ hasText: "WooCommerce webhook without an order id" })
    .first();
  await expect(row.getByText("Refused", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: "Show payload" }).click();
  const payload = page.getByRole("dialog");
  await expect(payload).toContainText('"note": "this body holds no order"');
  await expectNoSeriousA11yViolations(page);
  await closeWithEscape(page, payload);

  await row.getByRole("button", { name: "Process again" }).click();
  await expect(
    notifications(page).getByText("WooCommerce webhook without an order id").first(),
  ).toBeVisible();
  await expect(row.getByText("×2")).toBeVisible();
});
