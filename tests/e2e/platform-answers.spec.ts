import { expect, type Page, test } from "@playwright/test";
import { E2E_ACCOUNTS } from "./support/accounts";
import { card, signIn } from "./support/ui";

/**
 * OrderDock answering the platforms, seen from both sides: orders placed from the DoorDash
 * and Uber Eats twins' consoles are accepted, rejected, readied and cancelled on the
 * dashboard, and each console shows what its platform now knows.
 */
const owner = E2E_ACCOUNTS.twinOwner;
test.describe.configure({ mode: "serial" });

async function signInAs(page: Page) {
  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
}

/** Places an order from a twin's console as its customer; the order number staff read. */
async function placeOrder(page: Page, platform: "doordash" | "ubereats"): Promise<string> {
  await page.goto(`/sandbox/${platform}`);
  await page.getByRole("button", { name: "Place an order as a customer" }).click();
  const said = page.getByRole("status");
  await expect(said).toContainText("placed and sent to OrderDock");
  const number = /Order #(\S+) placed/.exec((await said.textContent()) ?? "")?.[1];
  if (!number) throw new Error("no order number in the console's message");
  return number;
}

/** The console's line about one order. */
function consoleOrder(page: Page, number: string) {
  return page.getByRole("listitem").filter({ hasText: `#${number}` });
}

test("a DoorDash order is accepted with 20 minutes and marked ready, and DoorDash knows", async ({
  page,
}) => {
  await signInAs(page);
  const number = await placeOrder(page, "doordash");
  await page.goto("/dashboard");
  const orderCard = card(page, number);
  await expect(orderCard.getByText(/Accept within \d+:\d\d/)).toBeVisible();

  await orderCard.getByRole("button", { name: "Accept", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Accept order #${number}` });
  await dialog.getByRole("button", { name: /^20 min/ }).click();
  await dialog.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(orderCard.getByText(/Accepted on DoorDash · ready/)).toBeVisible();

  await page.goto("/sandbox/doordash");
  await expect(consoleOrder(page, number)).toContainText("Accepted · prep time 20 min");

  await page.goto("/dashboard");
  await orderCard.getByRole("button", { name: "Mark Preparing" }).click();
  await orderCard.getByRole("button", { name: "Mark Ready" }).click();
  // A status change's call waits out its 10-second undo window (decision 106).
  await expect(orderCard.getByText(/Marked ready on DoorDash/)).toBeVisible({ timeout: 30_000 });
  await page.goto("/sandbox/doordash");
  await expect(consoleOrder(page, number)).toContainText("Ready for pickup");
});

test("an Uber Eats order left alone past 11.5 minutes is cancelled: Not accepted in time", async ({
  page,
}) => {
  await signInAs(page);
  const number = await placeOrder(page, "ubereats");
  await page.goto("/dashboard");
  await expect(card(page, number).getByText(/Accept within \d+:\d\d/)).toBeVisible();

  // The platform's clock, moved on from its console: no one answered for 12 minutes.
  await page.goto("/sandbox/ubereats");
  await page.getByRole("button", { name: "Let 12 minutes pass" }).click();
  await expect(consoleOrder(page, number)).toContainText("Cancelled · by the platform");

  await page.goto("/dashboard");
  // Ended, the order is folded into Done today.
  await page.getByRole("button", { name: /^Done today/ }).click();
  const orderCard = card(page, number);
  await expect(orderCard.getByText("Not accepted in time")).toBeVisible();
  await expect(orderCard.getByText("Cancelled", { exact: true })).toBeVisible();
});

test("with auto-accept on, a DoorDash order is accepted with no click", async ({ page }) => {
  await signInAs(page);
  await page.goto("/settings");
  const autoAccept = page.getByRole("switch", { name: /DoorDash/ });
  await autoAccept.click();
  await page.getByRole("button", { name: "Save order handling" }).click();
  await expect(autoAccept).toBeChecked();
  try {
    const number = await placeOrder(page, "doordash");
    await expect
      .poll(async () => {
        await page.reload();
        return consoleOrder(page, number).textContent();
      })
      .toContain("Accepted · prep time 20 min");
    await page.goto("/dashboard");
    await expect(card(page, number).getByText(/Accepted on DoorDash · ready/)).toBeVisible();
  } finally {
    await page.goto("/settings");
    await page.getByRole("switch", { name: /DoorDash/ }).click();
    await page.getByRole("button", { name: "Save order handling" }).click();
    await expect(page.getByRole("switch", { name: /DoorDash/ })).not.toBeChecked();
  }
});

test("rejecting with a reason tells DoorDash the reason", async ({ page }) => {
  await signInAs(page);
  const number = await placeOrder(page, "doordash");
  await page.goto("/dashboard");
  const orderCard = card(page, number);
  await orderCard.getByRole("button", { name: "Reject", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Reject order #${number}` });
  await dialog.getByRole("radio", { name: "Store closed" }).check();
  await dialog.getByRole("button", { name: /Reject order/ }).click();
  // Rejected, the order has ended: it is folded into Done today.
  await page.getByRole("button", { name: /^Done today/ }).click();
  await expect(orderCard.getByText("Rejected: Store closed")).toBeVisible();

  // The denial waits out the rejection's 10-second undo window (decision 106).
  await expect
    .poll(
      async () => {
        await page.goto("/sandbox/doordash");
        return consoleOrder(page, number).textContent();
      },
      { timeout: 30_000 },
    )
    .toContain("Denied · reason: Store closed");
});

test("cancelling from the order dialog tells DoorDash the restaurant cancelled", async ({
  page,
}) => {
  await signInAs(page);
  const number = await placeOrder(page, "doordash");
  await page.goto("/dashboard");
  const orderCard = card(page, number);
  await orderCard.getByRole("button", { name: "Accept", exact: true }).click();
  await page
    .getByRole("dialog", { name: `Accept order #${number}` })
    .getByRole("button", { name: "Accept", exact: true })
    .click();
  await expect(orderCard.getByText(/Accepted on DoorDash/)).toBeVisible();

  await orderCard.getByRole("button", { name: `#${number}`, exact: true }).click();
  const details = page.getByRole("dialog", { name: `Order #${number}` });
  await details.getByRole("button", { name: "Cancel order" }).click();
  const confirm = page.getByRole("dialog", { name: `Cancel order #${number}` });
  await expect(confirm.getByRole("link", { name: /support/i })).toBeVisible();
  await confirm.getByRole("radio", { name: "Kitchen too busy" }).check();
  await confirm.getByRole("button", { name: "Cancel order" }).click();
  await expect(
    page.getByText("Cancelled by the restaurant: Kitchen too busy").first(),
  ).toBeVisible();

  // The cancellation waits out its 10-second undo window (decision 106).
  await expect
    .poll(
      async () => {
        await page.goto("/sandbox/doordash");
        return consoleOrder(page, number).textContent();
      },
      { timeout: 30_000 },
    )
    .toContain("Cancelled · ");
  await expect(consoleOrder(page, number)).toContainText(/^\s*#\d+ placed .*\s+Cancelled · /);
  await expect(consoleOrder(page, number)).toContainText(
    "by the restaurant · reason: KITCHEN_BUSY",
  );
});
