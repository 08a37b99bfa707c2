import type { Order } from "../../../domain/order";
import { NOT_ACCEPTED_IN_TIME } from "../../../domain/platform-actions";
import { PLATFORM_META } from "../../../domain/platforms";
import { canMoveStatus } from "../../../domain/status";
import { fromOrderRow, type OrderRow } from "./order-row";
import type { PlatformState } from "./platform-order";
import { applyState, moveByPlatform } from "./platform-order-moves";
import {
  lockOrderByKey,
  lockOrderKey,
  type OrderKey,
  rememberEarlyCancellation,
} from "./platform-orders.repository";
import type { PlatformOrderScope } from "./platform-orders.service";

/**
 * A platform's word on where an order stands, without the order itself: a cancellation, or
 * a status event. Serialised on the order's key like every change to a platform's order.
 */

export type CancelFromPlatformOptions = PlatformOrderScope & {
  externalId: string;
  /** Shown with the status ("Cancelled by the customer on Uber Eats"). */
  note?: string;
  now?: Date;
};

/**
 * A platform cancelled the order. It becomes `cancelled` (terminal; a completed
 * order stays completed) and every dashboard hears of it. An order not received yet is
 * remembered, and arrives cancelled. Null in that case.
 */
export async function cancelOrderFromPlatform({
  db,
  restaurantId,
  platform,
  externalId,
  note = `Cancelled on ${PLATFORM_META[platform].displayName}`,
  now = new Date(),
}: CancelFromPlatformOptions): Promise<Order | null> {
  const key: OrderKey = { restaurantId, platform, externalId };
  return db.transaction(async (tx) => {
    await lockOrderKey(tx, key);
    const current = await lockOrderByKey(tx, key);
    if (!current) {
      await rememberEarlyCancellation(tx, { ...key, note, at: now });
      return null;
    }
    if (!canMoveStatus({ from: current.status, to: "cancelled", actor: "platform" })) {
      return fromOrderRow(current);
    }
    if (current.status === "cancelled") return fromOrderRow(current);
    const why = cancellationNote(current, note, now);
    return fromOrderRow(await moveByPlatform(tx, current, "cancelled", now, why));
  });
}

/**
 * A platform that cancels an order it was still waiting on, once its deadline has passed,
 * did so for want of an answer: DoorDash and Grubhub say no more than "cancelled".
 */
function cancellationNote(row: OrderRow, note: string, now: Date): string {
  const unanswered = row.acceptBy !== null && row.acceptedAt === null;
  return unanswered && row.acceptBy !== null && row.acceptBy.getTime() <= now.getTime()
    ? NOT_ACCEPTED_IN_TIME
    : note;
}

export type UpdatePlatformStateOptions = PlatformOrderScope & {
  externalId: string;
  state: PlatformState;
  note?: string;
  now?: Date;
};

/**
 * A platform event that says only where an order stands (a status webhook without the
 * order): the same moves as a full update. Null when the order is unknown here; a
 * cancellation of an unknown order is remembered.
 */
export async function updatePlatformState({
  db,
  restaurantId,
  platform,
  externalId,
  state,
  note,
  now = new Date(),
}: UpdatePlatformStateOptions): Promise<Order | null> {
  if (state === "cancelled") {
    return cancelOrderFromPlatform({ db, restaurantId, platform, externalId, note, now });
  }
  const key: OrderKey = { restaurantId, platform, externalId };
  return db.transaction(async (tx) => {
    await lockOrderKey(tx, key);
    const existing = await lockOrderByKey(tx, key);
    if (!existing) return null;
    const moved = await applyState({ tx, existing, order: { state, stateNote: note }, now });
    return fromOrderRow(moved ?? existing);
  });
}
