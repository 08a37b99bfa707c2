import { sql } from "drizzle-orm";
import type { Actor } from "../../actor";
import type { Database } from "../../db/database";
import { orders } from "../../db/schema/orders";
import { platformCalls } from "../../db/schema/platform-calls";
import { restaurants } from "../../db/schema/restaurants";
import { busyMinutesSql } from "../store/store-controls.repository";
import { needsAnswerSql } from "./order-calls";
import { orderNotifyExpression } from "./order-events";
import { type OrderRow, orderRowFromRaw } from "./order-row";

/**
 * Accept as one statement, for the common case: the order is this restaurant's and its
 * platform still waits for the answer (`needsAnswer`, written once in order-calls.ts). It is
 * marked accepted (by whom, by name), its call is written and the dashboards are told, together; the
 * preparation time is the one given, or the restaurant's plus busy mode's extra minutes on
 * the order's platform (docs/store-controls.md). The order as it now
 * stands, or null when it is not in that case: the caller then looks closer and says why.
 */
export async function acceptInOneStatement(
  db: Database,
  {
    restaurantId,
    orderId,
    prepMinutes,
    now,
    by,
  }: { restaurantId: string; orderId: string; prepMinutes?: number; now: Date; by: Actor },
): Promise<OrderRow | null> {
  const result = await db.execute(sql`
    with target as (
      select o.id, o.restaurant_id, o.platform, quoted.prep,
        ${now}::timestamptz + make_interval(mins => quoted.prep) as ready_at
      from ${orders} o join ${restaurants} r on r.id = o.restaurant_id
        cross join lateral (select coalesce(${prepMinutes ?? null}::int,
          r.prep_minutes + ${busyMinutesSql(sql`o.restaurant_id`, sql`o.platform`, now)}) as prep) quoted
      where o.id = ${orderId} and o.restaurant_id = ${restaurantId}
        and ${needsAnswerSql(sql`o`)}
      for update of o),
    call as (
      insert into ${platformCalls} (restaurant_id, order_id, platform, action, payload, next_attempt_at, created_at)
      select restaurant_id, id, platform, 'accept',
        jsonb_build_object(
          'prepMinutes', prep,
          'readyAt', to_char(ready_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
        ${now}, ${now}
      from target
      returning id, order_id),
    updated as (
      update ${orders} set
        accepted_at = ${now},
        accepted_by_name = ${by.userName},
        accepted_device_name = ${by.deviceName},
        prep_minutes = target.prep,
        ready_at = target.ready_at,
        updated_at = ${now},
        platform_call = jsonb_build_object(
          'id', call.id, 'action', 'accept', 'state', 'sending', 'message', null, 'reference', null)
      from call join target on target.id = call.order_id
      where ${orders.id} = call.order_id
      returning ${orders}.*)
    select updated.*, ${orderNotifyExpression("ORDER_PLATFORM_UPDATED", sql`updated`)}
    from updated`);
  const [raw] = (result as { rows: Array<Record<string, unknown>> }).rows;
  return raw ? orderRowFromRaw(raw) : null;
}
