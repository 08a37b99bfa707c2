import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type CreatedKind, countCreatedSince } from "./restaurants.repository";

/**
 * Service-wide ceilings on new restaurants an hour, whatever the addresses asking: demos
 * (each a restaurant with weeks of orders) and self sign-ups. The per-address limits stop
 * one visitor; these stop many (docs/decisions/140-service-wide-hourly-ceilings.md).
 */
const HOUR_MS = 3600_000;

// Any constants work; they only have to be the same in every OrderDock instance.
const CREATION_LOCKS: Record<CreatedKind, number> = { demo: 7_420_101, "sign-up": 7_420_102 };

export type HourlyCeiling = { db: Database; kind: CreatedKind; perHour: number; now: Date };

/** Seconds until one more may be created: 0 now, else until the oldest leaves the hour. */
export async function secondsUntilCreatable({
  db,
  kind,
  perHour,
  now,
}: HourlyCeiling): Promise<number> {
  const { created, oldestAt } = await countCreatedSince(db, {
    kind,
    since: new Date(now.getTime() - HOUR_MS),
  });
  if (created < perHour) return 0;
  const frees = (oldestAt?.getTime() ?? now.getTime()) + HOUR_MS;
  return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
}

/**
 * Inside the transaction that creates one: waits for any other creation of the kind to
 * commit, then says whether this one is still under the ceiling, so a burst cannot pass it.
 */
export async function isUnderCeilingLocked(ceiling: HourlyCeiling): Promise<boolean> {
  await ceiling.db.execute(sql`select pg_advisory_xact_lock(${CREATION_LOCKS[ceiling.kind]})`);
  return (await secondsUntilCreatable(ceiling)) === 0;
}
