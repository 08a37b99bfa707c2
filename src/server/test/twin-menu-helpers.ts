import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { MenuSnapshot, SnapshotItem, SnapshotOption } from "../../domain/menu-snapshot";
import type { MenuAction } from "../../domain/menu-sync";
import { twinMenus } from "../db/schema/twin-menus";
import { webhookDeliveries } from "../db/schema/webhook-deliveries";
import { TWIN_PATHS } from "../lib/sandbox-credentials";
import type { CallOutcome } from "../modules/platform-calls/clients/http";
import { MENU_CLIENTS, type MenuPayload } from "../modules/platform-calls/clients/menu-clients";
import type { StorePlatform } from "../modules/platform-calls/clients/store-clients";
import { findConnection } from "../modules/platforms/platform-connections.repository";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { findTwinMenu, type TwinMenuRow } from "../sandbox/twins/twin-menus.repository";
import type { TwinTestApp } from "./twin-helpers";
import { testBox } from "./webhook-helpers";

/**
 * Test support for the twins' menu endpoints (docs/platform-twins.md): a menu to publish,
 * OrderDock's own menu client to send it, and the console's Menu section as a person reads
 * it. Used by the twins' `*-menu-contract.test.ts` files.
 */

export type SampleMenu = {
  snapshot: MenuSnapshot;
  burger: SnapshotItem;
  veggie: SnapshotItem;
  fries: SnapshotItem;
  cheese: SnapshotOption;
  bacon: SnapshotOption;
};

/** A small menu with fresh ids: two categories, three items, one group of two options. */
export function sampleMenu(): SampleMenu {
  const groupId = randomUUID();
  const item = (name: string, priceCents: number, groupIds: string[] = []): SnapshotItem => ({
    id: randomUUID(),
    name,
    description: "",
    priceCents,
    photoUrl: null,
    dietaryTags: [],
    groupIds,
    isAvailable: true,
    unavailableUntil: null,
  });
  const option = (name: string, priceCents: number): SnapshotOption => ({
    id: randomUUID(),
    name,
    priceCents,
    isAvailable: true,
    unavailableUntil: null,
  });
  const burger = item("Smash Burger", 1250, [groupId]);
  const veggie = item("Veggie Burger", 1175, [groupId]);
  const fries = item("Crinkle Fries", 450);
  const cheese = option("Cheddar", 100);
  const bacon = option("Bacon", 225);
  return {
    snapshot: {
      currency: "USD",
      timezone: "Asia/Kolkata",
      openingHours: null,
      categories: [
        { id: randomUUID(), name: "Burgers", items: [burger, veggie] },
        { id: randomUUID(), name: "Sides", items: [fries] },
      ],
      groups: [
        {
          id: groupId,
          name: "Extras",
          minSelections: 0,
          maxSelections: 2,
          options: [cheese, bacon],
        },
      ],
    },
    burger,
    veggie,
    fries,
    cheese,
    bacon,
  };
}

export type SendMenuCallOptions = {
  payload?: MenuPayload;
  snapshot?: MenuSnapshot;
  feedUrl?: string;
  /** DoorDash: the id its menu status webhook gave the menu (a publish then PATCHes it). */
  doorDashMenuId?: string | null;
  now?: Date;
};

/** One menu call made through OrderDock's menu client, as the outbox makes it. */
export async function sendMenuCall(
  app: TwinTestApp,
  platform: StorePlatform,
  action: MenuAction,
  {
    payload = {},
    snapshot,
    feedUrl = "",
    doorDashMenuId = null,
    now = new Date(),
  }: SendMenuCallOptions = {},
): Promise<CallOutcome> {
  const restaurantId = app.owner.restaurantId;
  const connection = await findConnection(app.database.db, restaurantId, platform);
  return MENU_CLIENTS[platform]({
    config: app.config,
    origin: app.origin,
    restaurantId,
    connection: {
      settings: connection?.settings ?? {},
      secrets: testBox.open(connection?.secretsEncrypted ?? null),
    },
    action,
    payload,
    publish: snapshot ? { snapshot, feedUrl, doorDashMenuId } : null,
    now,
  });
}

export function twinMenuOf(app: TwinTestApp, platform: StorePlatform): Promise<TwinMenuRow | null> {
  return findTwinMenu(app.database.db, platform, app.owner.restaurantId);
}

/** Makes the platform forget the restaurant's menu, as before any menu call. */
export async function forgetTwinMenu(app: TwinTestApp, platform: StorePlatform): Promise<void> {
  await app.database.db
    .delete(twinMenus)
    .where(
      and(eq(twinMenus.platform, platform), eq(twinMenus.restaurantId, app.owner.restaurantId)),
    );
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

export type ConsoleMenuEntry = { name: string; price: string | null; mark: string | null };

/**
 * The console's Menu section as a person reads it: its lines of text (headings and
 * paragraphs), and each item or option with its price and the mark beside it.
 */
export async function consoleMenu(
  app: TwinTestApp,
  platform: StorePlatform,
): Promise<{ lines: string[]; entries: ConsoleMenuEntry[] }> {
  const page = await app.app.inject({
    method: "GET",
    url: TWIN_PATHS[platform],
    cookies: { [SESSION_COOKIE]: app.owner.token },
  });
  if (page.statusCode !== 200) throw new Error(`console answered ${page.statusCode}`);
  const section = /<section aria-labelledby="menu-heading">(.*?)<\/section>/s.exec(page.body);
  if (!section?.[1]) throw new Error("the console shows no Menu section");
  const lines = [...section[1].matchAll(/<(h3|p)[^>]*>(.*?)<\/\1>/gs)].map((match) =>
    plain(match[2] ?? ""),
  );
  const entries = [
    ...section[1].matchAll(
      /<span class="menu-name">(.*?)<\/span>(?: <span class="menu-price">(.*?)<\/span>)?(?: <strong class="menu-suspended">(.*?)<\/strong>)?/gs,
    ),
  ].map((match) => ({
    name: plain(match[1] ?? ""),
    price: match[2] === undefined ? null : plain(match[2]),
    mark: match[3] === undefined ? null : plain(match[3]),
  }));
  return { lines, entries };
}

/** The marks the console shows beside an entity's name, wherever it is listed. */
export async function marksOf(
  app: TwinTestApp,
  platform: StorePlatform,
  name: string,
): Promise<Array<string | null>> {
  const { entries } = await consoleMenu(app, platform);
  return entries.filter((entry) => entry.name === name).map((entry) => entry.mark);
}

/** The webhooks DoorDash delivered to OrderDock for the restaurant, newest first. */
export function doorDashDeliveries(app: TwinTestApp) {
  return app.database.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.restaurantId, app.owner.restaurantId),
        eq(webhookDeliveries.platform, "doordash"),
      ),
    )
    .orderBy(desc(webhookDeliveries.receivedAt));
}
