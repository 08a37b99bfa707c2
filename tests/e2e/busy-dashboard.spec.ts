import { expect, test } from "@playwright/test";
import { BUSY_ORDER_COUNT, FIXTURE_RESTAURANTS } from "./support/dashboard-fixtures";
import { card, openDashboardAs } from "./support/ui";

test("a busy restaurant sees every current order, past the API's default page of 500", async ({
  page,
}) => {
  await openDashboardAs(page, FIXTURE_RESTAURANTS.busy);
  // All completed: folded into Done until asked for, then every one of them.
  await expect(page.getByRole("article")).toHaveCount(0);
  const completed = page.getByRole("group", { name: "Statuses" }).getByRole("button", {
    name: `Completed ${BUSY_ORDER_COUNT}`,
  });
  await completed.click();
  await expect(page.getByRole("button", { name: `Done (${BUSY_ORDER_COUNT})` })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(page.getByRole("article")).toHaveCount(BUSY_ORDER_COUNT);
  // The oldest, 600 minutes ago, is there too.
  await expect(card(page, `B-${BUSY_ORDER_COUNT}`)).toBeAttached();
});
