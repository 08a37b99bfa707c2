import { eq } from "drizzle-orm";
import { loadConfig } from "../../../src/server/config";
import { openDatabase } from "../../../src/server/db/open-database";
import { orders } from "../../../src/server/db/schema/orders";
import { platformConnections } from "../../../src/server/db/schema/platform-connections";
import { createSecretsBox } from "../../../src/server/lib/secrets-box";
import { createAccount } from "../../../src/server/modules/auth/accounts.service";
import { findUserByEmail } from "../../../src/server/modules/auth/users.repository";
import { importMenu } from "../../../src/server/modules/menu/menu-document.service";
import { ingestOrder } from "../../../src/server/modules/orders/ingest.service";
import { sampleMenuDocument } from "../../../src/server/modules/sample-data/sample-menu";
import { seedDevelopmentData } from "../../../src/server/modules/sample-data/seed-development";
import { E2E_ACCOUNTS } from "./accounts";
import { FIXTURE_RESTAURANTS } from "./dashboard-fixtures";
import { seedLocationOrders } from "./location-orders";
import { connectTwinPlatforms, connectWebhookPlatforms } from "./platform-webhooks";
import { seedAnalyticsOrders } from "./seed-analytics-orders";

/**
 * The browser tests' server: prepares the data directory (the development seed plus the
 * accounts and restaurants the tests own, with known orders), then starts OrderDock exactly
 * as `npm start` does. A test's own server (own-server.ts) names the fixture restaurants it
 * needs in E2E_FIXTURES (and the accounts in E2E_ACCOUNTS) and gets only those beside the
 * development seed: seeding everything took most of its start.
 */
const onlyFixtures = process.env.E2E_FIXTURES?.split(",").filter(Boolean);
const onlyAccounts = process.env.E2E_ACCOUNTS?.split(",").filter(Boolean) ?? [];
const accounts = onlyFixtures
  ? Object.entries(E2E_ACCOUNTS)
      .filter(([name]) => onlyAccounts.includes(name))
      .map(([, account]) => account)
  : Object.values(E2E_ACCOUNTS);
const fixtures = Object.entries(FIXTURE_RESTAURANTS)
  .filter(([name]) => !onlyFixtures || onlyFixtures.includes(name))
  .map(([, fixture]) => fixture);
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await seedDevelopmentData({ db: database.db });
  for (const account of accounts) {
    if (await findUserByEmail(database.db, account.email)) continue;
    const owner = await createAccount({
      db: database.db,
      email: account.email,
      password: account.password,
      name: account.name,
      role: "shop_owner",
      restaurantName: account.restaurant,
    });
    if (account.websiteOrdering && owner.restaurantId) {
      await database.db
        .insert(platformConnections)
        .values({ restaurantId: owner.restaurantId, platform: "website", isConnected: true });
    }
    if ("sampleMenu" in account && account.sampleMenu && owner.restaurantId) {
      await importMenu({ db: database.db, restaurantId: owner.restaurantId }, sampleMenuDocument());
    }
    if (account === E2E_ACCOUNTS.analyticsOwner && owner.restaurantId) {
      await seedAnalyticsOrders(database.db, owner.restaurantId);
    }
    if (account === E2E_ACCOUNTS.locationsOwner && owner.restaurantId) {
      await seedLocationOrders(database.db, owner.restaurantId);
    }
    if ("twinPlatforms" in account && account.twinPlatforms && owner.restaurantId) {
      await connectTwinPlatforms({
        db: database.db,
        box: createSecretsBox(config.secretsKey),
        restaurantId: owner.restaurantId,
        ...("uberStoreId" in account && { uberStoreId: account.uberStoreId }),
      });
    }
    if ("webhookSecrets" in account && account.webhookSecrets && owner.restaurantId) {
      await connectWebhookPlatforms({
        db: database.db,
        box: createSecretsBox(config.secretsKey),
        restaurantId: owner.restaurantId,
      });
    }
  }
  for (const fixture of fixtures) {
    if (await findUserByEmail(database.db, fixture.email)) continue;
    const owner = await createAccount({
      db: database.db,
      email: fixture.email,
      password: fixture.password,
      name: fixture.name,
      role: "shop_owner",
      restaurantName: fixture.restaurant,
    });
    const restaurantId = owner.restaurantId ?? "";
    for (const [index, order] of fixture.orders.entries()) {
      const { order: stored } = await ingestOrder({
        db: database.db,
        restaurantId,
        platform: order.platform,
        externalId: `fixture-${index}`,
        // A held order enters held: its release records the move to new.
        ...(order.status === "scheduled" && { status: order.status }),
        order: {
          ...order.details,
          created: new Date(Date.now() - order.minutesAgo * 60_000).toISOString(),
        },
      });
      await database.db
        .update(orders)
        .set({ status: order.status })
        .where(eq(orders.id, stored.id));
    }
  }
} finally {
  await database.close();
}

await import("../../../scripts/start");
