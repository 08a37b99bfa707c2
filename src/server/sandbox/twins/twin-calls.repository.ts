import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { TwinPlatform } from "../../lib/sandbox-credentials";

/**
 * SQL that keeps the twins' record of calls bounded (decision 136). Both statements are
 * idempotent, so instances running them at once only delete what one of them would.
 */

/** One platform's summaries (calls kept with no restaurant) down to the newest `keep`. */
export async function trimCallSummaries(
  db: Database,
  { platform, keep }: { platform: TwinPlatform; keep: number },
): Promise<number> {
  // By the (restaurant_id, platform, id) index: the summaries' newest rows, then the rest.
  const result = await db.execute(sql`
    delete from twin_calls
    where restaurant_id is null and platform = ${platform}
      and id < (
        select id from twin_calls
        where restaurant_id is null and platform = ${platform}
        order by id desc offset ${keep - 1} limit 1)
    returning id`);
  return (result as { rows: unknown[] }).rows.length;
}

/**
 * Every restaurant's record of each platform's calls (and each platform's summaries) down
 * to its newest `keep`, and none received before `before`.
 */
export async function pruneTwinCalls(
  db: Database,
  { keep, before }: { keep: number; before: Date },
): Promise<number> {
  const result = await db.execute(sql`
    delete from twin_calls
    where id in (
      select id from (
        select id, received_at,
          row_number() over (partition by restaurant_id, platform order by id desc) as newer
        from twin_calls
      ) ranked
      where newer > ${keep} or received_at < ${before.toISOString()}::timestamptz)
    returning id`);
  return (result as { rows: unknown[] }).rows.length;
}
