import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformConnections } from "../../db/schema/platform-connections";
import { restaurants } from "../../db/schema/restaurants";
import { createOwner } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { runMaintenance } from "../maintenance/maintenance.service";
import { placeWebsiteOrder } from "../public/public-orders.service";
import { addCategory, getMenu, type MenuScope } from "./menu.service";
import { addItem, setItemAvailability } from "./menu-items.service";

/**
 * An item 86'd "until end of day" comes back at the restaurant's local midnight,
 * also on the nights daylight saving changes; "until turned back on" waits for staff; the
 * website order API refuses whatever is unavailable at that moment.
 */
describe(`86'ing items (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let scope: MenuScope;
  let itemId: string;

  const order = (now: Date) =>
    placeWebsiteOrder({
      db: testApp.database.db,
      restaurantId: scope.restaurantId,
      now,
      input: {
        customer: { name: "Maria Gonzalez", phone: "(512) 555-0142" },
        fulfillment: "pickup",
        items: [{ itemId, quantity: 1, optionIds: [] }],
      },
    });
  const availabilityAt = async (now: Date) =>
    (await getMenu({ ...scope, now })).categories[0]?.items[0];

  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    const owner = await createOwner(db, { restaurantName: "Night Owl Diner" });
    scope = { db, restaurantId: owner.user.restaurantId ?? "" };
    await db
      .update(restaurants)
      .set({ timezone: "America/New_York" })
      .where(eq(restaurants.id, scope.restaurantId));
    await db
      .insert(platformConnections)
      .values({ restaurantId: scope.restaurantId, platform: "website", isConnected: true });
    const category = await addCategory(scope, { name: "Pies" });
    const item = await addItem(scope, {
      categoryId: category.id,
      name: "Key Lime Pie",
      description: "",
      price: 7.5,
      photoUrl: null,
      dietaryTags: [],
      modifierGroupIds: [],
      prepMinutes: null,
    });
    itemId = item.id;
  });
  afterAll(() => testApp.close());

  it.each([
    // Spring forward in New York: the day is 23 hours long and ends at 04:00 UTC.
    ["2026-03-08T10:00:00-04:00", "2026-03-09T04:00:00.000Z"],
    // The night before: midnight is still EST.
    ["2026-03-07T21:00:00-05:00", "2026-03-08T05:00:00.000Z"],
    // Fall back: the day is 25 hours long.
    ["2026-11-01T01:30:00-05:00", "2026-11-02T05:00:00.000Z"],
  ])("86'd at %s until end of day: back at %s, not a minute sooner", async (at, midnight) => {
    const now = new Date(at);
    const item = await setItemAvailability({ ...scope, now }, itemId, {
      availability: "until_end_of_day",
    });
    expect(item).toMatchObject({
      availability: "until_end_of_day",
      unavailableUntil: midnight,
      isAvailable: false,
    });
    const justBefore = new Date(Date.parse(midnight) - 1000);
    expect(await availabilityAt(justBefore)).toMatchObject({ isAvailable: false });
    await expect(order(justBefore)).rejects.toMatchObject({
      statusCode: 409,
      message: "Key Lime Pie is not available right now",
    });
    const atMidnight = new Date(midnight);
    expect(await availabilityAt(atMidnight)).toMatchObject({
      availability: "available",
      unavailableUntil: null,
      isAvailable: true,
    });
    const placed = await order(atMidnight);
    expect(placed.result).toMatchObject({ total: 7.5, status: "new" });
  });

  it("follows the restaurant's timezone, not the server's", async () => {
    await testApp.database.db
      .update(restaurants)
      .set({ timezone: "Asia/Tokyo" })
      .where(eq(restaurants.id, scope.restaurantId));
    const item = await setItemAvailability(
      { ...scope, now: new Date("2026-11-22T20:00:00+09:00") },
      itemId,
      { availability: "until_end_of_day" },
    );
    expect(item.unavailableUntil).toBe("2026-11-22T15:00:00.000Z");
  });

  it("'until turned back on' lasts until staff turn it back on", async () => {
    await setItemAvailability(scope, itemId, { availability: "until_turned_on" });
    const weekLater = new Date(Date.now() + 7 * 24 * 3600_000);
    expect(await availabilityAt(weekLater)).toMatchObject({
      availability: "until_turned_on",
      isAvailable: false,
    });
    await expect(order(weekLater)).rejects.toMatchObject({ statusCode: 409 });
    expect(await setItemAvailability(scope, itemId, { availability: "available" })).toMatchObject({
      isAvailable: true,
    });
  });

  it("maintenance tidies up 'end of day' rows whose midnight has passed", async () => {
    await setItemAvailability({ ...scope, now: new Date("2026-01-10T12:00:00Z") }, itemId, {
      availability: "until_end_of_day",
    });
    const result = await runMaintenance({
      db: testApp.database.db,
      now: new Date("2026-01-12T00:00:00Z"),
    });
    expect(result.menuItemsRestored).toBe(1);
    expect(await availabilityAt(new Date("2026-01-12T00:00:00Z"))).toMatchObject({
      availability: "available",
    });
  });
});
