import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { FIXTURE_RESTAURANTS } from "./support/dashboard-fixtures";
import { holdPrintDialogs, printed } from "./support/print-dialog";
import { card, closeWithEscape, signIn } from "./support/ui";

/**
 * Safety first at the pass: an order whose customer named a peanut allergy, took the onions
 * off and left a note on the burger shows all of it, allergy words marked, on the new-order
 * toast, the card, the dialog and the printed kitchen ticket, which has no prices and fits
 * the paper roll this device's Settings name.
 *
 * The order arrives the way a held order reaches the kitchen: the fixture restaurant's
 * orders are scheduled, and raising the preparation time releases them (NEW_ORDER) while the
 * dashboard is open.
 */
const allergy = FIXTURE_RESTAURANTS.allergy;
const KITCHEN_NOTE = "PEANUT ALLERGY - please no nuts";
const MM_IN_PX = 96 / 25.4;

test.describe.configure({ mode: "serial" });

/** The orders held for later are listed under Scheduled only: the dashboard opens empty. */
async function openDashboard(page: Page) {
  await holdPrintDialogs(page);
  await page.goto("/login");
  await signIn(page, allergy);
  await page.waitForURL("**/dashboard");
  await page.getByRole("heading", { name: "Orders Dashboard" }).waitFor();
}

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((value) => localStorage.setItem("theme", value), theme);
  await page.reload();
  await page.getByRole("heading", { name: "Orders Dashboard" }).waitFor();
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}

/** Raises the restaurant's preparation time, which releases the held orders now due. */
async function releaseHeldOrders(page: Page, prepMinutes: number) {
  const settings = (await (await page.request.get("/api/settings")).json()) as {
    restaurant: Record<string, unknown>;
  };
  const saved = await page.request.put("/api/settings", {
    data: { restaurant: { ...settings.restaurant, prepMinutes } },
  });
  expect(saved.status()).toBe(200);
}

async function marks(scope: Locator): Promise<string[]> {
  return scope.locator("mark").allTextContents();
}

/** What staff must see wherever the whole order is shown. */
async function expectSafetyDetails(scope: Locator) {
  await expect(scope.getByText("Allergy", { exact: true })).toBeVisible();
  await expect(scope.getByText(KITCHEN_NOTE)).toBeVisible();
  await expect(scope.getByText("No onions", { exact: true })).toBeVisible();
  await expect(scope).not.toContainText("+ No onions");
  await expect(scope.getByText("Sesame-free bun please")).toBeVisible();
  const marked = await marks(scope);
  for (const word of ["PEANUT", "ALLERGY", "nuts", "Sesame"]) expect(marked).toContain(word);
}

function printFrame(page: Page, layout: "ticket" | "receipt"): Locator {
  return page.locator(`[data-testid="receipt-frame"][data-layout="${layout}"]`).last();
}

async function expectTicketFits(page: Page, paper: "80mm" | "58mm", printableMm: number) {
  const ticket = await printed(page, "ticket");
  await expect(printFrame(page, "ticket")).toHaveAttribute("style", new RegExp(`width: ${paper}`));
  const body = ticket.locator("body");
  await expect(body).toHaveAttribute("data-paper", paper);
  const layout = await body.evaluate((element) => ({
    width: element.getBoundingClientRect().width,
    page: [...element.ownerDocument.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule.constructor.name === "CSSPageRule")
      .map((rule) => rule.cssText),
  }));
  expect(layout.width).toBeCloseTo(printableMm * MM_IN_PX, 0);
  const rules = layout.page.join(" ");
  expect(rules).toContain("margin: 0");
  // The page is the roll's width by the ticket's own length.
  const length = Number(new RegExp(`size: ${paper} (\\d+)mm`).exec(rules)?.[1]);
  expect(length).toBeGreaterThan(50);
  return body;
}

for (const viewport of [
  { name: "tablet", width: 820, height: 1180, number: "AL170", prepMinutes: 200, toast: "dark" },
  { name: "phone", width: 390, height: 844, number: "AL235", prepMinutes: 240, toast: "light" },
] as const) {
  test(`${viewport.name} ${viewport.width}×${viewport.height}: the allergy, the removal and the note on the toast, card, dialog and kitchen ticket`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openDashboard(page);
    await setTheme(page, viewport.toast);
    const number = viewport.number;

    // The order reaches the kitchen while the dashboard is open.
    await releaseHeldOrders(page, viewport.prepMinutes);
    const toast = page.getByRole("region", { name: `New order #${number}` });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast.getByText("Allergy", { exact: true })).toBeVisible();
    if (viewport.name === "tablet") {
      // The full toast lists the items: the removal, the note and the kitchen note, marked.
      await expectSafetyDetails(toast);
    }
    await expectNoSeriousA11yViolations(page);

    // The card, under New (the group's heading says its status; phones repeat it on the card).
    const orderCard = card(page, number);
    await expect(
      page.getByRole("region", { name: /^New \(\d+\)$/ }).getByRole("article", {
        name: `Order #${number}`,
        exact: true,
      }),
    ).toBeVisible();
    await expectSafetyDetails(orderCard);

    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      await expectSafetyDetails(card(page, number));
      await expectNoSeriousA11yViolations(page);

      // The dialog: the kitchen note near the top, options legible, the note under its item.
      await card(page, number)
        .getByRole("button", { name: `#${number}`, exact: true })
        .click();
      const dialog = page.getByRole("dialog", { name: `Order #${number}` });
      await expect(dialog).toBeVisible();
      await expectSafetyDetails(dialog);
      await expect(dialog.getByRole("region", { name: "Kitchen note" })).toContainText(
        KITCHEN_NOTE,
      );
      await expect(
        dialog.getByRole("list", { name: "Options for Golden Fork Burger" }),
      ).toContainText("Extra cheese");
      await expect(dialog.getByRole("button", { name: "Print receipt" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await closeWithEscape(page, dialog);
    }

    // The kitchen ticket, on the default 80 mm roll: large, black, no prices.
    await card(page, number)
      .getByRole("button", { name: `Print order #${number}` })
      .click();
    const ticket = await expectTicketFits(page, "80mm", 72);
    for (const text of [
      `#${number}`,
      "UBER EATS",
      "PICKUP",
      "!! ALLERGY !!",
      "KITCHEN NOTE",
      KITCHEN_NOTE,
      "1 x Golden Fork Burger",
      "NO ONIONS",
      "+ Extra cheese",
      "NOTE: Sesame-free bun please",
      "2 x Sweet Potato Fries",
    ]) {
      await expect(ticket, text).toContainText(text);
    }
    await expect(ticket).not.toContainText("$");
    await expect(ticket).not.toContainText("Total");
    await expect(ticket).not.toContainText("Thank you for your order!");
    const mark = ticket.locator("mark.diet").first();
    await expect(mark).toHaveText("PEANUT");
    await expect(mark).toHaveCSS("font-weight", "700");
    await expect(mark).toHaveCSS("background-color", "rgb(0, 0, 0)");
    await expect(mark).toHaveCSS("color", "rgb(255, 255, 255)");

    // The customer's receipt, with its prices, is one menu away.
    await card(page, number)
      .getByRole("button", { name: `More actions for order #${number}` })
      .click();
    await page.getByRole("menuitem", { name: "Print receipt" }).click();
    const receipt = (await printed(page, "receipt")).locator("body");
    await expect(printFrame(page, "receipt")).toHaveAttribute("style", /width: 80mm/);
    await expect(receipt).toContainText("Allergy Test Bistro");
    await expect(receipt).toContainText("$");

    // A 58 mm roll, chosen in Settings on this device.
    await page.goto("/settings");
    const paper = page.getByRole("radiogroup", { name: "Ticket paper" });
    await paper.getByRole("radio", { name: "58 mm" }).click();
    await expect(paper.getByRole("radio", { name: "58 mm" })).toBeChecked();
    await page.goto("/dashboard");
    await card(page, number)
      .getByRole("button", { name: `Print order #${number}` })
      .click();
    const narrow = await expectTicketFits(page, "58mm", 48);
    await expect(narrow).toContainText("NO ONIONS");
    await expect(narrow).not.toContainText("$");
  });
}
