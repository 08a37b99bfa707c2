import { and, eq, inArray, sql } from "drizzle-orm";
import { type ChannelResult, isMenuAction, isMenuChannel } from "../../../domain/menu-sync";
import type { Database } from "../../db/database";
import { menuAvailabilityChanges } from "../../db/schema/menu-availability-changes";
import { platformCalls } from "../../db/schema/platform-calls";
import { platformConnections } from "../../db/schema/platform-connections";
import type { ChannelLookup } from "./menu-json";

/** SQL for 86s and returns and the calls that tell the marketplaces (docs/menu-sync.md). */
export type AvailabilityChangeRow = typeof menuAvailabilityChanges.$inferSelect;

export type AvailabilitySubject =
  | { itemId: string; groupId?: undefined; optionId?: undefined }
  | { itemId?: undefined; groupId: string; optionId: string };

export async function insertAvailabilityChange(
  tx: Database,
  change: AvailabilitySubject & {
    restaurantId: string;
    isAvailable: boolean;
    until: Date | null;
    createdBy: string | null;
    at: Date;
  },
): Promise<AvailabilityChangeRow> {
  const [row] = await tx
    .insert(menuAvailabilityChanges)
    .values({
      restaurantId: change.restaurantId,
      itemId: change.itemId ?? null,
      groupId: change.groupId ?? null,
      optionId: change.optionId ?? null,
      isAvailable: change.isAvailable,
      until: change.until,
      createdBy: change.createdBy,
      createdAt: change.at,
    })
    .returning();
  if (!row) throw new Error("insert into menu_availability_changes returned nothing");
  return row;
}

export async function findAvailabilityChange(
  tx: Database,
  id: string,
): Promise<AvailabilityChangeRow | null> {
  const [row] = await tx
    .select()
    .from(menuAvailabilityChanges)
    .where(eq(menuAvailabilityChanges.id, id))
    .limit(1);
  return row ?? null;
}

/** The id of the newest change of this change's item or option that has a call. */
export async function findNewestChangeId(
  tx: Database,
  change: Pick<AvailabilityChangeRow, "itemId" | "groupId" | "optionId">,
): Promise<string | null> {
  const subject = change.itemId
    ? eq(menuAvailabilityChanges.itemId, change.itemId)
    : and(
        eq(menuAvailabilityChanges.groupId, change.groupId ?? ""),
        eq(menuAvailabilityChanges.optionId, change.optionId ?? ""),
      );
  const [newest] = await tx
    .select({ id: menuAvailabilityChanges.id })
    .from(menuAvailabilityChanges)
    .innerJoin(platformCalls, eq(platformCalls.availabilityChangeId, menuAvailabilityChanges.id))
    .where(subject)
    .orderBy(sql`${platformCalls.seq} desc`)
    .limit(1);
  return newest?.id ?? null;
}

/** The marketplaces this restaurant has connected, which hear its menu. */
export async function connectedMenuChannels(
  db: Database,
  restaurantId: string,
): Promise<ChannelResult["channel"][]> {
  const rows = await db
    .select({ platform: platformConnections.platform })
    .from(platformConnections)
    .where(
      and(
        eq(platformConnections.restaurantId, restaurantId),
        eq(platformConnections.isConnected, true),
        inArray(platformConnections.platform, ["ubereats", "doordash", "grubhub"]),
      ),
    );
  const names = new Set<string>(rows.map((row) => row.platform));
  return (["ubereats", "doordash", "grubhub"] as const).filter((channel) => names.has(channel));
}

/**
 * The waiting return (DoorDash's, sent when a timed 86 ends) of earlier changes of this item
 * or option: a new change makes them wrong, so they are deleted unsent.
 */
export async function deleteWaitingReturns(tx: Database, subject: AvailabilitySubject) {
  await tx.execute(sql`
    delete from ${platformCalls} c using ${menuAvailabilityChanges} m
    where c.availability_change_id = m.id and c.action = 'unsuspend'
      and c.state = 'pending' and c.attempts = 0
      and ${
        subject.itemId
          ? sql`m.item_id = ${subject.itemId}`
          : sql`m.group_id = ${subject.groupId} and m.option_id = ${subject.optionId}`
      }`);
}

type LatestCallRow = {
  item_id: string | null;
  group_id: string | null;
  option_id: string | null;
  id: string;
  platform: string;
  action: string;
  state: string;
  message: string | null;
  at: Date | string;
};

/**
 * For every item and option of the restaurant, each marketplace's answer to its latest 86 or
 * return: the newest call per platform, leaving out a return still waiting for its moment.
 */
export async function loadChannelLookup(
  db: Database,
  restaurantId: string,
  now: Date,
): Promise<ChannelLookup> {
  const result = await db.execute(sql`
    select distinct on (m.item_id, m.group_id, m.option_id, c.platform)
      m.item_id, m.group_id, m.option_id, c.id, c.platform, c.action, c.state, c.message,
      coalesce(c.finished_at, c.created_at) as at
    from ${platformCalls} c
    join ${menuAvailabilityChanges} m on m.id = c.availability_change_id
    where c.restaurant_id = ${restaurantId}
      and not (c.state = 'pending' and c.attempts = 0 and c.next_attempt_at > ${now})
    order by m.item_id, m.group_id, m.option_id, c.platform, c.seq desc`);
  const byKey = new Map<string, ChannelResult[]>();
  for (const row of (result as { rows: LatestCallRow[] }).rows) {
    if (!isMenuChannel(row.platform) || !isMenuAction(row.action)) continue;
    const key = row.item_id ? `item:${row.item_id}` : `option:${row.group_id}:${row.option_id}`;
    const list = byKey.get(key) ?? [];
    list.push({
      channel: row.platform,
      callId: row.id,
      action: row.action,
      state: row.state === "done" ? "done" : row.state === "failed" ? "failed" : "sending",
      message: row.message,
      at: new Date(row.at).toISOString(),
    });
    byKey.set(key, list);
  }
  const ordered = (list: ChannelResult[] | undefined) =>
    (list ?? []).sort((a, b) => CHANNEL_ORDER[a.channel] - CHANNEL_ORDER[b.channel]);
  return {
    item: (itemId) => ordered(byKey.get(`item:${itemId}`)),
    option: (groupId, optionId) => ordered(byKey.get(`option:${groupId}:${optionId}`)),
  };
}

const CHANNEL_ORDER = { ubereats: 0, doordash: 1, grubhub: 2 } as const;

/**
 * Forgets 86s and returns older than `before` that a newer change of the same item or option
 * has replaced (and whose calls are all answered): only each one's newest change is ever
 * shown. Their calls go with them. The number forgotten.
 */
export async function deleteReplacedChanges(db: Database, before: Date): Promise<number> {
  const result = await db.execute(sql`
    delete from ${menuAvailabilityChanges} m
    where m.created_at < ${before.toISOString()}::timestamptz
      and exists (
        select 1 from ${menuAvailabilityChanges} n
        where n.restaurant_id = m.restaurant_id
          and n.item_id is not distinct from m.item_id
          and n.group_id is not distinct from m.group_id
          and n.option_id is not distinct from m.option_id
          and n.created_at > m.created_at)
      and not exists (
        select 1 from ${platformCalls} c
        where c.availability_change_id = m.id and c.state in ('pending', 'sending'))
    returning m.id`);
  return (result as { rows: unknown[] }).rows.length;
}
