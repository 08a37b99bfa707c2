import { expect, type Locator, type Page, test } from "@playwright/test";
import { hasDietaryWord } from "../../src/domain/dietary-words";
import { isRemoval, modifierText } from "../../src/domain/modifier-text";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { DEV_OWNER } from "./support/accounts";
import { boardHeadings, card, openDashboardAs } from "./support/ui";

/**
 * The dashboard on the touch screens a kitchen uses it on, with the lunch rush a first start
 * seeds (Golden Fork Bistro: 5 New, 5 Preparing, 4 Ready, one to five items each, with
 * modifiers, notes and a peanut allergy every sixth order). Only read, never changed.
 */
test.describe.configure({ mode: "parallel" });

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
/** A card lists its first two items; "+N more items" stands for the rest. */
const CARD_ITEMS = 2;

type ListedOrder = {
  orderNumber: string;
  kitchenNote?: string;
  items: Array<{
    name: string;
    quantity: number;
    modifiers: Array<{ name: string; removed?: boolean }>;
  }>;
};

async function showDarkTheme(page: Page) {
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await boardHeadings(page).first().waitFor();
}

test.describe("on a phone", () => {
  // As a phone draws the page: touch, and scrollbars that take no room.
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test("every target on the board is big enough to tap, light and dark", async ({ page }) => {
    await openDashboardAs(page, DEV_OWNER);
    await expectNoSeriousA11yViolations(page, { isTouchScreen: true });
    // The filters and the folded Done section too.
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("button", { name: /^Done today/ }).click();
    await expectNoSeriousA11yViolations(page, { isTouchScreen: true });
    await showDarkTheme(page);
    await expectNoSeriousA11yViolations(page, { isTouchScreen: true });
  });
});

test.describe("on a portrait tablet", () => {
  test.use({ viewport: TABLET });

  test("shows at least eight whole cards of the rush, each with its items, options and allergy flag", async ({
    page,
  }) => {
    await openDashboardAs(page, DEV_OWNER);
    const whole = await wholeCardNumbers(page);
    expect(whole.length, `whole cards: ${whole.join(", ")}`).toBeGreaterThanOrEqual(8);

    const orders = (await (await page.request.get("/api/orders")).json()) as ListedOrder[];
    let flagged = 0;
    for (const number of whole) {
      const order = orders.find((candidate) => candidate.orderNumber.replace(/^#/, "") === number);
      if (!order) throw new Error(`no order #${number}`);
      await expectItemsShown(card(page, number), order);
      if (order.kitchenNote && hasDietaryWord(order.kitchenNote)) {
        flagged += 1;
        await expect(card(page, number).getByText(/^(Allergy|Dietary note)$/)).toBeVisible();
      }
    }
    // The rush has its allergy orders among the first cards: the flag was looked for.
    expect(flagged).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, { isTouchScreen: true });
  });
});

/** The numbers of the cards that lie whole inside the first screen, as the board opens. */
function wholeCardNumbers(page: Page): Promise<string[]> {
  return page.getByRole("article").evaluateAll((cards) =>
    cards
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      })
      .map((element) => (element.getAttribute("aria-label") ?? "").replace(/^Order #/, "")),
  );
}

/** The card's first items, each as "2× Name" with every modifier ("+ Bacon", "No onions"). */
async function expectItemsShown(orderCard: Locator, order: ListedOrder) {
  for (const item of order.items.slice(0, CARD_ITEMS)) {
    await expect(
      orderCard.getByText(`${item.quantity}× ${item.name}`, { exact: true }),
    ).toBeVisible();
    for (const modifier of item.modifiers) {
      const text = isRemoval(modifier) ? modifierText(modifier) : `+ ${modifierText(modifier)}`;
      await expect(orderCard.getByText(text, { exact: true }).first()).toBeVisible();
    }
  }
}
