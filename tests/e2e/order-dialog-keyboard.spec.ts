import { expect, type Locator, type Page, test } from "@playwright/test";
import { LOCATION_HEADER } from "../../src/domain/api/locations";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { holdPrintDialogs } from "./support/print-dialog";
import { boardHeadings, notifications } from "./support/ui";

/**
 * The order dialog from the keyboard, as staff at the pass use it: focus a card, Enter opens
 * its dialog, Escape closes it and the focus is back on the card, every time. Toasts come and
 * go meanwhile (sign-in, printing, a status changed on another tablet) and new orders arrive:
 * each toast is a layer of its own and must not take the Escape meant for the dialog.
 * Each test has a demo restaurant of its own, so it may move and add orders.
 */
const ROUNDS = 10;

type ListedOrder = { id: string; orderNumber: string; status: string; locationId: string };

async function openDemo(page: Page) {
  await holdPrintDialogs(page);
  await page.goto("/login?mode=demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
  await boardHeadings(page).first().waitFor();
}

/**
 * The open cards on the board, in the board's order, by their names ("Order #A45E1,
 * OrderDock Demo Kitchen": the demo's kitchen cooks for two brands, whose numbers may meet).
 */
async function openCards(page: Page): Promise<Array<{ label: string; number: string }>> {
  const labels = await page
    .getByRole("region", { name: /^(New|Preparing|Ready for Pickup) \(\d+\)$/ })
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label") ?? ""));
  return labels.map((label) => ({
    label,
    number: label.replace(/^Order #/, "").replace(/, .*$/, ""),
  }));
}

const cardNamed = (page: Page, label: string) =>
  page.getByRole("article", { name: label, exact: true });

const cardButton = (page: Page, { label, number }: { label: string; number: string }) =>
  cardNamed(page, label).getByRole("button", { name: new RegExp(`^#${number}(, |$)`) });

/**
 * Another tablet moves on a New order this board shows (not the one open here): this one
 * hears it and says so in a toast.
 */
async function moveAnOrderElsewhere(page: Page, shown: string[], open: string): Promise<string> {
  const orders = (await (await page.request.get("/api/orders")).json()) as ListedOrder[];
  const order = orders.find((candidate) => {
    const number = candidate.orderNumber.replace(/^#/, "");
    return candidate.status === "new" && number !== open && shown.includes(number);
  });
  if (!order) throw new Error("the demo has no other New order to move");
  // At its own place: a brand's order is found at the brand.
  const response = await page.request.put(`/api/orders/${order.id}`, {
    data: { status: "preparing" },
    headers: { [LOCATION_HEADER]: order.locationId },
  });
  expect(response.ok()).toBe(true);
  return order.orderNumber.replace(/^#/, "");
}

/** Waits until the focus is inside the dialog: a person presses keys once it has opened. */
async function waitForFocusIn(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

test("Enter opens an order's dialog and Escape closes it, back on its card, every time", async ({
  page,
}) => {
  await openDemo(page);
  for (let round = 0; round < ROUNDS; round += 1) {
    const cards = await openCards(page);
    const chosen = cards[round % Math.min(cards.length, 5)] as { label: string; number: string };
    const { number } = chosen;
    const numbers = cards.map((card) => card.number);
    // A toast is showing as the dialog opens: the sign-in's first, then a print's every third.
    if (round % 3 === 1) {
      await cardNamed(page, chosen.label)
        .getByRole("button", { name: `Print order #${number}` })
        .click();
      await expect(notifications(page).getByText(`Printing order #${number}`)).toBeVisible();
    }
    await cardButton(page, chosen).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Order #${number}` });
    await waitForFocusIn(dialog);
    if (round === 0) await expectNoSeriousA11yViolations(page);
    // Every third round the board changes under the open dialog: a new order arrives and
    // another tablet moves an order on, which this one announces in a toast above the dialog.
    if (round % 3 === 2) {
      const created = await page.request.post("/api/orders/test-new");
      expect(created.status()).toBe(201);
      const moved = await moveAnOrderElsewhere(page, numbers, number);
      // Behind the open dialog the toasts are hidden from assistive technology, not from view.
      const toasts = page.getByRole("region", { name: "Notifications (F8)", includeHidden: true });
      await expect(toasts.getByText(`Order #${moved} is now Preparing`)).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(dialog, `round ${round + 1}: Escape closes #${number}`).toBeHidden();
    await expect(cardButton(page, chosen), `round ${round + 1}: back on #${number}`).toBeFocused();
  }
});
