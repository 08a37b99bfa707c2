import { randomInt } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { orderEvents } from "../db/schema/order-events";
import { orders } from "../db/schema/orders";
import { webhookDeliveries } from "../db/schema/webhook-deliveries";
import { sandboxClientSecret } from "../lib/sandbox-credentials";
import { createRandom, type Random } from "../modules/sample-data/random";
import { type SimulatedPlatform, simulateOrder } from "../sandbox/twins/platform-webhooks";
import { type ConnectedRestaurant, connectRestaurantOverHttp } from "../test/connect-over-http";
import { createPersistentData, startCrashingServer } from "../test/crashing-server";
import { TEST_ENGINE } from "../test/test-database";
import { WEBHOOK_SECRETS } from "../test/webhook-helpers";
import { type OutgoingWebhook, type SendReport, sendWebhooks } from "../test/webhook-sender";
import { PROOF_SCALE, proofSize } from "./proof-scale";

/**
 * Acknowledged means stored, across crashes: the platforms deliver signed webhooks, several
 * at once, each retried with the same body and delivery id until it is answered 2xx, while
 * the server (run as `npm start` runs it) is killed with SIGKILL at random moments of the
 * ingest and started again on the same data. After a clean stop the database holds every
 * acknowledged order exactly once, and one delivery record per delivery.
 */
const WEBHOOKS = proofSize({ ci: 150, full: 500 });
const KILLS = proofSize({ ci: 3, full: 6 });
const IN_FLIGHT = 8;
/** A guard for a busy machine: the full run restarts the server seven times. */
const TIMEOUT_MS = proofSize({ ci: 180_000, full: 480_000 });
/** CRASH_SEED replays a run's mix and kill points (ids are always fresh). */
const SEED = Number(process.env.CRASH_SEED ?? randomInt(2 ** 31));

// Fixed, so every restart reads the same sealed secrets and signs the same sessions.
const SESSION_SECRET = "crash-proof-session-secret-never-used-elsewhere";
const SECRETS_KEY = "5a".repeat(32);
const ADMIN = { email: "admin@crash.example", password: "crash-proof-admin" };

/** Roughly how a restaurant's orders split across its platforms. */
const MIX: Record<SimulatedPlatform, number> = {
  ubereats: 0.3,
  doordash: 0.25,
  grubhub: 0.15,
  shopify: 0.15,
  woocommerce: 0.15,
};

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** The platform of each of the WEBHOOKS orders, in the mix's shares. */
function platformsInMix(): SimulatedPlatform[] {
  const shares = Object.entries(MIX) as Array<[SimulatedPlatform, number]>;
  return Array.from({ length: WEBHOOKS }, (_, index) => {
    let point = (index + 0.5) / WEBHOOKS;
    for (const [platform, share] of shares) {
      if (point < share) return platform;
      point -= share;
    }
    return "ubereats";
  });
}

/** The webhooks of WEBHOOKS new orders in the platforms' mix, shuffled, each named once. */
function buildWebhooks(restaurant: ConnectedRestaurant, random: Random): OutgoingWebhook[] {
  const webhooks = new Map<string, OutgoingWebhook>();
  for (const platform of random.shuffle(platformsInMix())) {
    const path = restaurant.webhookPaths[platform];
    if (!path) throw new Error(`${platform} is not connected`);
    // WooCommerce ids are small numbers: a second order under an id already used is redrawn.
    for (;;) {
      const order = simulateOrder({
        platform,
        restaurantId: restaurant.restaurantId,
        secret:
          platform === "ubereats" ? sandboxClientSecret(SESSION_SECRET) : WEBHOOK_SECRETS[platform],
        storeId: restaurant.uberStoreId,
        random,
      });
      const name = `${platform}:${order.externalId}`;
      if (webhooks.has(name)) continue;
      webhooks.set(name, { ...order.webhook, path, name });
      break;
    }
  }
  return [...webhooks.values()];
}

/**
 * After how many acknowledgements each kill comes: one at a random count inside each of
 * `kills` equal stretches of the ingest, so kills land early, midway and late.
 */
function killSchedule(random: Random, total: number, kills: number): number[] {
  const from = Math.floor(total * 0.05);
  const span = Math.floor(total * 0.85) / kills;
  return Array.from({ length: kills }, (_, index) =>
    random.int(from + Math.ceil(index * span), from + Math.floor((index + 1) * span) - 1),
  );
}

describe(`webhooks across kill -9 (${TEST_ENGINE}, ${PROOF_SCALE} scale)`, () => {
  it(
    "stores every acknowledged order exactly once however often the server dies",
    async () => {
      const startedAt = Date.now();
      const random = createRandom(SEED);
      const data = await createPersistentData();
      cleanups.push(data.remove);
      const server = await startCrashingServer({
        ...data.env,
        NODE_ENV: "production",
        SESSION_SECRET,
        SECRETS_KEY,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: "warn",
      });

      let restaurant: ConnectedRestaurant | undefined;
      let report: SendReport | undefined;
      const inFlightAtKills: number[] = [];
      let exitCode: number | null;
      try {
        restaurant = await connectRestaurantOverHttp({
          origin: await server.origin(),
          admin: ADMIN,
          secrets: WEBHOOK_SECRETS,
        });
        const webhooks = buildWebhooks(restaurant, random);
        const killAt = killSchedule(random, webhooks.length, KILLS);
        let crashing: Promise<void> | null = null;
        const crashes: Array<Promise<void>> = [];
        report = await sendWebhooks({
          webhooks,
          concurrency: IN_FLIGHT,
          origin: server.origin,
          onAcknowledged(count, inFlight) {
            const due = killAt[inFlightAtKills.length];
            if (due === undefined || count < due || crashing) return;
            inFlightAtKills.push(inFlight);
            crashing = server.crash().finally(() => {
              crashing = null;
            });
            crashes.push(crashing);
          },
        });
        await Promise.all(crashes);
      } finally {
        exitCode = await server.stop();
      }
      const context = `seed ${SEED}; the servers said:\n${server.output().slice(-20_000)}`;
      expect(exitCode, context).toBe(0);
      if (!report || !restaurant) throw new Error("the ingest did not run");

      // Every kill came while webhooks were being answered, and no valid one was refused.
      expect(server.kills, context).toBe(KILLS);
      expect(
        inFlightAtKills.every((count) => count > 0),
        context,
      ).toBe(true);
      expect(report.refused, context).toEqual([]);
      expect(new Set(report.acknowledged).size, context).toBe(WEBHOOKS);

      const database = await data.open();
      try {
        const restaurantId = restaurant.restaurantId;
        const stored = await database.db
          .select({
            id: orders.id,
            platform: orders.platform,
            externalId: orders.externalId,
            items: orders.items,
            lastUpdate: orders.lastUpdate,
          })
          .from(orders)
          .where(eq(orders.restaurantId, restaurantId));
        const deliveries = await database.db
          .select({
            orderId: webhookDeliveries.orderId,
            status: webhookDeliveries.status,
            attempts: webhookDeliveries.attempts,
          })
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.restaurantId, restaurantId),
              // Uber's own word that the store was activated while connecting (its sandbox
              // sends it, racing the connection being saved) is not one of this test's.
              ne(webhookDeliveries.eventType, "store.provisioned"),
            ),
          );
        const arrivals = await database.db
          .select({ orderId: orderEvents.orderId })
          .from(orderEvents)
          .where(eq(orderEvents.restaurantId, restaurantId));
        const seenTwice = deliveries.filter((delivery) => delivery.attempts > 1).length;
        const byPlatform = Object.keys(MIX).map(
          (platform) =>
            `${platform} ${stored.filter((order) => order.platform === platform).length}`,
        );
        console.info(
          `webhook crash proof (${TEST_ENGINE}, ${PROOF_SCALE}): ${WEBHOOKS} webhooks, ` +
            `${server.kills} kills with ${inFlightAtKills.join("/")} in flight, ` +
            `${report.acknowledged.length} acknowledged, ${stored.length} stored ` +
            `(${byPlatform.join(", ")}), ` +
            `${report.retried} retried (${report.cutOff} attempts cut off), ` +
            `${seenTwice} seen twice by the server, ` +
            `starts ${server.startMs.map((ms) => (ms / 1000).toFixed(1)).join("/")} s, ` +
            `${((Date.now() - startedAt) / 1000).toFixed(1)} s, seed ${SEED}`,
        );

        const storedNames = stored.map((order) => `${order.platform}:${order.externalId}`);
        const storedSet = new Set(storedNames);
        const lost = report.acknowledged.filter((name) => !storedSet.has(name));
        const duplicated = storedNames.filter((name, index) => storedNames.indexOf(name) !== index);
        expect({ lost, duplicated, stored: stored.length }, context).toEqual({
          lost: [],
          duplicated: [],
          stored: WEBHOOKS,
        });
        // Each order read in full: Uber's were fetched from OrderDock's own sandbox.
        expect(stored.filter((order) => order.items.length === 0)).toEqual([]);
        // A delivery handled again after a crash is no news: the order arrived once, unchanged.
        expect(arrivals).toHaveLength(WEBHOOKS);
        expect(new Set(arrivals.map((event) => event.orderId)).size).toBe(WEBHOOKS);
        expect(stored.filter((order) => order.lastUpdate !== null)).toEqual([]);

        // Some kills came while a delivery was being handled: it was recorded, then handled
        // again when the platform retried it after the restart.
        expect(seenTwice).toBeGreaterThan(0);
        // One delivery record per delivery, each done, each naming its own order.
        expect(deliveries).toHaveLength(WEBHOOKS);
        expect(deliveries.filter((delivery) => delivery.status !== "processed")).toEqual([]);
        expect(new Set(deliveries.map((delivery) => delivery.orderId))).toEqual(
          new Set(stored.map((order) => order.id)),
        );
      } finally {
        await database.close();
      }
    },
    TIMEOUT_MS,
  );
});
