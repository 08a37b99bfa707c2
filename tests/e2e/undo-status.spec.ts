import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { card, notifications, signIn } from "./support/ui";

/**
 * Undo of a status change (decision 106), seen from the dashboard and from the Uber Eats
 * twin: an order started and undone within ten seconds is New again and Uber never hears of
 * it; one left alone is accepted on Uber once the ten seconds have passed, with one call.
 */
const owner = E2E_ACCOUNTS.twinOwner;

type PlacedOrder = { number: string; externalId: string };

/** Places an Uber Eats order from its twin's console; its number and Uber's id for it. */
async function placeUberOrder(page: Page): Promise<PlacedOrder> {
  await page.goto("/sandbox/ubereats");
  await page.getByRole("button", { name: "Place an order as a customer" }).click();
  const said = page.getByRole("status");
  await expect(said).toContainText("placed and sent to OrderDock");
  const number = /Order #(\S+) placed/.exec((await said.textContent()) ?? "")?.[1];
  if (!number) throw new Error("no order number in the console's message");
  // The console names the order by Uber's id only in its own forms' addresses.
  const action = await consoleOrder(page, number).locator("form").first().getAttribute("action");
  const externalId = /\/orders\/([^/]+)\/cancel$/.exec(action ?? "")?.[1];
  if (!externalId) throw new Error("no Uber id in the console");
  return { number, externalId: decodeURIComponent(externalId) };
}

function consoleOrder(page: Page, number: string) {
  return page.getByRole("listitem").filter({ hasText: `#${number}` });
}

/** The calls the twin received about one order, as its console lists them. */
function twinCalls(page: Page, externalId: string) {
  return page.getByRole("row").filter({ hasText: externalId });
}

test("Undo within ten seconds restores the order and tells Uber nothing; left alone, Uber hears once", async ({
  page,
}) => {
  // One real wait for the server's ten seconds, with room for a busy machine.
  test.setTimeout(120_000);
  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  const undone = await placeUberOrder(page);
  const kept = await placeUberOrder(page);

  // From the card menu, in the light theme: started, then undone from the keyboard.
  await page.goto("/dashboard");
  const undoneCard = card(page, undone.number);
  await undoneCard
    .getByRole("button", { name: `More actions for order #${undone.number}` })
    .click();
  await page.getByRole("menuitem", { name: "Set Preparing" }).click();
  const toasts = notifications(page);
  await expect(toasts.getByText("Status Updated", { exact: true })).toBeVisible();
  await expect(toasts.getByText(`Order #${undone.number} is now preparing`)).toBeVisible();
  const undo = toasts.getByRole("button", { name: "Undo" });
  await expect(undo).toBeVisible();
  // F8 moves to the notifications; Tab reaches Undo.
  await page.keyboard.press("F8");
  for (
    let step = 0;
    step < 4 && !(await undo.evaluate((el) => el === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(undo).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toasts.getByText("Change Undone")).toBeVisible();
  await expect(toasts.getByText(`Order #${undone.number} is back to New`)).toBeVisible();
  // Checked once undone: an accessibility scan of the whole board can outlast the ten
  // seconds on a busy machine.
  await expectNoSeriousA11yViolations(page);
  await expect(undoneCard.getByText("New", { exact: true })).toBeVisible();
  await expect(undoneCard.getByText(/Accept within \d+:\d\d/)).toBeVisible();

  // From the order dialog, in the dark theme: started and left alone.
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await card(page, kept.number)
    .getByRole("button", { name: `#${kept.number}`, exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: `Order #${kept.number}` });
  await dialog.getByRole("button", { name: "Preparing", exact: true }).click();
  // The modal dialog hides the toast from screen readers and the keyboard: it offers Undo
  // itself, beside the statuses, while the toast shows the change.
  await expect(page.getByText(`Order #${kept.number} is now Preparing`).first()).toBeVisible();
  const dialogUndo = dialog.getByRole("button", { name: "Undo status change" });
  await expect(dialogUndo).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Undo goes with the window.
  await expect(dialogUndo).toBeHidden({ timeout: 20_000 });

  // Uber's side, once the window has passed: one accept for the order left alone, and
  // nothing at all for the one undone (its window ended before the other's).
  await page.goto("/sandbox/ubereats");
  await expect
    .poll(
      async () => {
        await page.reload();
        return twinCalls(page, kept.externalId).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(twinCalls(page, kept.externalId)).toContainText("accept_pos_order");
  await expect(consoleOrder(page, kept.number)).toContainText("Accepted");
  await expect(twinCalls(page, undone.externalId)).toHaveCount(0);
  await expect(consoleOrder(page, undone.number)).toContainText(
    "Placed, waiting for the restaurant",
  );
});
