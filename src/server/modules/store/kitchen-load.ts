import { and, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { AutomaticAction, KitchenLoad } from "../../../domain/api/store";
import { loadLevel, normalizeItemName, workMinutes } from "../../../domain/kitchen-load";
import type { OrderItem } from "../../../domain/order";
import { STORE_CHANNELS, type StoreChannel } from "../../../domain/store-controls";
import type { Database } from "../../db/database";
import { menuItems } from "../../db/schema/menu-items";
import { orders } from "../../db/schema/orders";
import { storeControls } from "../../db/schema/store-controls";
import { notFound } from "../../errors";
import {
  findKitchenLoadState,
  type KitchenLoadState,
} from "../restaurants/restaurant-settings.repository";

/**
 * The kitchen's load (docs/kitchen-load.md): the minutes of work in the open orders, from the
 * menu's minutes per item (matched by name, as the platforms send names) or the restaurant's
 * default per item, read as one level of its rules.
 */
export const OPEN_STATUSES = ["new", "preparing"] as const;

/** Kitchen load's rules and level; the restaurant must exist. */
export async function readLoadSettings(
  db: Database,
  restaurantId: string,
  options: { lock?: boolean } = {},
): Promise<KitchenLoadState> {
  const state = await findKitchenLoadState(db, restaurantId, options);
  if (!state) throw notFound("Restaurant not found");
  return state;
}

/** The load now: minutes of work, open orders and items, and the level the rules give it. */
export async function measureKitchenLoad(
  db: Database,
  restaurantId: string,
  settings?: KitchenLoadState,
): Promise<KitchenLoad> {
  const [known, open, minutesOf] = await Promise.all([
    settings ?? readLoadSettings(db, restaurantId),
    db
      .select({ items: orders.items })
      .from(orders)
      .where(
        and(eq(orders.restaurantId, restaurantId), inArray(orders.status, [...OPEN_STATUSES])),
      ),
    db
      .select({ name: menuItems.name, prepMinutes: menuItems.prepMinutes })
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, restaurantId), isNotNull(menuItems.prepMinutes))),
  ]);
  const byName = new Map(
    minutesOf.map((item) => [normalizeItemName(item.name), item.prepMinutes ?? 0]),
  );
  const lines = open.flatMap(({ items }) =>
    (items as OrderItem[]).map(({ name, quantity }) => ({ name, quantity })),
  );
  const minutes = workMinutes(lines, byName, known.defaultItemMinutes);
  return {
    minutes,
    openOrders: open.length,
    items: lines.reduce((sum, line) => sum + line.quantity, 0),
    level: loadLevel(minutes, known.rules),
    rules: known.rules,
  };
}

/** The marketplaces the rules act on: the connected ones (the website quotes no time). */
export const LOAD_CHANNELS: readonly StoreChannel[] = ["ubereats", "doordash", "grubhub"];

/**
 * What OrderDock did by itself lately (the load rules, a kitchen gone dark), newest first: a
 * control set on several channels at once is one action.
 */
export async function listAutomaticActions(
  db: Database,
  restaurantId: string,
  limit = 10,
): Promise<AutomaticAction[]> {
  const rows = await db
    .select()
    .from(storeControls)
    .where(and(eq(storeControls.restaurantId, restaurantId), ne(storeControls.source, "staff")))
    .orderBy(desc(storeControls.startsAt))
    .limit(limit * LOAD_CHANNELS.length);
  const actions = new Map<string, AutomaticAction>();
  for (const row of rows) {
    const key = [row.startsAt.toISOString(), row.kind, row.source, row.reason].join("|");
    const known = actions.get(key);
    if (known) {
      known.channels.push(row.channel);
      continue;
    }
    actions.set(key, {
      kind: row.kind,
      source: row.source,
      channels: [row.channel],
      extraMinutes: row.extraMinutes,
      reason: row.reason,
      startsAt: row.startsAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      endedReason: row.endedReason,
    });
  }
  const order = (channel: StoreChannel) => STORE_CHANNELS.indexOf(channel);
  return [...actions.values()].slice(0, limit).map((action) => ({
    ...action,
    channels: action.channels.sort((a, b) => order(a) - order(b)),
  }));
}
