import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { afternoonZone, setRestaurantZone } from "./support/afternoon-zone";
import { FIXTURE_RESTAURANTS } from "./support/dashboard-fixtures";
import { boardHeadings, openDashboardAs, card as orderCard } from "./support/ui";

/**
 * The urgency board on the screens it is used on: a portrait tablet on the pass and a phone.
 * Each test has a demo restaurant of its own (25 sample orders: 5 New, 5 Preparing, 4 Ready,
 * the rest completed over the last day; and 8 of the brand its kitchen also cooks: 2 New, 2
 * Preparing, 1 Ready), so tests running side by side never meet.
 */
// Each test has a restaurant of its own or only reads one, so they may share out between workers.
test.describe.configure({ mode: "parallel" });

const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };
const SCREENS = [
  ["tablet", TABLET],
  ["phone", PHONE],
] as const;

/** A demo restaurant of the test's own, where it is mid-afternoon (so "Done today" has some). */
async function openDemo(page: Page) {
  await page.goto("/login?mode=demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
  await setRestaurantZone(page, afternoonZone());
  await page.reload();
  await boardHeadings(page).first().waitFor();
}

async function createTestOrder(page: Page): Promise<string> {
  const response = await page.request.post("/api/orders/test-new");
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { orderNumber: string };
  return created.orderNumber.replace(/^#/, "");
}

const group = (page: Page, title: RegExp | string) =>
  page.getByRole("region", { name: title }).filter({ has: page.getByRole("article") });
const toasts = (page: Page) => page.getByRole("region", { name: /^New order #/ });

for (const [screen, viewport] of SCREENS) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test("groups open orders with counts, counts every chip, and keeps the chips across a reload", async ({
      page,
    }) => {
      await openDemo(page);
      await expect(boardHeadings(page).nth(0)).toHaveText("New (7)");
      await expect(boardHeadings(page).nth(1)).toHaveText("Preparing (7)");
      await expect(boardHeadings(page).nth(2)).toHaveText("Ready for Pickup (5)");
      const done = page.getByRole("button", { name: /^Done today \(\d+\)$/ });
      await expect(done).toHaveAttribute("aria-expanded", "false");
      const doneCount = Number(/\((\d+)\)/.exec((await done.textContent()) ?? "")?.[1]);
      await expect(page.getByRole("article")).toHaveCount(19);
      // Oldest first: the New order waiting 21 minutes leads, past the 20 minutes of Late.
      const firstNew = group(page, "New (7)").getByRole("article").first();
      await expect(firstNew.getByText("Late", { exact: true })).toBeVisible();

      // The filters fold behind a toggle on tablets and phones.
      const statuses = page.getByRole("group", { name: "Statuses" });
      await expect(statuses).toBeHidden();
      await page.getByRole("button", { name: "Filters" }).click();
      await expect(statuses.getByRole("button", { name: "New 7" })).toBeVisible();
      await expect(statuses.getByRole("button", { name: "Preparing 7" })).toBeVisible();
      await expect(statuses.getByRole("button", { name: "Ready for Pickup 5" })).toBeVisible();
      await expect(
        statuses.getByRole("button", { name: `All Statuses ${19 + doneCount}` }),
      ).toBeVisible();
      await expect(
        page
          .getByRole("group", { name: "Platforms" })
          .getByRole("button", { name: `All Platforms ${19 + doneCount}` }),
      ).toBeVisible();

      await statuses.getByRole("button", { name: "Ready for Pickup 5" }).click();
      await expect(page.getByRole("article")).toHaveCount(5);
      await page.reload();
      await boardHeadings(page).first().waitFor();
      await expect(boardHeadings(page)).toHaveText(["Ready for Pickup (5)"]);
      await expect(page.getByRole("button", { name: "Filters 1 filter on" })).toBeVisible();
      await page.getByRole("button", { name: "Filters 1 filter on" }).click();
      await expect(statuses.getByRole("button", { name: "Ready for Pickup 5" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.getByRole("button", { name: "Clear All" }).click();
      await expect(page.getByRole("article")).toHaveCount(19);
    });

    test("no new-order toast covers a card's buttons during a burst of ten", async ({ page }) => {
      await openDemo(page);
      for (let index = 0; index < 10; index += 1) {
        await createTestOrder(page);
        await expect(toasts(page)).toHaveCount(1);
        expect(await buttonsCoveredByToasts(page)).toEqual([]);
      }
      await expect(page.getByText(/^\d+ new orders/)).toBeVisible();
      // Scrolled down the board, the header (and the stack in it) stays, still over no card.
      await page.mouse.wheel(0, 900);
      await expect(toasts(page)).toBeInViewport();
      expect(await buttonsCoveredByToasts(page)).toEqual([]);
    });

    test("passes an accessibility scan, light and dark", async ({ page }) => {
      await openDemo(page);
      await page.getByRole("button", { name: "Filters" }).click();
      await page.getByRole("button", { name: /^Done today/ }).click();
      await createTestOrder(page);
      await expect(toasts(page)).toHaveCount(1);
      // Scanned from the top of the board: a card scrolled under the sticky header (and the
      // stack in it) is covered there by design, which is not a target too small to tap.
      await page.evaluate(() => window.scrollTo(0, 0));
      // Touch screens both: their targets are checked too.
      await expectNoSeriousA11yViolations(page, { isTouchScreen: true });
      await page.evaluate(() => localStorage.setItem("theme", "dark"));
      await page.reload();
      await boardHeadings(page).first().waitFor();
      await page.getByRole("button", { name: "Filters" }).click();
      await page.getByRole("button", { name: /^Done today/ }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSeriousA11yViolations(page, { isTouchScreen: true });
    });
  });
}

test.describe("on a portrait tablet", () => {
  test.use({ viewport: TABLET });

  test("shows at least eight whole cards at once in the middle of a rush", async ({ page }) => {
    // 24 New orders from every platform, those of Uber Eats, DoorDash and Grubhub still
    // waiting for Accept: the board as the kitchen sees it, without a demo's banner.
    await openDashboardAs(page, FIXTURE_RESTAURANTS.rush);
    await expect(boardHeadings(page).first()).toHaveText("New (24)");
    await expect(page.getByRole("article")).toHaveCount(24);
    const whole = await page.getByRole("article").evaluateAll(
      (cards, height) =>
        cards.filter((card) => {
          const box = card.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= height && box.height > 0;
        }).length,
      TABLET.height,
    );
    expect(whole).toBeGreaterThanOrEqual(8);
    // A 15-digit Grubhub number never runs under the age beside it (the status is the
    // group's heading here); "#W-1001" stays on one line.
    const grubhub = page.getByRole("article", { name: "Order #604721063804004", exact: true });
    const number = await grubhub.getByRole("heading", { level: 3 }).boundingBox();
    const age = await grubhub.getByText(/^\d+ min$/).boundingBox();
    expect(number && age && !overlap(number, age)).toBe(true);
    const website = page.getByRole("article", { name: "Order #W-1001", exact: true });
    const short = await website.getByRole("heading", { level: 3 }).boundingBox();
    expect(short?.height).toBeLessThan(32);
    await expect(page.getByText("WooCommerce", { exact: true }).first()).toBeVisible();
  });

  test("an order's age turns amber, then red and Late, as the clock moves on", async ({ page }) => {
    await page.clock.install({ time: new Date() });
    await openDemo(page);
    const number = await createTestOrder(page);
    const card = orderCard(page, number);
    const age = card.getByText(/^\d+ min$/);
    // The order was stamped by the server's clock: move the page's to whole minutes after it.
    const orders = (await (await page.request.get("/api/orders")).json()) as Array<{
      orderNumber: string;
      created: string;
    }>;
    const created = Date.parse(
      orders.find((order) => order.orderNumber.replace(/^#/, "") === number)?.created ?? "",
    );
    const moveTo = async (minutes: number) => {
      const pageNow = await page.evaluate(() => Date.now());
      await page.clock.fastForward(created + minutes * 60_000 + 5_000 - pageNow);
    };
    await expect(age).toHaveText(/^[01] min$/);
    const fresh = await colourOf(age);
    await expect(card.getByText(", getting late")).toHaveCount(0);

    await moveTo(10);
    await expect(age).toHaveText("10 min");
    await expect(card.getByText(", getting late")).toBeAttached();
    const amber = await colourOf(age);
    expect(amber).not.toBe(fresh);
    await expect(card.getByText("Late", { exact: true })).toHaveCount(0);

    await moveTo(20);
    await expect(age).toHaveText("20 min");
    await expect(card.getByText("Late", { exact: true })).toBeVisible();
    const red = await colourOf(age);
    expect(red).not.toBe(amber);
    expect(red).not.toBe(fresh);
  });

  test("'Remind Later' puts a toast away for the minutes chosen, across a reload", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date() });
    await openDemo(page);
    const number = await createTestOrder(page);
    const toast = page.getByRole("region", { name: `New order #${number}` });
    await expect(toast.getByRole("heading", { name: "New Order Received!" })).toBeVisible();
    await expect(toast.getByText("LIVE", { exact: true })).toBeVisible();
    await toast.getByRole("button", { name: "Remind Later" }).click();
    await expect(page.getByRole("menuitem", { name: "5 minutes" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "10 minutes" })).toBeVisible();
    await page.getByRole("menuitem", { name: "2 minutes" }).click();
    await expect(toast).toBeHidden();

    await page.reload();
    await boardHeadings(page).first().waitFor();
    await page.clock.fastForward("01:30");
    await expect(toast).toBeHidden();
    await page.clock.fastForward("00:35");
    await expect(toast.getByRole("heading", { name: "New Order Received!" })).toBeVisible();
    await expect(toast.getByRole("button", { name: "View & Accept" })).toBeVisible();
  });
});

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes on the screen share any area. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The computed text colour of the age's line (the element around its minutes). */
function colourOf(age: ReturnType<Page["getByText"]>): Promise<string> {
  return age.evaluate((element) => getComputedStyle(element.parentElement ?? element).color);
}

/**
 * Every card button on screen whose middle a new-order toast sits over: what the browser
 * would click there. A card scrolled up under the sticky header is hidden by the header,
 * where the stack sits, so only buttons below the header count; and a stack that is not in
 * the header counts as covering whatever it is over.
 */
function buttonsCoveredByToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stacks = Array.from(document.querySelectorAll("section[aria-label^='New order #']"));
    const header = document.querySelector("main header") ?? document.querySelector("header");
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const covered: string[] = stacks
      .filter((stack) => !header?.contains(stack))
      .map((stack) => `stack outside the header: ${stack.getAttribute("aria-label")}`);
    for (const button of Array.from(document.querySelectorAll("article button"))) {
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || y < headerBottom || y > window.innerHeight) continue;
      if (x < 0 || x > window.innerWidth) continue;
      const top = document.elementFromPoint(x, y);
      if (top && stacks.some((stack) => stack.contains(top))) {
        covered.push(button.getAttribute("aria-label") ?? button.textContent ?? "");
      }
    }
    return covered;
  });
}
