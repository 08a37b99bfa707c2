import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { signIn } from "./support/ui";

/**
 * The restaurant's sales tax and the customer's words on a website order: the owner sets
 * 8.875% in Settings, a customer orders three French Onion Soups ($29.85) with a note on the
 * line and one for the kitchen, sees $2.65 of tax and $32.50 before ordering, and the stored
 * order carries exactly that.
 */
const owner = E2E_ACCOUNTS.embedOwner;

type Profile = Record<string, unknown> & { salesTaxPercent: number };
type StoredOrder = {
  orderNumber: string;
  subtotal: number;
  tax: number;
  total: number;
  kitchenNote?: string;
  deliveryInstructions?: string;
  items: Array<{ name: string; quantity: number; note?: string }>;
};

/** As Settings saves it: the restaurant's profile is sent whole, with the new rate. */
async function setSalesTax(staff: Page, salesTaxPercent: number): Promise<number> {
  const settings = (await (await staff.request.get("/api/settings")).json()) as {
    restaurant: Profile;
  };
  const { name, phone, address, timezone, prepMinutes } = settings.restaurant;
  const saved = await staff.request.put("/api/settings", {
    data: { restaurant: { name, phone, address, timezone, prepMinutes, salesTaxPercent } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return settings.restaurant.salesTaxPercent;
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`a website order shows and stores the restaurant's sales tax and notes (${colorScheme})`, async ({
    page,
    browser,
  }) => {
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await staffPage.goto("/login");
    await signIn(staffPage, owner);
    await staffPage.waitForURL("**/dashboard");
    const me = (await (await staffPage.request.get("/api/auth/me")).json()) as {
      restaurant: { id: string };
    };
    const before = await setSalesTax(staffPage, 8.875);

    try {
      await page.emulateMedia({ colorScheme });
      await page.goto(`/embed-demo?restaurant=${me.restaurant.id}`);
      await expect(
        page.getByRole("heading", { level: 2, name: "Embed Test Bistro" }),
      ).toBeVisible();

      await page.getByRole("button", { name: "Add French Onion Soup" }).click();
      const panel = page.getByRole("dialog", { name: "French Onion Soup" });
      await panel.getByRole("button", { name: "Increase quantity" }).click();
      await panel.getByRole("button", { name: "Increase quantity" }).click();
      await panel
        .getByRole("textbox", { name: "Note for this item (optional)" })
        .fill("No croutons, gluten allergy");
      await expectNoSeriousA11yViolations(page);
      await panel.getByRole("button", { name: "Add to order" }).click();
      await expect(panel).toBeHidden();

      // 3 × $9.95 = $29.85; 8.875% of it is $2.649…: $2.65.
      const cart = page.getByRole("region", { name: "Your order" });
      await expect(cart.getByText("3 × French Onion Soup")).toBeVisible();
      await expect(cart.getByText("Note: No croutons, gluten allergy")).toBeVisible();
      await expect(cart.getByText("$29.85").last()).toBeVisible();
      await expect(cart.getByText("Tax (8.875%)")).toBeVisible();
      await expect(cart.getByText("$2.65")).toBeVisible();
      await expect(cart.getByText("Estimated total")).toBeVisible();
      await expect(cart.getByText("$32.50")).toBeVisible();

      await page.getByLabel("Name").fill("Robin Tax");
      await page.getByLabel("Phone").fill("(512) 555-0177");
      await page.getByRole("radio", { name: "Delivery" }).check();
      await page.getByLabel("Street address").fill("1200 S Lamar Blvd");
      await page.getByLabel("Delivery instructions (optional)").fill("Gate code 4521");
      await page
        .getByLabel("Note for the kitchen (optional)")
        .fill("PEANUT ALLERGY - please no nuts");
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Place order" }).click();

      const thanks = page.getByRole("heading", { name: /^Thank you! Your order W-\d+ is in\.$/ });
      await expect(thanks).toBeVisible();
      const orderNumber = /W-\d+/.exec((await thanks.textContent()) ?? "")?.[0] ?? "";
      await expect(page.getByText("Tax $2.65")).toBeVisible();
      await expect(page.getByText("Total $32.50")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const orders = (await (await staffPage.request.get("/api/orders")).json()) as StoredOrder[];
      expect(orders.find((order) => order.orderNumber === orderNumber)).toMatchObject({
        subtotal: 29.85,
        tax: 2.65,
        total: 32.5,
        kitchenNote: "PEANUT ALLERGY - please no nuts",
        deliveryInstructions: "Gate code 4521",
        items: [{ name: "French Onion Soup", quantity: 3, note: "No croutons, gluten allergy" }],
      });
    } finally {
      await setSalesTax(staffPage, before);
      await staff.close();
    }
  });
}
