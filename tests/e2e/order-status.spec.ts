import { expect, test } from "@playwright/test";
import { FIXTURE_RESTAURANTS } from "./support/dashboard-fixtures";
import { card, notifications, openDashboardAs } from "./support/ui";

const status = FIXTURE_RESTAURANTS.status;

// These tests move orders of one restaurant: one after another, each on its own order.
test.describe.configure({ mode: "serial" });

test("the quick action walks an order from new to completed, with a toast at each step", async ({
  page,
}) => {
  await openDashboardAs(page, status);
  const order = card(page, "ST100");
  const steps: Array<[string, string]> = [
    ["Mark Preparing", "Preparing"],
    ["Mark Ready", "Ready for Pickup"],
    ["Mark Complete", "Completed"],
  ];
  for (const [action, label] of steps) {
    await order.getByRole("button", { name: action }).click();
    await expect(notifications(page).getByText("Order Status Updated")).toBeVisible();
    await expect(notifications(page).getByText(`Order #ST100 is now ${label}`)).toBeVisible();
    // Completed, the card moves into the folded Done section.
    if (label === "Completed") await page.getByRole("button", { name: /^Done today/ }).click();
    await expect(order.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(order.getByRole("button", { name: /^Mark / })).toHaveCount(0);
  // The move happened on the server, not only on screen.
  await page.reload();
  await page.getByRole("button", { name: /^Done today/ }).click();
  await expect(card(page, "ST100").getByText("Completed", { exact: true })).toBeVisible();
});

test("the card menu sets a status with its own toast and closes", async ({ page }) => {
  await openDashboardAs(page, status);
  const order = card(page, "ST400");
  await order.getByRole("button", { name: "More actions for order #ST400" }).click();
  await page.getByRole("menuitem", { name: "Set Ready" }).click();
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(notifications(page).getByText("Status Updated", { exact: true })).toBeVisible();
  await expect(notifications(page).getByText("Order #ST400 is now ready")).toBeVisible();
  await expect(order.getByText("Ready for Pickup", { exact: true })).toBeVisible();
  await order.getByRole("button", { name: "More actions for order #ST400" }).click();
  await expect(page.getByRole("menuitem", { name: "Set New" })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: "Set Preparing" })).toBeDisabled();
});

test("a backward move is refused with 'Invalid Status Change' when the screen was behind", async ({
  page,
}) => {
  // No live updates for this page: it keeps showing the order as it was.
  await page.routeWebSocket("**/ws", () => {});
  await openDashboardAs(page, status);
  const orders = (await (await page.request.get("/api/orders")).json()) as Array<{
    id: string;
    orderNumber: string;
  }>;
  const target = orders.find((order) => order.orderNumber === "ST200");
  expect(target).toBeDefined();
  // Elsewhere, someone completes it.
  const done = await page.request.put(`/api/orders/${target?.id}`, {
    data: { status: "completed" },
  });
  expect(done.status()).toBe(200);

  const order = card(page, "ST200");
  await expect(order.getByText("Ready for Pickup", { exact: true })).toBeVisible();
  await order.getByRole("button", { name: "More actions for order #ST200" }).click();
  await page.getByRole("menuitem", { name: /Set Ready/ }).click();
  await expect(notifications(page).getByText("Invalid Status Change")).toBeVisible();
  await expect(
    notifications(page).getByText("Orders can only progress forward through the workflow"),
  ).toBeVisible();
});

test("completing an order in the dialog closes the dialog after a second", async ({ page }) => {
  await openDashboardAs(page, status);
  await card(page, "ST300").click();
  const dialog = page.getByRole("dialog", { name: "Order #ST300" });
  await dialog.getByRole("button", { name: "Completed" }).click();
  // The dialog shows the change while still open (it does not close the moment it succeeds)…
  await expect(dialog.getByRole("button", { name: "Completed" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // …and closes a second later (the delay itself is timed with a fake clock in
  // orders-dashboard.test.tsx; here a loaded machine may take longer).
  await expect(dialog).toBeHidden();
  await expect(notifications(page).getByText("Order #ST300 is now Completed")).toBeVisible();
});
