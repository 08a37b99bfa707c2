import { type SQL, sql } from "drizzle-orm";
import { ALERT_LOOKBACK_HOURS } from "../../../domain/push";
import type { Database } from "../../db/database";

/**
 * The things devices should hear of now, claimed in the same statement that finds them
 * (docs/push-alerts.md): an order in New past the device's minutes, a printer offline, a
 * channel paused by OrderDock's own rules (a kitchen gone dark, the kitchen's load). A
 * claim is a row of push_alerts_sent; a thing already claimed is not claimed again unless
 * its last try failed a minute or more ago, and then only a few times.
 */
export const MAX_PUSH_ATTEMPTS = 5;
export const RETRY_AFTER_MS = 60_000;
/** Claims are kept a day longer than anything is looked for, then deleted. */
const KEEP_CLAIMS_HOURS = ALERT_LOOKBACK_HOURS + 24;

export type OrderWaitingClaim = {
  subscriptionId: string;
  orderId: string;
  orderNumber: string;
  platform: string;
  waitedMinutes: number;
};
export type PrinterOfflineClaim = {
  subscriptionId: string;
  printerId: string;
  printerName: string;
  alertKey: string;
};
export type AutoPausedClaim = {
  subscriptionId: string;
  controlId: string;
  channel: string;
  reason: string | null;
};

/**
 * `found` selects (subscription_id, alert_key, …details): claims what is new or due again
 * and gives back the details of what was claimed.
 */
async function claim<T>(db: Database, now: Date, found: SQL, details: string): Promise<T[]> {
  const retryBefore = new Date(now.getTime() - RETRY_AFTER_MS);
  const result = await db.execute(sql`
    with found as (${found}),
    claimed as (
      insert into push_alerts_sent (subscription_id, alert_key, tried_at)
      select subscription_id, alert_key, ${now} from found
      on conflict (subscription_id, alert_key) do update
        set attempts = push_alerts_sent.attempts + 1, tried_at = excluded.tried_at
        where push_alerts_sent.sent_at is null
          and push_alerts_sent.attempts < ${MAX_PUSH_ATTEMPTS}
          and push_alerts_sent.tried_at <= ${retryBefore}
      returning subscription_id, alert_key
    )
    select ${sql.raw(details)} from found
    join claimed using (subscription_id, alert_key)`);
  return (result as unknown as { rows: T[] }).rows;
}

export function claimOrdersWaiting(db: Database, now: Date) {
  const since = new Date(now.getTime() - ALERT_LOOKBACK_HOURS * 3_600_000);
  // An order's wait starts when it was placed, or when a held order fell due (as its age
  // on the dashboard).
  return claim<OrderWaitingClaim>(
    db,
    now,
    sql`select s.id as subscription_id, 'order:' || o.id as alert_key, o.id as order_id,
        o.order_number, o.platform,
        floor(extract(epoch from (${now}::timestamptz
          - greatest(o.created_at, coalesce(o.due_at, o.created_at)))) / 60)::int as waited_minutes
      from push_subscriptions s
      join orders o on o.restaurant_id = s.restaurant_id
      where s.order_wait_minutes is not null and o.status = 'new'
        and greatest(o.created_at, coalesce(o.due_at, o.created_at))
          <= ${now}::timestamptz - make_interval(mins => s.order_wait_minutes)
        and greatest(o.created_at, coalesce(o.due_at, o.created_at)) > ${since}`,
    `found.subscription_id as "subscriptionId", found.order_id as "orderId",
     found.order_number as "orderNumber", found.platform, found.waited_minutes as "waitedMinutes"`,
  );
}

export function claimPrintersOffline(db: Database, now: Date) {
  const since = new Date(now.getTime() - ALERT_LOOKBACK_HOURS * 3_600_000);
  return claim<PrinterOfflineClaim>(
    db,
    now,
    sql`select s.id as subscription_id,
        'printer:' || p.id || ':' || floor(extract(epoch from p.offline_since))::bigint as alert_key,
        p.id as printer_id, p.name as printer_name
      from push_subscriptions s
      join printers p on p.restaurant_id = s.restaurant_id
      where s.printer_offline and p.offline_since is not null and p.offline_since > ${since}`,
    `found.subscription_id as "subscriptionId", found.printer_id as "printerId",
     found.printer_name as "printerName", found.alert_key as "alertKey"`,
  );
}

export function claimAutoPauses(db: Database, now: Date) {
  const since = new Date(now.getTime() - ALERT_LOOKBACK_HOURS * 3_600_000);
  return claim<AutoPausedClaim>(
    db,
    now,
    sql`select s.id as subscription_id, 'pause:' || c.id as alert_key, c.id as control_id,
        c.channel, c.reason
      from push_subscriptions s
      join store_controls c on c.restaurant_id = s.restaurant_id
      where s.auto_paused and c.kind = 'pause' and c.source <> 'staff'
        and c.ended_at is null and c.starts_at <= ${now} and c.starts_at > ${since}
        and (c.ends_at is null or c.ends_at > ${now})`,
    `found.subscription_id as "subscriptionId", found.control_id as "controlId",
     found.channel, found.reason`,
  );
}

/** The push service took these: they are not tried again. */
export async function markSent(db: Database, subscriptionId: string, keys: string[], now: Date) {
  if (keys.length === 0) return;
  await db.execute(sql`
    update push_alerts_sent set sent_at = ${now}
    where subscription_id = ${subscriptionId}
      and alert_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`);
}

/** Claims older than anything looked for are no use: deleted. */
export async function forgetOldClaims(db: Database, now: Date) {
  const before = new Date(now.getTime() - KEEP_CLAIMS_HOURS * 3_600_000);
  await db.execute(sql`delete from push_alerts_sent where tried_at < ${before}`);
}
