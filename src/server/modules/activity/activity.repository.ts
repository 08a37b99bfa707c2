import { and, desc, eq, isNotNull, isNull, lt, type SQL } from "drizzle-orm";
import type { ActivityKind } from "../../../domain/api/activity";
import type { Database } from "../../db/database";
import { activityLog } from "../../db/schema/activity-log";

export type ActivityRow = typeof activityLog.$inferSelect;
export type NewActivity = typeof activityLog.$inferInsert;

export async function insertActivity(db: Database, entry: NewActivity): Promise<void> {
  await db.insert(activityLog).values(entry);
}

/** Who the log's entries are for: one person, or a device on its own. */
export type ActivityActorFilter = { userId: string } | { kitchen: true };

export function listActivity(
  db: Database,
  {
    restaurantId,
    kind,
    actor,
    before,
    limit,
  }: {
    restaurantId: string;
    kind?: ActivityKind;
    actor?: ActivityActorFilter;
    before?: number;
    limit: number;
  },
): Promise<ActivityRow[]> {
  const conditions: Array<SQL | undefined> = [
    eq(activityLog.restaurantId, restaurantId),
    kind ? eq(activityLog.kind, kind) : undefined,
    before ? lt(activityLog.id, before) : undefined,
  ];
  if (actor && "userId" in actor) conditions.push(eq(activityLog.actorUserId, actor.userId));
  if (actor && "kitchen" in actor) {
    conditions.push(isNull(activityLog.actorName), isNotNull(activityLog.deviceName));
  }
  return db
    .select()
    .from(activityLog)
    .where(and(...conditions))
    .orderBy(desc(activityLog.id))
    .limit(limit);
}

/** Everyone the restaurant's log names, by the newest name each went by. */
export async function listActivityPeople(
  db: Database,
  restaurantId: string,
): Promise<Array<{ id: string; name: string }>> {
  const rows = await db
    .selectDistinctOn([activityLog.actorUserId], {
      id: activityLog.actorUserId,
      name: activityLog.actorName,
    })
    .from(activityLog)
    .where(and(eq(activityLog.restaurantId, restaurantId), isNotNull(activityLog.actorUserId)))
    .orderBy(activityLog.actorUserId, desc(activityLog.id));
  return rows
    .flatMap((row) => (row.id && row.name ? [{ id: row.id, name: row.name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Forgets entries older than `before`. */
export async function deleteActivityBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(activityLog)
    .where(lt(activityLog.at, before))
    .returning({ id: activityLog.id });
  return deleted.length;
}
