import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { FIXTURE_RESTAURANTS } from "./support/dashboard-fixtures";
import { notifications } from "./support/ui";

const kitchen = FIXTURE_RESTAURANTS.kitchen;

// The tests share the restaurant's orders: one after another, in the order written.
test.describe.configure({ mode: "serial" });

async function openKitchen(page: Page) {
  const login = await page.request.post("/api/auth/login", {
    data: { email: kitchen.email, password: kitchen.password },
  });
  expect(login.status()).toBe(200);
  await page.goto("/kitchen");
  await expect(page.getByRole("heading", { name: "Kitchen display", level: 1 })).toBeVisible();
  await expect(ticket(page, "KD1")).toBeVisible();
}

const column = (page: Page, name: string) =>
  page.getByRole("region", { name: new RegExp(`^${name}`) });
const ticket = (page: Page, number: string) =>
  page.getByRole("article", { name: `Ticket #${number}`, exact: true });
const ticketsIn = (page: Page, name: string) =>
  column(page, name)
    .getByRole("article")
    .evaluateAll((articles) => articles.map((article) => article.getAttribute("aria-label")));
const allDay = (page: Page) =>
  page.getByRole("list", { name: "All-day counts" }).getByRole("listitem");

test("tickets by column, oldest first, with all-day counts; a dinner for later waits", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openKitchen(page);
  await expect.poll(() => ticketsIn(page, "New")).toEqual(["Ticket #KD1", "Ticket #KD2"]);
  expect(await ticketsIn(page, "Preparing")).toEqual(["Ticket #KD3"]);
  expect(await ticketsIn(page, "Ready")).toEqual(["Ticket #KD4"]);
  await expect(ticket(page, "KD9")).toHaveCount(0);
  await expect(allDay(page)).toHaveText([/^Smash Burger\s*6$/, /^Lemonade\s*3$/]);
  // Reached from the app's navigation too.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("navigation").getByRole("link", { name: "Kitchen Display" }).first().click();
  await expect(page).toHaveURL(/\/kitchen$/);
  await expect(ticket(page, "KD1")).toBeVisible();
});

test("from the keyboard alone: a number selects, Enter bumps, R recalls, arrows move", async ({
  page,
}) => {
  await openKitchen(page);
  await page.keyboard.press("2");
  await expect(ticket(page, "KD2")).toHaveAttribute("aria-current", "true");

  await page.keyboard.press("Enter");
  await expect(notifications(page).getByText("Order #KD2 is now Preparing")).toBeVisible();
  await expect.poll(() => ticketsIn(page, "Preparing")).toEqual(["Ticket #KD3", "Ticket #KD2"]);

  await page.keyboard.press("r");
  await expect(notifications(page).getByText("Order #KD2 is back to New")).toBeVisible();
  await expect.poll(() => ticketsIn(page, "New")).toEqual(["Ticket #KD1", "Ticket #KD2"]);
  await expect(ticket(page, "KD2")).toHaveAttribute("aria-current", "true");

  await page.keyboard.press("ArrowUp");
  await expect(ticket(page, "KD1")).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("ArrowRight");
  await expect(ticket(page, "KD3")).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("ArrowRight");
  await expect(ticket(page, "KD4")).toHaveAttribute("aria-current", "true");
});

test("a station sees only its items and counts; the expo hands ready orders over", async ({
  page,
}) => {
  await openKitchen(page);
  // The menu routes drinks to the bar, as the printers read it.
  const category = async (name: string) =>
    (await (await page.request.post("/api/menu/categories", { data: { name } })).json()) as {
      id: string;
    };
  const mains = await category("Mains");
  const drinks = await category("Drinks");
  for (const [name, categoryId] of [
    ["Smash Burger", mains.id],
    ["Lemonade", drinks.id],
  ]) {
    const added = await page.request.post("/api/menu/items", {
      data: { name, price: 9, categoryId },
    });
    expect(added.status()).toBe(201);
  }
  const routed = await page.request.put(`/api/menu/categories/${drinks.id}/station`, {
    data: { station: "Bar" },
  });
  expect(routed.status()).toBe(200);
  await page.reload();

  const station = page.getByRole("combobox", { name: "Station" });
  await station.selectOption({ label: "Bar" });
  await expect.poll(() => ticketsIn(page, "New")).toEqual(["Ticket #KD1"]);
  expect(await ticketsIn(page, "Preparing")).toEqual(["Ticket #KD3"]);
  expect(await ticketsIn(page, "Ready")).toEqual([]);
  await expect(ticket(page, "KD1").getByRole("button", { name: /Smash Burger/ })).toHaveCount(0);
  await expect(allDay(page)).toHaveText([/^Lemonade\s*3$/]);

  // The choice stays with this screen.
  await page.reload();
  await expect(station).toHaveValue("bar");
  await expect.poll(() => ticketsIn(page, "New")).toEqual(["Ticket #KD1"]);

  await station.selectOption({ label: "Kitchen" });
  await expect.poll(() => ticketsIn(page, "New")).toEqual(["Ticket #KD1", "Ticket #KD2"]);
  await expect(allDay(page)).toHaveText([/^Smash Burger\s*6$/]);

  await station.selectOption({ label: "Expo" });
  const expo = page.getByRole("region", { name: /Ready to hand over/ });
  await expect(expo.getByRole("article")).toHaveCount(1);
  await expo.getByRole("button", { name: "Handed over: move #KD4 to Completed" }).click();
  await expect(notifications(page).getByText("Order #KD4 is now Completed")).toBeVisible();
  await expect(expo.getByText("Nothing is ready yet")).toBeVisible();
  await station.selectOption({ label: "All stations" });
});

test("the display passes an accessibility scan, light and dark", async ({ page }) => {
  await openKitchen(page);
  await page.keyboard.press("1");
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(ticket(page, "KD1")).toBeVisible();
  await page.keyboard.press("1");
  await expectNoSeriousA11yViolations(page);
});
