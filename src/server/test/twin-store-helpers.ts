import { and, eq } from "drizzle-orm";
import type { StoreAction } from "../../domain/store-controls";
import { restaurants } from "../db/schema/restaurants";
import { twinStores } from "../db/schema/twin-stores";
import { TWIN_PATHS } from "../lib/sandbox-credentials";
import type { CallOutcome } from "../modules/platform-calls/clients/http";
import {
  STORE_CLIENTS,
  type StorePayload,
  type StorePlatform,
} from "../modules/platform-calls/clients/store-clients";
import { findConnection } from "../modules/platforms/platform-connections.repository";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { listTwinCalls, type TwinCallRow } from "../sandbox/twins/twin-orders.repository";
import { findTwinStore, type TwinStoreRow } from "../sandbox/twins/twin-stores.repository";
import { type TwinTestApp, twinConsole } from "./twin-helpers";
import { testBox } from "./webhook-helpers";

/** Test support for the twins' store endpoints (docs/platform-twins.md). */

/** One store call made through the platform's store client, as the outbox makes it. */
export async function sendStoreCall(
  app: TwinTestApp,
  platform: StorePlatform,
  action: StoreAction,
  payload: StorePayload = {},
  now = new Date(),
): Promise<CallOutcome> {
  const restaurantId = app.owner.restaurantId;
  const connection = await findConnection(app.database.db, restaurantId, platform);
  return STORE_CLIENTS[platform]({
    config: app.config,
    origin: app.origin,
    restaurantId,
    connection: {
      settings: connection?.settings ?? {},
      secrets: testBox.open(connection?.secretsEncrypted ?? null),
    },
    action,
    payload,
    now,
  });
}

export function twinStoreOf(
  app: TwinTestApp,
  platform: StorePlatform,
): Promise<TwinStoreRow | null> {
  return findTwinStore(app.database.db, platform, app.owner.restaurantId);
}

/** Makes the platform forget the store: open, no busy mode, as before any store call. */
export async function forgetTwinStore(app: TwinTestApp, platform: StorePlatform): Promise<void> {
  await app.database.db
    .delete(twinStores)
    .where(
      and(eq(twinStores.platform, platform), eq(twinStores.restaurantId, app.owner.restaurantId)),
    );
}

/** The store calls the twin recorded, oldest first (refused ones name no restaurant). */
export async function storeCallsOf(
  app: TwinTestApp,
  platform: StorePlatform,
  options: { restaurantId?: string | null } = {},
): Promise<TwinCallRow[]> {
  const restaurantId =
    options.restaurantId === undefined ? app.owner.restaurantId : options.restaurantId;
  const calls = await listTwinCalls(app.database.db, { platform, limit: 1000 });
  return calls
    .filter((call) => call.externalId === null && call.restaurantId === restaurantId)
    .reverse();
}

/** The console's Store section as a person reads it, one line per paragraph. */
export async function consoleStore(app: TwinTestApp, platform: StorePlatform): Promise<string[]> {
  const page = await app.app.inject({
    method: "GET",
    url: TWIN_PATHS[platform],
    cookies: { [SESSION_COOKIE]: app.owner.token },
  });
  if (page.statusCode !== 200) throw new Error(`console answered ${page.statusCode}`);
  const section = /<section aria-labelledby="store-heading">(.*?)<\/section>/s.exec(page.body);
  if (!section?.[1]) throw new Error("the console shows no Store section");
  return [...section[1].matchAll(/<p[^>]*>(.*?)<\/p>/gs)].map((match) =>
    (match[1] ?? "")
      .replace(/<[^>]+>/g, "")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&#39;", "'")
      .replaceAll("&amp;", "&"),
  );
}

/** "Place an order as a customer" on the console: the flash message it shows. */
export const placeFromConsole = (app: TwinTestApp, platform: StorePlatform) =>
  twinConsole(app, platform, "orders");

/** Lets minutes pass on one twin's clock, as the console's button does. */
export async function passTwinMinutes(
  app: TwinTestApp,
  platform: StorePlatform,
  minutes: number,
): Promise<void> {
  const said = await twinConsole(app, platform, "clock", { minutes: String(minutes) });
  if (!said.includes("passed on the platform's clock")) throw new Error(said);
}

export async function setRestaurantTimeZone(app: TwinTestApp, timeZone: string): Promise<void> {
  await app.database.db
    .update(restaurants)
    .set({ timezone: timeZone })
    .where(eq(restaurants.id, app.owner.restaurantId));
}

/** "7:45 PM" in a zone, worked out apart from the console's own formatting. */
export function clockIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone })
    .format(date)
    .replace(/\s/g, " ");
}

/** A whole minute some minutes from now, as a store call's end. */
export function minutesFromNow(minutes: number, now = Date.now()): Date {
  return new Date(Math.ceil(now / 60_000) * 60_000 + minutes * 60_000);
}
