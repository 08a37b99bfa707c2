import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { notifications, signIn } from "./support/ui";

/** The Menu Manager, on an account whose menu starts empty. The steps build on each other. */
test.describe.configure({ mode: "serial" });

const owner = E2E_ACCOUNTS.menuOwner;

async function openMenu(page: Page) {
  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 1, name: "Menu Manager" })).toBeVisible();
}

/** The item names of one category, top to bottom. */
const itemNames = (page: Page, category: string) =>
  page.getByRole("region", { name: category }).getByRole("heading", { level: 3 });

type PublicMenu = {
  categories: Array<{
    items: Array<{
      id: string;
      name: string;
      modifierGroups: Array<{ options: Array<{ id: string }> }>;
    }>;
  }>;
};

/** Places a website order for one item through the public API, choosing its first options. */
async function orderOnline(page: Page, itemName: string) {
  const me = (await (await page.request.get("/api/auth/me")).json()) as {
    restaurant: { id: string };
  };
  const base = `/api/public/restaurants/${me.restaurant.id}`;
  const menu = (await (await page.request.get(`${base}/menu`)).json()) as PublicMenu;
  const item = menu.categories
    .flatMap((category) => category.items)
    .find((entry) => entry.name === itemName);
  if (!item) throw new Error(`${itemName} is not on the public menu`);
  return page.request.post(`${base}/orders`, {
    data: {
      customer: { name: "Jamal Carter", phone: "(512) 555-0188" },
      fulfillment: "pickup",
      items: [
        {
          itemId: item.id,
          quantity: 1,
          optionIds: item.modifierGroups.map((group) => group.options[0]?.id),
        },
      ],
    },
  });
}

test("builds a category, a required modifier group and an item; 86'd, the order API refuses it", async ({
  page,
}) => {
  await openMenu(page);
  await expect(page.getByRole("heading", { name: "Your menu is empty" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Add Category" }).first().click();
  const categoryDialog = page.getByRole("dialog", { name: "Add Category" });
  await categoryDialog.getByLabel("Category name").fill("Pizzas");
  await categoryDialog.getByRole("button", { name: "Add category" }).click();
  await expect(notifications(page).getByText("Category added")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Pizzas" })).toBeVisible();

  await page.getByRole("button", { name: "Add modifier group" }).click();
  const groupDialog = page.getByRole("dialog", { name: "Add modifier group" });
  await groupDialog.getByLabel("Name", { exact: true }).fill("Crust");
  await groupDialog.getByRole("checkbox", { name: "Customers must choose" }).check();
  await groupDialog.getByLabel("Option 1 name").fill("Thin");
  await groupDialog.getByRole("button", { name: "Add option" }).click();
  await groupDialog.getByLabel("Option 2 name").fill("Deep dish");
  await groupDialog.getByLabel("Option 2 price").fill("2.5");
  await groupDialog.getByRole("button", { name: "Save group" }).click();
  await expect(notifications(page).getByText("Group saved")).toBeVisible();
  await expect(page.getByText("Required, choose 1")).toBeVisible();

  await page.getByRole("button", { name: "Add Item to Pizzas" }).click();
  const itemDialog = page.getByRole("dialog", { name: "Add Item" });
  await itemDialog.getByRole("button", { name: "Save item" }).click();
  await expect(itemDialog.getByText("Item name is required")).toBeVisible();
  await itemDialog.getByLabel("Name", { exact: true }).fill("Margherita");
  await itemDialog.getByLabel("Description").fill("San Marzano tomato, fior di latte, basil");
  await itemDialog.getByLabel("Price").fill("14.5");
  await itemDialog.getByRole("checkbox", { name: "Vegetarian" }).check();
  await itemDialog.getByRole("checkbox", { name: /Crust/ }).check();
  await expectNoSeriousA11yViolations(page);
  await itemDialog.getByRole("button", { name: "Save item" }).click();
  await expect(notifications(page).getByText("Item saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Margherita" })).toBeVisible();
  await expect(page.getByText("$14.50")).toBeVisible();
  await expect(page.getByText("Modifiers: Crust")).toBeVisible();

  const accepted = await orderOnline(page, "Margherita");
  expect(accepted.status()).toBe(201);

  await page.getByRole("button", { name: "Availability of Margherita" }).click();
  await page.getByRole("menuitemradio", { name: "Unavailable until end of day" }).click();
  await expect(
    notifications(page).getByText("'Margherita' is unavailable until end of day"),
  ).toBeVisible();
  await expect(page.getByText("86'd · back at midnight")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const refused = await orderOnline(page, "Margherita");
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "Margherita is not available right now",
  );

  await page.getByRole("button", { name: "Availability of Margherita" }).click();
  await page.getByRole("menuitemradio", { name: "Available", exact: true }).click();
  await expect(notifications(page).getByText("'Margherita' is available again")).toBeVisible();
  expect((await orderOnline(page, "Margherita")).status()).toBe(201);
});

test("items reorder by keyboard and the order is kept", async ({ page }) => {
  await openMenu(page);
  await page.getByRole("button", { name: "Add Item to Pizzas" }).click();
  const itemDialog = page.getByRole("dialog", { name: "Add Item" });
  await itemDialog.getByLabel("Name", { exact: true }).fill("Pepperoni");
  await itemDialog.getByLabel("Price").fill("16");
  await itemDialog.getByRole("button", { name: "Save item" }).click();
  await expect(notifications(page).getByText("Item saved")).toBeVisible();
  const names = itemNames(page, "Pizzas");
  await expect(names).toHaveText(["Margherita", "Pepperoni"]);

  // Pick up Pepperoni with the keyboard, move it to the top, drop it.
  // dnd-kit starts listening for arrows a tick after the pick-up is shown, so under load
  // a first arrow can fall before it listens; a person listening to the announcements
  // presses again. Pressing up at the top changes nothing, so repeating is safe.
  const handle = page.getByRole("button", { name: "Reorder Pepperoni" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  const moved = page.getByRole("status").filter({ hasText: "Pepperoni is at position 1 of 2." });
  await expect(async () => {
    await page.keyboard.press("ArrowUp");
    await expect(moved).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press("Space");
  await expect(names).toHaveText(["Pepperoni", "Margherita"]);
  await page.reload();
  await expect(itemNames(page, "Pizzas")).toHaveText(["Pepperoni", "Margherita"]);
});

test("an exported menu imports back to the same menu", async ({ page }) => {
  await openMenu(page);
  const before = await (await page.request.get("/api/menu")).json();

  await page.getByRole("button", { name: "Import & export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export menu" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^menu-menu-test-kitchen-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const document = JSON.parse(readFileSync(file, "utf8"));
  expect(document.categories[0].items.map((item: { name: string }) => item.name)).toEqual([
    "Pepperoni",
    "Margherita",
  ]);

  // Change the menu, then bring the file back.
  await page.getByRole("button", { name: "More actions for Margherita" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete Margherita?" })
    .getByRole("button", { name: "Delete item" })
    .click();
  await expect(notifications(page).getByText("Item deleted")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Margherita" })).toBeHidden();

  await page.getByLabel("Menu file to import").setInputFiles(file);
  await page
    .getByRole("alertdialog", { name: "Replace the whole menu?" })
    .getByRole("button", { name: "Import" })
    .click();
  await expect(notifications(page).getByText("Menu imported")).toBeVisible();
  await expect(itemNames(page, "Pizzas")).toHaveText(["Pepperoni", "Margherita"]);

  const after = await (await page.request.get("/api/menu")).json();
  const strip = (menu: unknown) =>
    JSON.parse(
      JSON.stringify(menu, (key, value) =>
        ["id", "categoryId", "modifierGroupIds"].includes(key) ? undefined : value,
      ),
    );
  expect(strip(after)).toEqual(strip(before));
  expect(after.categories[0].items[1].modifierGroupIds).toEqual([after.modifierGroups[0].id]);
});
