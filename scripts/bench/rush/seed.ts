import { randomUUID } from "node:crypto";
import { LOCATION_COOKIE } from "../../../src/domain/api/locations";
import type { Database } from "../../../src/server/db/database";
import { insertJsonRows } from "../../../src/server/db/insert-json-rows";
import { accounts } from "../../../src/server/db/schema/accounts";
import { platformConnections } from "../../../src/server/db/schema/platform-connections";
import { restaurants } from "../../../src/server/db/schema/restaurants";
import { sessions } from "../../../src/server/db/schema/sessions";
import { twinUberIntegrations } from "../../../src/server/db/schema/twin-uber-integrations";
import { users } from "../../../src/server/db/schema/users";
import type { SecretsBox } from "../../../src/server/lib/secrets-box";
import { signSessionToken } from "../../../src/server/modules/auth/session-token";
import { SESSION_COOKIE } from "../../../src/server/plugins/session-cookie";

/**
 * The rush's restaurants, written straight into the database for speed: each with its
 * owner, a live session (the cookie a signed-in browser holds), and all five platforms
 * connected with their webhook secrets sealed as the app seals them
 * (platforms/connections.service.ts). Uber Eats is connected to a sandbox store.
 */
export type RushRestaurant = {
  id: string;
  /** The owner's Cookie header. */
  cookie: string;
  /** The Uber Eats store id its connection names (`meta.user_id` of Uber's webhooks). */
  storeId: string;
};

/** The keys the rush's platforms sign with, the same for every restaurant. */
export const RUSH_SECRETS = {
  shopify: "shpss_rush_bench_secret",
  woocommerce: "cs_rush_bench_secret",
  doordash: "dd_rush_bench_token",
  grubhub: "gh_rush_bench_key",
} as const;

const BATCH = 2000;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<void>) {
  for (let start = 0; start < rows.length; start += BATCH)
    await write(rows.slice(start, start + BATCH));
}

function connectionsOf(
  restaurantId: string,
  storeId: string,
  box: SecretsBox,
  now: Date,
): Array<typeof platformConnections.$inferInsert> {
  // Every row names the same columns (insertJsonRows takes them from the first).
  const connected = {
    restaurantId,
    isConnected: true,
    connectedAt: now,
    updatedAt: now,
    merchantAgreementAcceptedAt: null as Date | null,
  };
  const hint = (key: string) => ({ apiKeyHint: key.slice(-4) });
  return [
    {
      ...connected,
      platform: "shopify" as const,
      settings: hint(RUSH_SECRETS.shopify),
      secretsEncrypted: box.seal({ apiKey: RUSH_SECRETS.shopify }),
    },
    {
      ...connected,
      platform: "woocommerce" as const,
      settings: {} as Record<string, string>,
      secretsEncrypted: box.seal({ consumerSecret: RUSH_SECRETS.woocommerce }),
    },
    {
      ...connected,
      platform: "doordash" as const,
      settings: hint(RUSH_SECRETS.doordash),
      secretsEncrypted: box.seal({ apiKey: RUSH_SECRETS.doordash }),
    },
    {
      ...connected,
      platform: "grubhub" as const,
      settings: hint(RUSH_SECRETS.grubhub),
      secretsEncrypted: box.seal({ apiKey: RUSH_SECRETS.grubhub }),
    },
    {
      ...connected,
      platform: "ubereats" as const,
      settings: { storeId, storeName: "Rush sandbox store" },
      secretsEncrypted: box.seal({ accessToken: `rush-${storeId}` }),
      merchantAgreementAcceptedAt: now,
    },
  ];
}

/**
 * The rush's restaurants are locations of accounts this size: every dashboard request then
 * finds its location among its owner's, as a chain's would.
 */
export const LOCATIONS_PER_ACCOUNT = 3;

export async function seedRestaurants({
  db,
  box,
  sessionSecret,
  count,
  label,
}: {
  db: Database;
  box: SecretsBox;
  sessionSecret: string;
  count: number;
  /** Names the restaurants of one run apart from another's in the same database. */
  label: string;
}): Promise<RushRestaurant[]> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 24 * 3600_000);
  // Each account holds LOCATIONS_PER_ACCOUNT locations and one owner, whose browser at each
  // location is a session of its own that asks for that location.
  const accountIds = Array.from(
    { length: Math.ceil(count / LOCATIONS_PER_ACCOUNT) },
    (_, index) => ({ accountId: randomUUID(), userId: randomUUID(), index }),
  );
  const rows = Array.from({ length: count }, (_, index) => {
    const owner = accountIds[Math.floor(index / LOCATIONS_PER_ACCOUNT)];
    if (!owner) throw new Error("every location has an account");
    return {
      restaurantId: randomUUID(),
      accountId: owner.accountId,
      userId: owner.userId,
      sessionId: randomUUID(),
      storeId: randomUUID(),
      index,
    };
  });
  await inBatches(accountIds, (batch) =>
    insertJsonRows(
      db,
      accounts,
      batch.map((row) => ({ id: row.accountId, name: `Rush ${label} group ${row.index + 1}` })),
    ),
  );
  await inBatches(rows, (batch) =>
    insertJsonRows(
      db,
      restaurants,
      batch.map((row) => ({
        id: row.restaurantId,
        accountId: row.accountId,
        name: `Rush ${label} ${row.index + 1}`,
      })),
    ),
  );
  await inBatches(accountIds, (batch) =>
    insertJsonRows(
      db,
      users,
      batch.map((row) => ({
        id: row.userId,
        accountId: row.accountId,
        email: `rush-${label}-${row.index + 1}@bench.orderdock.test`,
        name: `Owner ${row.index + 1}`,
        // Never signed in with: the sessions below are written directly.
        passwordHash: "bench-owner-without-password",
        role: "shop_owner" as const,
      })),
    ),
  );
  await inBatches(rows, (batch) =>
    insertJsonRows(
      db,
      sessions,
      batch.map((row) => ({ id: row.sessionId, userId: row.userId, expiresAt })),
    ),
  );
  await inBatches(rows, (batch) =>
    insertJsonRows(
      db,
      platformConnections,
      batch.flatMap((row) => connectionsOf(row.restaurantId, row.storeId, box, now)),
    ),
  );
  // Each Uber store's integration is activated, with OrderDock its order manager, as the
  // owner's consent and "Activate" leave it: Uber's twin answers the order calls only then.
  await inBatches(rows, (batch) =>
    insertJsonRows(
      db,
      twinUberIntegrations,
      batch.map((row) => ({
        storeId: row.storeId,
        integrationEnabled: true,
        isOrderManager: true,
      })),
    ),
  );
  return Promise.all(
    rows.map(async (row) => {
      const token = await signSessionToken(
        {
          sessionId: row.sessionId,
          userId: row.userId,
          role: "shop_owner",
          version: 0,
        },
        { secret: sessionSecret, expiresAt },
      );
      const cookie = `${SESSION_COOKIE}=${token}; ${LOCATION_COOKIE}=${row.restaurantId}`;
      return { id: row.restaurantId, cookie, storeId: row.storeId };
    }),
  );
}
