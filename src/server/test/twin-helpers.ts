import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { orders } from "../db/schema/orders";
import { SESSION_COOKIE } from "../modules/auth/session-cookie";
import { TWIN_PATHS, type TwinPlatform } from "../modules/platform-calls/clients/twin-keys";
import { listTwinCalls } from "../modules/twins/twin-orders.repository";
import { createSignedInOwner, listenOnRandomPort, type SignedInOwner } from "./realtime-helpers";
import { type CreateTestAppOptions, createTestApp, type TestApp } from "./test-app";
import { connect, connectKeyedPlatforms, TEST_SECRETS_KEY } from "./webhook-helpers";

/**
 * OrderDock listening on a port with every platform twin in use, and a restaurant connected
 * to all five platforms: calls from the outbox reach the twins over real HTTP.
 */
export type TwinTestApp = TestApp & { owner: SignedInOwner; origin: string };

export async function startTwinApp(options: CreateTestAppOptions = {}): Promise<TwinTestApp> {
  const testApp = await createTestApp({
    ...options,
    config: { secretsKey: TEST_SECRETS_KEY, ...options.config },
  });
  const port = await listenOnRandomPort(testApp.app);
  const owner = await createSignedInOwner(testApp.app, testApp.database.db, "Twin Diner");
  await connectKeyedPlatforms(testApp.database.db, owner.restaurantId);
  await connect(testApp.database.db, owner.restaurantId, { platform: "ubereats" });
  // The Uber store the sandbox's consent would have given: any id will do for the twin.
  await testApp.database.db.execute(
    sql`update platform_connections set settings = settings || '{"storeId":"twin-store"}'::jsonb where restaurant_id = ${owner.restaurantId} and platform = 'ubereats'`,
  );
  return { ...testApp, owner, origin: `http://127.0.0.1:${port}` };
}

/** Places an order from a twin's console as its customer; the order's platform id. */
export async function placeTwinOrder(app: TwinTestApp, platform: TwinPlatform): Promise<string> {
  const response = await app.app.inject({
    method: "POST",
    url: `${TWIN_PATHS[platform]}/console/orders`,
    cookies: { [SESSION_COOKIE]: app.owner.token },
  });
  const said =
    new URL(String(response.headers.location), app.origin).searchParams.get("said") ?? "";
  if (!/sent to OrderDock/.test(said)) throw new Error(`placing failed: ${said}`);
  const [latest] = await app.database.db
    .select({ externalId: orders.externalId })
    .from(orders)
    .where(and(eq(orders.restaurantId, app.owner.restaurantId), eq(orders.platform, platform)))
    .orderBy(desc(orders.receivedAt))
    .limit(1);
  if (!latest) throw new Error("the order did not arrive");
  return latest.externalId;
}

/** Polls until `check` returns a value (not undefined/null/false); generous for busy machines. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function twinCallsOf(db: Database, platform: TwinPlatform, externalId: string) {
  return (await listTwinCalls(db, { platform, externalId })).reverse();
}
