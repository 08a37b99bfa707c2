import { expect, type Locator, type Page } from "@playwright/test";

/** The toast region (F8 focuses it); scoping to it avoids screen-reader copies. */
export function notifications(page: Page) {
  return page.getByRole("region", { name: "Notifications (F8)" });
}

export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs a fixture owner in and waits for their board (its first group or Done). */
export async function openDashboardAs(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await signIn(page, account);
  await page.waitForURL("**/dashboard");
  await boardHeadings(page).first().waitFor();
}

/** The board's group headings ("New (3)") and Done's ("Done today (2)"). */
export function boardHeadings(page: Page) {
  return page
    .getByRole("region", { name: "Orders", exact: true })
    .getByRole("heading", { level: 2 });
}

/** An order card by its number, as staff read it. */
export function card(page: Page, orderNumber: string) {
  // Named with its brand where its kitchen cooks for several ("Order #12, Midnight Wings").
  const number = orderNumber.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("article", { name: new RegExp(`^Order #${number}(, .+)?$`) });
}

/**
 * Presses Escape on an open dialog, menu or drawer once it has taken the focus, as a person
 * does who sees it open, then waits for it to close. A key pressed in the instant between
 * the layer appearing and its focus moving in can land on the page behind it.
 */
export async function closeWithEscape(page: Page, layer: Locator) {
  await expect
    .poll(() => layer.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(layer).toBeHidden();
}
