import { expect, test } from "@playwright/test";
import { BUSY_ORDER_COUNT, FIXTURE_RESTAURANTS } from "./support/dashboard-fixtures";
import { card, openDashboardAs } from "./support/ui";

test("a busy restaurant sees every current order, past the API's default page of 500", async ({
  page,
}) => {
  await openDashboardAs(page, FIXTURE_RESTAURANTS.busy);
  await expect(page.getByRole("article")).toHaveCount(BUSY_ORDER_COUNT);
  // The oldest, 600 minutes ago, is there too.
  await expect(card(page, `B-${BUSY_ORDER_COUNT}`)).toBeAttached();
});
