import { randomBytes } from "node:crypto";
import type { SystemResetResult, TestDataResult } from "../../../domain/api/admin";
import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { hashPassword } from "../../lib/password";
import { insertAccount } from "../auth/accounts.service";
import { publishSessionsEnded } from "../auth/session-events";
import { replaceMenu } from "../menu/menu-document.service";
import { deleteRestaurants, lockRestaurantsOfKinds } from "../restaurants/restaurants.repository";
import { insertSampleOrders, type SampleOrderPlan } from "../sample-data/insert-sample-orders";
import { createRandom, type Random } from "../sample-data/random";
import { sampleMenuDocument } from "../sample-data/sample-menu";
import { type AuditActor, recordAudit } from "./audit-log.repository";
import { countOrdersOf, listUserIdsOf } from "./restaurant-contents.repository";

/**
 * The admin System view's 'Create Test Data' and 'System Reset'. Test data lives in
 * restaurants of kind `test` with `is_test` orders; a reset removes those and every demo
 * restaurant, and by construction nothing else: it deletes by restaurant kind only.
 */
export const TEST_RESTAURANTS_PER_BATCH = 3;
export const TEST_ORDERS_PER_RESTAURANT = 20;

const TEST_RESTAURANT_NAMES = [
  "Harbor Noodle Bar",
  "Copper Pot Tacos",
  "Maple Street Diner",
  "Blue Door Pizzeria",
  "Sunrise Bakery & Cafe",
  "Smokehouse 54",
  "Olive & Thyme",
  "Bombay Junction",
  "Tokyo Corner",
  "Green Bowl Kitchen",
] as const;

const TEST_OWNER_NAMES = [
  "Jordan Blake",
  "Casey Nguyen",
  "Morgan Ellis",
  "Riley Santos",
  "Taylor Brooks",
  "Avery Kim",
  "Quinn Foster",
  "Jamie Ortiz",
] as const;

// 20 orders over the last three days, a few of them still open.
const at = (status: SampleOrderPlan["status"], ...ages: number[]) =>
  ages.map((minutesAgo) => ({ status, minutesAgo }));
const TEST_ORDER_PLAN: ReadonlyArray<SampleOrderPlan> = [
  ...at("new", 3, 12),
  ...at("preparing", 18, 27),
  ...at("ready", 35, 48),
  ...at("completed", 90, 180, 320, 600, 900, 1300, 1500, 1800, 2300, 2700, 3100, 3500, 3900, 4200),
];

export type TestDataOptions = { db: Database; actor: AuditActor; random?: Random; now?: Date };

export async function createTestData({
  db,
  actor,
  random = createRandom(),
  now = new Date(),
}: TestDataOptions): Promise<TestDataResult> {
  const password = randomBytes(6).toString("base64url");
  const passwordHash = await hashPassword(password);
  const names = random.shuffle(TEST_RESTAURANT_NAMES).slice(0, TEST_RESTAURANTS_PER_BATCH);
  const owners = random.shuffle(TEST_OWNER_NAMES);
  const created = await db.transaction(async (tx) => {
    const batch: TestDataResult["restaurants"] = [];
    for (const [index, name] of names.entries()) {
      const restaurantName = `${name} (Test)`;
      const user = await insertAccount(tx, {
        email: `test-owner-${randomBytes(4).toString("hex")}@test.orderdock.invalid`,
        name: owners[index % owners.length] ?? "Test Owner",
        role: "shop_owner",
        passwordHash,
        restaurantName,
        restaurantKind: "test",
      });
      if (!user.restaurantId) throw new Error("a test owner was created without a restaurant");
      await replaceMenu(tx, user.restaurantId, sampleMenuDocument());
      const inserted = await insertSampleOrders({
        db: tx,
        restaurantId: user.restaurantId,
        random,
        now,
        plans: TEST_ORDER_PLAN,
        isTest: true,
      });
      batch.push({
        id: user.restaurantId,
        name: restaurantName,
        ownerEmail: user.email,
        orders: inserted,
      });
    }
    await recordAudit(tx, {
      actor,
      action: "test_data.created",
      summary: `Created test data: ${batch.map((restaurant) => restaurant.name).join(", ")}`,
      details: { restaurantIds: batch.map((restaurant) => restaurant.id) },
    });
    return batch;
  });
  return { success: true, restaurants: created, password };
}

/** What a System Reset removes, by restaurant kind: never a `standard` restaurant. */
const RESET_KINDS = ["test", "demo"] as const;

export async function resetSystem({
  db,
  bus,
  actor,
}: {
  db: Database;
  bus: EventBus;
  actor: AuditActor;
}): Promise<SystemResetResult> {
  return db.transaction(async (tx) => {
    const doomed = await lockRestaurantsOfKinds(tx, RESET_KINDS);
    const ids = doomed.map((restaurant) => restaurant.id);
    const userIds = await listUserIdsOf(tx, ids);
    const orders = await countOrdersOf(tx, ids);
    await deleteRestaurants(tx, ids);
    await publishSessionsEnded(bus, tx, userIds);

    const removed = {
      testRestaurants: doomed.filter((restaurant) => restaurant.kind === "test").length,
      demoRestaurants: doomed.filter((restaurant) => restaurant.kind === "demo").length,
      users: userIds.length,
      orders,
    };
    await recordAudit(tx, {
      actor,
      action: "system.reset",
      summary: `System reset: removed ${removed.testRestaurants} test and ${removed.demoRestaurants} demo restaurants, ${removed.users} accounts and ${removed.orders} orders`,
      details: removed,
    });
    return { success: true as const, removed };
  });
}
