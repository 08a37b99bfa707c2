import { and, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type {
  StoreChannel,
  StoreControlKind,
  StoreControlSource,
} from "../../../domain/store-controls";
import type { Database } from "../../db/database";
import { platformCalls } from "../../db/schema/platform-calls";
import { storeControls } from "../../db/schema/store-controls";

/** SQL for store controls and their calls (docs/store-controls.md). */
export type StoreControlRow = typeof storeControls.$inferSelect;
export type StoreCallRow = typeof platformCalls.$inferSelect;

/** A control is in force: not ended by hand, and its end (if any) still ahead. */
function inForce(now: Date): SQL {
  return and(
    isNull(storeControls.endedAt),
    lte(storeControls.startsAt, now),
    or(isNull(storeControls.endsAt), gt(storeControls.endsAt, now)),
  ) as SQL;
}

/**
 * A control not ended: not ended by hand and its end (if any) still ahead. Unlike `inForce`,
 * one whose start is a moment ahead counts too: two changes made at once each take their
 * `now` before one waits for the other's lock, so the second may see the first start a
 * millisecond after its own now, and must still replace it.
 */
function notEnded(now: Date): SQL {
  return and(
    isNull(storeControls.endedAt),
    or(isNull(storeControls.endsAt), gt(storeControls.endsAt, now)),
  ) as SQL;
}

/** The controls of these kinds and channels in force now, locked until the transaction ends. */
export function lockActiveControls(
  tx: Database,
  {
    restaurantId,
    kind,
    channels,
    source,
    now,
  }: {
    restaurantId: string;
    kind: StoreControlKind;
    channels: StoreChannel[];
    /** Only the controls set for this reason (OrderDock's own, say). */
    source?: StoreControlSource;
    now: Date;
  },
): Promise<StoreControlRow[]> {
  return tx
    .select()
    .from(storeControls)
    .where(
      and(
        eq(storeControls.restaurantId, restaurantId),
        eq(storeControls.kind, kind),
        inArray(storeControls.channel, channels),
        source ? eq(storeControls.source, source) : undefined,
        notEnded(now),
      ),
    )
    .for("update");
}

export type NewStoreControl = {
  restaurantId: string;
  channel: StoreChannel;
  kind: StoreControlKind;
  extraMinutes: number | null;
  source: StoreControlSource;
  reason: string | null;
  createdBy: string | null;
  startsAt: Date;
  endsAt: Date | null;
};

export async function insertControl(tx: Database, control: NewStoreControl) {
  const [row] = await tx.insert(storeControls).values(control).returning();
  if (!row) throw new Error("store control was not inserted");
  return row;
}

export async function findControl(tx: Database, id: string): Promise<StoreControlRow | null> {
  const [row] = await tx.select().from(storeControls).where(eq(storeControls.id, id)).limit(1);
  return row ?? null;
}

/** `reason`: why it ended before its time, when OrderDock ended it (null: staff). */
export async function markControlEnded(
  tx: Database,
  id: string,
  at: Date,
  reason: string | null = null,
): Promise<void> {
  await tx
    .update(storeControls)
    .set({ endedAt: at, endedReason: reason })
    .where(eq(storeControls.id, id));
}

/** The control's calls, oldest first. */
export function callsOfControl(tx: Database, controlId: string): Promise<StoreCallRow[]> {
  return tx
    .select()
    .from(platformCalls)
    .where(eq(platformCalls.storeControlId, controlId))
    .orderBy(platformCalls.seq);
}

/** Moves a call no sender has taken yet to `at` (an end brought forward). */
export async function rescheduleUntouchedCall(tx: Database, callId: string, at: Date) {
  const [row] = await tx
    .update(platformCalls)
    .set({ nextAttemptAt: at })
    .where(
      and(
        eq(platformCalls.id, callId),
        eq(platformCalls.state, "pending"),
        eq(platformCalls.attempts, 0),
      ),
    )
    .returning({ id: platformCalls.id });
  return row !== undefined;
}

/** Deletes a call no sender has taken yet (the end of a control another replaced). */
export async function deleteUntouchedCall(tx: Database, callId: string): Promise<void> {
  await tx
    .delete(platformCalls)
    .where(
      and(
        eq(platformCalls.id, callId),
        eq(platformCalls.state, "pending"),
        eq(platformCalls.attempts, 0),
      ),
    );
}

/**
 * What the store bar shows: the controls in force, and those that ended in the last day
 * (an end a platform refused must stay in view), newest first, with their calls.
 */
export async function listRecentControls(
  db: Database,
  restaurantId: string,
  now: Date,
): Promise<{ control: StoreControlRow; calls: StoreCallRow[] }[]> {
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const mine = eq(storeControls.restaurantId, restaurantId);
  const [inForceNow, ended] = await Promise.all([
    // Every control in force, however many: none may drop out of view.
    db
      .select()
      .from(storeControls)
      .where(and(mine, inForce(now))),
    db
      .select()
      .from(storeControls)
      .where(
        and(
          mine,
          or(
            gt(storeControls.endedAt, since),
            and(
              isNull(storeControls.endedAt),
              gt(storeControls.endsAt, since),
              lte(storeControls.endsAt, now),
            ),
          ),
        ),
      )
      .orderBy(desc(storeControls.startsAt))
      .limit(100),
  ]);
  const controls = [...inForceNow, ...ended].sort(
    (a, b) => b.startsAt.getTime() - a.startsAt.getTime(),
  );
  if (controls.length === 0) return [];
  const calls = await db
    .select()
    .from(platformCalls)
    .where(
      inArray(
        platformCalls.storeControlId,
        controls.map((control) => control.id),
      ),
    )
    .orderBy(platformCalls.seq);
  return controls.map((control) => ({
    control,
    calls: calls.filter((call) => call.storeControlId === control.id),
  }));
}

/** Whether this channel is paused now (the website form's check). */
export async function isChannelPaused(
  db: Database,
  { restaurantId, channel, now }: { restaurantId: string; channel: StoreChannel; now: Date },
): Promise<{ paused: boolean; until: Date | null }> {
  const [row] = await db
    .select({ endsAt: storeControls.endsAt })
    .from(storeControls)
    .where(
      and(
        eq(storeControls.restaurantId, restaurantId),
        eq(storeControls.channel, channel),
        eq(storeControls.kind, "pause"),
        inForce(now),
      ),
    )
    .orderBy(desc(storeControls.startsAt))
    .limit(1);
  return row ? { paused: true, until: row.endsAt } : { paused: false, until: null };
}

/**
 * The minutes busy mode adds on this channel now, as SQL over a restaurant id and a
 * platform (for statements that quote a preparation time): 0 when not busy.
 */
export function busyMinutesSql(restaurantId: SQL, channel: SQL, now: Date): SQL {
  return sql`coalesce((
    select sc.extra_minutes from ${storeControls} sc
    where sc.restaurant_id = ${restaurantId} and sc.channel = ${channel} and sc.kind = 'busy'
      and sc.ended_at is null and sc.starts_at <= ${now}
      and (sc.ends_at is null or sc.ends_at > ${now})
    order by sc.starts_at desc limit 1), 0)`;
}

/** The minutes busy mode adds on this platform now (0 when not busy or not a store channel). */
export async function busyExtraMinutes(
  db: Database,
  { restaurantId, platform, now }: { restaurantId: string; platform: string; now: Date },
): Promise<number> {
  const result = await db.execute(
    sql`select ${busyMinutesSql(sql`${restaurantId}::uuid`, sql`${platform}`, now)} as minutes`,
  );
  const [row] = (result as { rows: Array<{ minutes: unknown }> }).rows;
  return Number(row?.minutes ?? 0);
}
