import { count, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_EVENTS } from "../../app-events";
import type { DatabaseHandle } from "../../db/database";
import { loginFailures } from "../../db/schema/login-failures";
import { menuAvailabilityChanges } from "../../db/schema/menu-availability-changes";
import { orders } from "../../db/schema/orders";
import { passwordResetTokens } from "../../db/schema/password-reset-tokens";
import { platformCalls } from "../../db/schema/platform-calls";
import { restaurants } from "../../db/schema/restaurants";
import { sessions } from "../../db/schema/sessions";
import { users } from "../../db/schema/users";
import { webhookDeliveries } from "../../db/schema/webhook-deliveries";
import { createEventBus } from "../../events/event-bus";
import { createDemoRestaurant } from "../../flows/open-demo";
import { createOwner } from "../../test/auth-helpers";
import { openTestDatabase, TEST_ENGINE } from "../../test/test-database";
import { testBox } from "../../test/webhook-helpers";
import { recordLoginFailure } from "../auth/login-failures.repository";
import { insertResetToken } from "../auth/password-resets.repository";
import { insertSession } from "../auth/sessions.repository";
import { findLocationOf, type NewAccountUser } from "../auth/users.repository";
import { insertAvailabilityChange } from "../menu/availability-changes.repository";
import { addCategory } from "../menu/menu.service";
import { addItem } from "../menu/menu-items.service";
import { insertPlatformCall } from "../platform-calls/platform-calls.repository";
import { accountIdOf, insertRestaurant } from "../restaurants/restaurants.repository";
import { seedDevelopmentData } from "../sample-data/seed-development";
import { countUnverifiedDelivery } from "../webhooks/deliveries.repository";
import { runMaintenance } from "./maintenance.service";

const HOUR_MS = 3600_000;

describe(`periodic maintenance (${TEST_ENGINE})`, () => {
  let database: DatabaseHandle;
  let expiredDemo: NewAccountUser;
  let freshDemo: NewAccountUser;
  let result: Awaited<ReturnType<typeof runMaintenance>>;
  /** Orders per restaurant id before maintenance ran. */
  const ordersBefore = new Map<string, number>();
  const ago = (ms: number) => new Date(Date.now() - ms);

  const ordersOf = async (restaurantId: string | null) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.restaurantId, restaurantId ?? ""));
    return row?.n;
  };
  const restaurantExists = async (restaurantId: string | null) =>
    (
      await database.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId ?? ""))
    ).length === 1;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    // Publishing is a NOTIFY in the caller's transaction: no one needs to listen here.
    const bus = createEventBus({ database, logger: pino({ level: "silent" }), events: APP_EVENTS });
    // Golden Fork Bistro (standard) and the development demo account's restaurant (no expiry).
    await seedDevelopmentData({ db });
    expiredDemo = await createDemoRestaurant({ db, box: testBox, bus, now: ago(25 * HOUR_MS) });
    freshDemo = await createDemoRestaurant({ db, box: testBox, bus });
    await insertSession(db, {
      userId: expiredDemo.id,
      expiresAt: ago(-HOUR_MS),
      userAgent: null,
      ipAddress: null,
    });

    const [owner] = await db.select().from(users).where(eq(users.email, "owner@orderdock.app"));
    const userId = owner?.id ?? "";
    const session = (expiresAt: Date) =>
      insertSession(db, { userId, expiresAt, userAgent: null, ipAddress: null });
    await session(ago(25 * HOUR_MS)); // dead for over a day: forgotten
    await session(ago(HOUR_MS)); // expired an hour ago: kept for a day
    await session(ago(-HOUR_MS)); // live
    await recordLoginFailure(db, {
      email: "x@example.com",
      ipAddress: "10.1.1.1",
      deviceId: null,
      at: ago(25 * HOUR_MS),
    });
    await recordLoginFailure(db, {
      email: "x@example.com",
      ipAddress: "10.1.1.1",
      deviceId: null,
      at: ago(60_000),
    });
    await insertResetToken(db, { userId, tokenHash: "old", expiresAt: ago(25 * HOUR_MS) });
    await insertResetToken(db, { userId, tokenHash: "valid", expiresAt: ago(-HOUR_MS) });
    // Counts of webhooks whose signature failed: a week old is forgotten, yesterday's kept.
    const restaurantId = owner ? ((await findLocationOf(db, owner.id, null)) ?? "") : "";
    for (const at of [ago(8 * 24 * HOUR_MS), ago(24 * HOUR_MS)]) {
      await countUnverifiedDelivery(db, { platform: "shopify", restaurantId, eventType: "", at });
    }

    for (const { id } of await db.select({ id: restaurants.id }).from(restaurants))
      ordersBefore.set(id, (await ordersOf(id)) ?? 0);
    result = await runMaintenance({ db });
  });
  afterAll(() => database.close());

  it("deletes a demo restaurant past its expiry with its orders and users", async () => {
    expect(result.demoRestaurants).toBe(1);
    expect(await restaurantExists(expiredDemo.restaurantId)).toBe(false);
    expect(await ordersOf(expiredDemo.restaurantId)).toBe(0);
    expect(await database.db.select().from(users).where(eq(users.id, expiredDemo.id))).toEqual([]);
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, expiredDemo.id)),
    ).toEqual([]);
  });

  it("leaves a fresh demo restaurant and its orders alone", async () => {
    expect(await restaurantExists(freshDemo.restaurantId)).toBe(true);
    const before = ordersBefore.get(freshDemo.restaurantId ?? "");
    expect(before).toBeGreaterThan(25);
    expect(await ordersOf(freshDemo.restaurantId)).toBe(before);
  });

  it("leaves standard restaurants and a demo without expiry alone", async () => {
    const rows = await database.db.select().from(restaurants);
    expect(rows.map((row) => row.name).sort()).toEqual([
      "Golden Fork Bistro",
      "Midnight Wings",
      "OrderDock Demo Harbor",
      "OrderDock Demo Kitchen",
      "OrderDock Demo Kitchen",
    ]);
    const goldenFork = rows.find((row) => row.kind === "standard");
    const before = ordersBefore.get(goldenFork?.id ?? "");
    expect(before).toBeGreaterThan(25);
    expect(await ordersOf(goldenFork?.id ?? null)).toBe(before);
  });

  it("forgets unverified webhook counts older than a week", async () => {
    expect(result.unverifiedDeliveries).toBe(1);
    expect(await database.db.select({ n: count() }).from(webhookDeliveries)).toEqual([{ n: 1 }]);
  });

  it("forgets sessions, sign-in failures and reset links dead for over a day, keeping the rest", async () => {
    expect(result).toMatchObject({ sessions: 1, loginFailures: 1, resetTokens: 1 });
    expect(await database.db.select({ n: count() }).from(sessions)).toEqual([{ n: 2 }]);
    expect(await database.db.select({ n: count() }).from(loginFailures)).toEqual([{ n: 1 }]);
    const tokens = await database.db
      .select({ hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens);
    expect(tokens).toEqual([{ hash: "valid" }]);
  });

  it("finds nothing more to do on a second run", async () => {
    expect(await runMaintenance({ db: database.db })).toEqual({
      demoRestaurants: 0,
      sessions: 0,
      resetTokens: 0,
      verificationTokens: 0,
      teamInvitations: 0,
      unpairedDevices: 0,
      activity: 0,
      abandonedSignUps: 0,
      refusedBodies: 0,
      loginFailures: 0,
      unverifiedDeliveries: 0,
      menuItemsRestored: 0,
      replacedAvailabilityChanges: 0,
    });
  });
});

describe(`maintenance of sign-ups (${TEST_ENGINE})`, () => {
  let database: DatabaseHandle;
  afterAll(() => database?.close());

  it("removes a sign-up left unconfirmed for a week, and nothing else", async () => {
    database = await openTestDatabase();
    const { db } = database;
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR_MS);
    const signUp = async (name: string, createdAt: Date, emailVerifiedAt: Date | null) => {
      const restaurantId = await insertRestaurant(db, {
        name,
        createdAt,
        trialEndsAt: new Date(createdAt.getTime() + 14 * 24 * HOUR_MS),
      });
      await db.insert(users).values({
        accountId: await accountIdOf(db, restaurantId),
        email: `${name.toLowerCase().replaceAll(" ", "-")}@example.com`,
        name,
        passwordHash: "x",
        role: "shop_owner",
        emailVerifiedAt,
      });
    };
    await signUp("Abandoned Diner", daysAgo(8), null);
    await signUp("Waiting Diner", daysAgo(2), null);
    await signUp("Confirmed Diner", daysAgo(30), daysAgo(29));
    // A restaurant an administrator made (no trial) is never a sign-up.
    await insertRestaurant(db, { name: "Admin Made", createdAt: daysAgo(30) });

    expect((await runMaintenance({ db })).abandonedSignUps).toBe(1);
    const left = await db.select({ name: restaurants.name }).from(restaurants);
    expect(left.map((row) => row.name).sort()).toEqual([
      "Admin Made",
      "Confirmed Diner",
      "Waiting Diner",
    ]);
    expect(await db.select({ n: count() }).from(users)).toEqual([{ n: 2 }]);
  });
});

describe(`maintenance of refused webhook bodies (${TEST_ENGINE})`, () => {
  let database: DatabaseHandle;
  afterAll(() => database?.close());

  it("keeps a refused body for the retention time and within a size per restaurant", async () => {
    database = await openTestDatabase();
    const { db } = database;
    const first = { id: await insertRestaurant(db, { name: "Refused One" }) };
    const second = { id: await insertRestaurant(db, { name: "Refused Two" }) };
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR_MS);
    const delivery = (
      restaurantId: string | undefined,
      key: string,
      status: "refused" | "processed",
      receivedAt: Date,
    ) => ({
      restaurantId: restaurantId ?? "",
      platform: "shopify" as const,
      deliveryKey: key,
      status,
      rawBody: `{"key":"${key}"}`.padEnd(100, " "),
      receivedAt,
    });
    await db.insert(webhookDeliveries).values([
      delivery(first?.id, "old-refused", "refused", daysAgo(8)),
      delivery(first?.id, "new-refused", "refused", daysAgo(1)),
      delivery(first?.id, "old-processed", "processed", daysAgo(30)),
      // Three fresh refusals of 100 bytes where 250 are kept: the oldest loses its body.
      delivery(second?.id, "a", "refused", daysAgo(3)),
      delivery(second?.id, "b", "refused", daysAgo(2)),
      delivery(second?.id, "c", "refused", daysAgo(1)),
    ]);

    const result = await runMaintenance({
      db,
      refusedPayloadMs: 7 * 24 * HOUR_MS,
      refusedBodyBytes: 250,
    });
    expect(result.refusedBodies).toBe(2);
    const rows = await db
      .select({ key: webhookDeliveries.deliveryKey, body: webhookDeliveries.rawBody })
      .from(webhookDeliveries);
    const kept = Object.fromEntries(rows.map((row) => [row.key, row.body !== ""]));
    expect(kept).toEqual({
      "old-refused": false,
      "new-refused": true,
      "old-processed": true,
      a: false,
      b: true,
      c: true,
    });
    // The records stay: what came, when, and why it was refused.
    expect(rows).toHaveLength(6);
  });
});

describe(`maintenance of 86s the platforms were told (${TEST_ENGINE})`, () => {
  let database: DatabaseHandle;
  afterAll(() => database?.close());

  it("forgets a week-old 86 a newer change replaced, keeping each item's newest", async () => {
    database = await openTestDatabase();
    const { db } = database;
    const owner = await createOwner(db, { restaurantName: "Prune Diner" });
    const restaurantId = owner.user.restaurantId ?? "";
    const scope = { db, restaurantId };
    const category = await addCategory(scope, { name: "Soups" });
    const item = await addItem(scope, {
      categoryId: category.id,
      name: "Chowder",
      description: "",
      price: 8,
      photoUrl: null,
      dietaryTags: [],
      modifierGroupIds: [],
      prepMinutes: null,
    });
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR_MS);
    const change = (isAvailable: boolean, at: Date) =>
      insertAvailabilityChange(db, {
        restaurantId,
        itemId: item.id,
        isAvailable,
        until: null,
        createdBy: null,
        at,
      });
    const old86 = await change(false, daysAgo(9));
    const oldReturn = await change(true, daysAgo(8));
    const recent86 = await change(false, daysAgo(1));
    // Only once its calls are answered: one still being sent keeps it.
    await insertPlatformCall(db, {
      restaurantId,
      availabilityChangeId: oldReturn.id,
      platform: "doordash",
      action: "unsuspend",
      payload: {},
      at: daysAgo(8),
    });
    expect((await runMaintenance({ db })).replacedAvailabilityChanges).toBe(1);
    await db.update(platformCalls).set({ state: "done" });
    expect((await runMaintenance({ db })).replacedAvailabilityChanges).toBe(1);
    const left = await db.select({ id: menuAvailabilityChanges.id }).from(menuAvailabilityChanges);
    expect(left.map((row) => row.id)).toEqual([recent86.id]);
    expect(old86.id).not.toBe(recent86.id);
  });
});
