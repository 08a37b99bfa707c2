import { and, desc, eq, sql } from "drizzle-orm";
import type { StoreStatus } from "../../domain/api/store";
import {
  describePlatformCall,
  type PlatformAction,
  type PlatformLink,
} from "../../domain/platform-actions";
import { UNDO_WINDOW_MS } from "../../domain/undo";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { orders } from "../db/schema/orders";
import { twinOrders } from "../db/schema/twin-orders";
import { TWIN_PATHS, type TwinPlatform } from "../lib/sandbox-credentials";
import type { OrderRow } from "../modules/orders/order-row";
import { findOrderByExternalId } from "../modules/orders/orders.repository";
import type { CallPayload } from "../modules/platform-calls/clients/client";
import { PLATFORM_CLIENTS } from "../modules/platform-calls/clients/clients";
import type { CallOutcome } from "../modules/platform-calls/clients/http";
import { signalOutboxWork } from "../modules/platform-calls/outbox-signal";
import { findConnection } from "../modules/platforms/platform-connections.repository";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import {
  findTwinOrder,
  listTwinCalls,
  type TwinCallRow,
  type TwinOrderChange,
  type TwinOrderRow,
  updateTwinOrder,
} from "../sandbox/twins/twin-orders.repository";
import { activateUberIntegration } from "../sandbox/ubereats/uber-integrations.repository";
import { createSignedInOwner, listenOnRandomPort, type SignedInOwner } from "./realtime-helpers";
import {
  type CreateTestAppOptions,
  createTestApp,
  createTestConfig,
  type TestApp,
} from "./test-app";
import { createTestClock, type TestClock } from "./test-clock";
import { connect, connectKeyedPlatforms, TEST_SECRETS_KEY, testBox } from "./webhook-helpers";

/**
 * OrderDock listening on a port with every platform twin in use, and a restaurant connected
 * to all five platforms: calls from the outbox reach the twins over real HTTP.
 */
export type TwinTestApp = TestApp & {
  owner: SignedInOwner;
  origin: string;
  config: Config;
  /** The app's clock: `passUndoWindow` moves it on. */
  clock: TestClock;
};

export async function startTwinApp(options: CreateTestAppOptions = {}): Promise<TwinTestApp> {
  // The whole config is kept, so a test can call a platform client as the outbox does.
  const config = createTestConfig({ secretsKey: TEST_SECRETS_KEY, ...options.config });
  const clock = createTestClock();
  const testApp = await createTestApp({ ...options, config, clock: clock.now });
  const port = await listenOnRandomPort(testApp.app);
  const owner = await createSignedInOwner(testApp.app, testApp.database.db, "Twin Diner");
  await connectEveryPlatform(testApp.database.db, owner.restaurantId, "twin-store");
  return { ...testApp, owner, origin: `http://127.0.0.1:${port}`, config, clock };
}

async function connectEveryPlatform(db: Database, restaurantId: string, uberStoreId: string) {
  await connectKeyedPlatforms(db, restaurantId);
  await connect(db, restaurantId, { platform: "ubereats" });
  // The Uber store the sandbox's consent would have given (any id will do for the twin),
  // activated with OrderDock as its order manager, as choosing it does.
  await db.execute(
    sql`update platform_connections set settings = settings || ${JSON.stringify({ storeId: uberStoreId })}::jsonb where restaurant_id = ${restaurantId} and platform = 'ubereats'`,
  );
  await activateUberIntegration(db, uberStoreId, { isOrderManager: true });
}

/**
 * Another restaurant on the same twins, connected to all five platforms (its own Uber
 * store): the same app as seen by that restaurant's owner, so every helper here acts as it.
 */
export async function addTwinRestaurant(app: TwinTestApp, name: string): Promise<TwinTestApp> {
  const owner = await createSignedInOwner(app.app, app.database.db, name);
  await connectEveryPlatform(
    app.database.db,
    owner.restaurantId,
    `twin-store-${owner.restaurantId}`,
  );
  return { ...app, owner };
}

/**
 * Lets the undo window of every change made so far pass (decision 106): the app's clock
 * moves on and the outbox wakes, so calls held for the window go out now.
 */
export function passUndoWindow(app: TwinTestApp): void {
  app.clock.advance(UNDO_WINDOW_MS);
  signalOutboxWork();
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

/**
 * Every call a twin received whose path, order or body names this text (refused ones too,
 * which keep only a summary: no body, but the order they named).
 */
export async function twinCallsNaming(
  db: Database,
  platform: TwinPlatform,
  text: string,
): Promise<TwinCallRow[]> {
  const calls = await listTwinCalls(db, { platform, limit: 1000 });
  return calls
    .reverse()
    .filter(
      (call) =>
        call.path.includes(text) ||
        call.externalId === text ||
        JSON.stringify(call.body ?? null).includes(text),
    );
}

/** Staff's API, signed in as the restaurant's owner. */
export function staffApi(app: TwinTestApp) {
  const cookies = { [SESSION_COOKIE]: app.owner.token };
  return {
    post: (url: string, payload?: object) =>
      app.app.inject({ method: "POST", url, payload, cookies }),
    put: (url: string, payload: object) => app.app.inject({ method: "PUT", url, payload, cookies }),
  };
}

/** A twin console form, as the signed-in restaurant posts it; the flash message it shows. */
export async function twinConsole(
  app: TwinTestApp,
  platform: TwinPlatform,
  action: string,
  form: Record<string, string> = {},
): Promise<string> {
  const response = await app.app.inject({
    method: "POST",
    url: `${TWIN_PATHS[platform]}/console/${action}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
    cookies: { [SESSION_COOKIE]: app.owner.token },
  });
  if (response.statusCode !== 303) throw new Error(`console answered ${response.statusCode}`);
  return new URL(String(response.headers.location), app.origin).searchParams.get("said") ?? "";
}

/** The store controls as the owner's screens read them (`GET /api/store`). */
export async function readStoreStatus(app: TwinTestApp): Promise<StoreStatus> {
  const response = await app.app.inject({
    method: "GET",
    url: "/api/store",
    cookies: { [SESSION_COOKIE]: app.owner.token },
  });
  if (response.statusCode !== 200)
    throw new Error(`GET /api/store answered ${response.statusCode}`);
  return response.json();
}

/** OrderDock's copy of a platform order. */
export async function storedOrder(
  app: TwinTestApp,
  platform: TwinPlatform,
  externalId: string,
): Promise<OrderRow> {
  const row = await findOrderByExternalId(app.database.db, {
    restaurantId: app.owner.restaurantId,
    platform,
    externalId,
  });
  if (!row) throw new Error(`no ${platform} order ${externalId}`);
  return row;
}

/**
 * Waits until the order's latest platform call has this state; the order then. Waiting for
 * a call lets the undo window pass first, as it would for staff who did not undo.
 */
export function untilCallState(
  app: TwinTestApp,
  platform: TwinPlatform,
  externalId: string,
  state: "done" | "failed",
  action?: PlatformAction,
): Promise<OrderRow> {
  passUndoWindow(app);
  return eventually(async () => {
    const row = await storedOrder(app, platform, externalId);
    const call = row.platformCall;
    return call?.state === state && (!action || call.action === action) ? row : null;
  });
}

/** Waits until the twin holds the order in this state (the undo window passed first). */
export function untilTwinState(
  app: TwinTestApp,
  platform: TwinPlatform,
  externalId: string,
  state: TwinOrderRow["state"],
): Promise<TwinOrderRow> {
  passUndoWindow(app);
  return eventually(async () => {
    const row = await findTwinOrder(app.database.db, platform, externalId);
    return row?.state === state ? row : null;
  });
}

/** Changes what the platform holds behind OrderDock's back (no webhook is sent). */
export async function setTwinOrder(
  app: TwinTestApp,
  platform: TwinPlatform,
  externalId: string,
  change: TwinOrderChange,
): Promise<void> {
  await updateTwinOrder(app.database.db, { platform, externalId }, change, new Date());
}

/** Makes the platform forget the order, as if it never had it. */
export async function forgetTwinOrder(
  app: TwinTestApp,
  platform: TwinPlatform,
  externalId: string,
): Promise<void> {
  await app.database.db
    .delete(twinOrders)
    .where(and(eq(twinOrders.platform, platform), eq(twinOrders.externalId, externalId)));
}

/** One call made straight through the platform's client, as the outbox makes it. */
export async function sendThroughClient(
  app: TwinTestApp,
  platform: TwinPlatform,
  order: Pick<OrderRow, "id">,
  action: PlatformAction,
  payload: CallPayload = {},
  overrides: { externalId?: string } = {},
): Promise<CallOutcome> {
  const restaurantId = app.owner.restaurantId;
  const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
  if (!row) throw new Error("the order is gone");
  const connection = await findConnection(app.database.db, restaurantId, platform);
  return PLATFORM_CLIENTS[platform]({
    config: app.config,
    origin: app.origin,
    restaurantId,
    connection: {
      settings: connection?.settings ?? {},
      secrets: testBox.open(connection?.secretsEncrypted ?? null),
    },
    order: {
      id: row.id,
      externalId: overrides.externalId ?? row.externalId,
      orderNumber: row.orderNumber,
      isDelivery: row.isDelivery,
    },
    action,
    payload,
  });
}

/** The line the order card shows about the platform ("Uber Eats refused: …"). */
export function cardLine(platform: TwinPlatform, order: OrderRow): string | null {
  const link: PlatformLink = {
    acceptBy: order.acceptBy?.toISOString() ?? null,
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    prepMinutes: order.prepMinutes,
    readyAt: order.readyAt?.toISOString() ?? null,
    call: order.platformCall ?? null,
  };
  return describePlatformCall(platform, link, (iso) => iso)?.text ?? null;
}
