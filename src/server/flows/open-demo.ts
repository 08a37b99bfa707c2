import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUserSchema } from "../../domain/api/auth";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { platformConnections } from "../db/schema/platform-connections";
import { DEFAULT_TIMEZONE } from "../db/schema/restaurants";
import { twinUberIntegrations } from "../db/schema/twin-uber-integrations";
import { HttpError } from "../errors";
import type { EventBus } from "../events/event-bus";
import { createSecretsBox, type SecretsBox } from "../lib/secrets-box";
import { createSession, toSessionUser } from "../modules/auth/auth.service";
import { clientInfo } from "../modules/auth/client-info";
import { insertUser, type NewAccountUser } from "../modules/auth/users.repository";
import { replaceMenu } from "../modules/menu/menu-document.service";
import { getCurrentUser } from "../modules/platforms/current-user";
import { addDemoPrinters } from "../modules/printing/demo-printers";
import { secondsUntilCreatable } from "../modules/restaurants/hourly-ceiling";
import {
  accountIdOf,
  countLiveDemos,
  DEMO_UBER_STORE_PREFIX,
  insertRestaurant,
} from "../modules/restaurants/restaurants.repository";
import { BRAND_CATALOGUE, SAMPLE_BRAND_NAME } from "../modules/sample-data/brand-catalogue";
import { recentHistoryPlan } from "../modules/sample-data/history-plan";
import {
  BRAND_RUSH_PLAN,
  insertSampleOrders,
  LUNCH_RUSH_PLAN,
} from "../modules/sample-data/insert-sample-orders";
import { createRandom } from "../modules/sample-data/random";
import { sampleMenuDocument } from "../modules/sample-data/sample-menu";
import { setSessionCookie } from "../plugins/session-cookie";

/**
 * Every demo visitor gets an account of their own, so visitors never see or wipe each
 * other's data: a restaurant seeded with a lunch rush of 25 orders and five weeks of
 * finished orders for Analytics (about 600 orders and 2,500 status events) and two printer
 * twins (a kitchen and a bar printer), a second location with the menu and a lunch rush
 * of its own, and a wings brand cooked in the first kitchen with a few orders. It
 * disappears after 24 hours.
 */
export const DEMO_LIFETIME_MS = 24 * 3600_000;
export const DEMO_RESTAURANT_NAME = "OrderDock Demo Kitchen";
export const DEMO_SECOND_LOCATION_NAME = "OrderDock Demo Harbor";

// Not an argon2 hash, so no password ever matches: a demo user only signs in via demo-login.
const NO_PASSWORD = "!";

/** Shown when the service already holds as many demo restaurants as it allows. */
export const DEMO_BUSY_MESSAGE = "The demo is busy right now. Please try again in a few minutes.";
// Maintenance removes expired demos every 10 minutes: a place frees up by then.
const DEMO_BUSY_RETRY_SECONDS = 600;

export async function createDemoRestaurant({
  db,
  box,
  bus,
  now = new Date(),
  maxDemos = Number.POSITIVE_INFINITY,
  maxPerHour = Number.POSITIVE_INFINITY,
}: {
  db: Database;
  /** Seals the keys of the demo's printers. */
  box: SecretsBox;
  /** Tells every instance of the new printers, so they print the visitor's first order. */
  bus: EventBus;
  now?: Date;
  /**
   * Demo restaurants that may exist at once. Checked before the work, not under a lock:
   * a burst may pass it by a few, which the next requests then wait out.
   */
  maxDemos?: number;
  /** Demo restaurants the whole service opens in an hour, checked the same way. */
  maxPerHour?: number;
}): Promise<NewAccountUser> {
  const busy = (retrySeconds: number) =>
    new HttpError(503, DEMO_BUSY_MESSAGE, "DEMO_BUSY", { "retry-after": String(retrySeconds) });
  if (Number.isFinite(maxDemos) && (await countLiveDemos(db, now)) >= maxDemos)
    throw busy(DEMO_BUSY_RETRY_SECONDS);
  if (Number.isFinite(maxPerHour)) {
    const wait = await secondsUntilCreatable({ db, kind: "demo", perHour: maxPerHour, now });
    if (wait > 0) throw busy(wait);
  }
  return db.transaction(async (tx) => {
    const expiresAt = new Date(now.getTime() + DEMO_LIFETIME_MS);
    // Created a moment apart: the visitor works at the first one first.
    const restaurantId = await insertRestaurant(tx, {
      name: DEMO_RESTAURANT_NAME,
      kind: "demo",
      expiresAt,
      createdAt: now,
    });
    const accountId = await accountIdOf(tx, restaurantId);
    const user = await insertUser(tx, {
      accountId,
      role: "demo",
      name: "Demo Visitor",
      email: `demo+${randomUUID()}@demo.orderdock.invalid`,
      passwordHash: NO_PASSWORD,
    });
    await replaceMenu(tx, restaurantId, sampleMenuDocument());
    await addDemoPrinters(tx, box, bus, restaurantId);
    await connectDemoUberStore(tx, restaurantId);
    const random = createRandom();
    await insertSampleOrders({
      db: tx,
      restaurantId: restaurantId,
      random,
      now,
      plans: [
        ...LUNCH_RUSH_PLAN,
        // Five weeks, enough for each week against the one before: every visitor waits for it.
        ...recentHistoryPlan({ random, now, timeZone: DEFAULT_TIMEZONE }),
      ],
    });
    // A second location, so the switcher and All locations have something to show.
    const harbor = await insertRestaurant(tx, {
      accountId,
      name: DEMO_SECOND_LOCATION_NAME,
      kind: "demo",
      expiresAt,
      createdAt: new Date(now.getTime() + 1),
    });
    await replaceMenu(tx, harbor, sampleMenuDocument());
    await connectDemoUberStore(tx, harbor);
    await insertSampleOrders({ db: tx, restaurantId: harbor, random, now, plans: LUNCH_RUSH_PLAN });
    // A delivery-only brand cooked in the first location's kitchen, so cards, tickets and
    // analytics show which brand an order is for.
    const brand = await insertRestaurant(tx, {
      accountId,
      kitchenId: restaurantId,
      name: SAMPLE_BRAND_NAME,
      kind: "demo",
      expiresAt,
      createdAt: new Date(now.getTime() + 2),
    });
    await replaceMenu(tx, brand, sampleMenuDocument(BRAND_CATALOGUE));
    await connectDemoUberStore(tx, brand);
    await insertSampleOrders({
      db: tx,
      restaurantId: brand,
      random,
      now,
      plans: BRAND_RUSH_PLAN,
      catalogue: BRAND_CATALOGUE,
      // On the kitchen's board beside its own: numbered past them.
      firstSequence: BRAND_FIRST_SEQUENCE,
    });
    return { ...user, restaurantId };
  });
}

/** Past the kitchen's lunch rush and five weeks of history (about 600 orders). */
const BRAND_FIRST_SEQUENCE = 5_000;

/**
 * Uber Eats names a restaurant by its store, and answers Accept and Deny only from the app
 * activated as the store's order manager (docs/platform-twins.md). A demo restaurant's
 * store on the Uber twin is connected and activated as the sandbox's consent and "Activate"
 * would leave it, so a visitor's Accept reaches Uber as the other platforms' do.
 */
async function connectDemoUberStore(db: Database, restaurantId: string): Promise<void> {
  const storeId = `${DEMO_UBER_STORE_PREFIX}${restaurantId}`;
  await db.insert(platformConnections).values({
    restaurantId,
    platform: "ubereats",
    isConnected: true,
    settings: { storeId, storeName: "OrderDock Demo" },
    connectedAt: new Date(),
  });
  await db
    .insert(twinUberIntegrations)
    .values({ storeId, integrationEnabled: true, isOrderManager: true });
}

export type DemoRoutesOptions = {
  db: Database;
  bus: EventBus;
  config: Config;
  /** A demo restaurant was made: its printer twins should start now, not at the next round. */
  onDemoCreated?: () => void;
};

/**
 * POST /api/auth/demo-login: a demo restaurant of the visitor's own, and a session in it.
 * Each demo is a restaurant with weeks of history (about 3,000 rows): one address may open
 * a few an hour, and the service holds a bounded number at once.
 */
export function demoRoutes({
  db,
  bus,
  config,
  onDemoCreated,
}: DemoRoutesOptions): FastifyPluginAsyncZod {
  const box = createSecretsBox(config.secretsKey);
  return async (app) => {
    app.post(
      "/api/auth/demo-login",
      {
        config: { rateLimit: { max: config.demoLoginsPerHour, timeWindow: 3600_000 } },
        schema: { response: { 200: z.object({ user: currentUserSchema }) } },
      },
      async (request, reply) => {
        const user = await createDemoRestaurant({
          db,
          box,
          bus,
          maxDemos: config.demoRestaurantsMax,
          maxPerHour: config.demoRestaurantsPerHour,
        });
        onDemoCreated?.();
        const session = await createSession({
          db,
          secret: config.sessionSecret,
          user,
          client: clientInfo(request),
        });
        setSessionCookie(request, reply, session);
        return { user: await getCurrentUser(db, toSessionUser(user, user.restaurantId)) };
      },
    );
  };
}
