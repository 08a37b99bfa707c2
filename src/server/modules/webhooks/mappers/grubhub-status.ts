import type { PlatformState } from "../../orders/platform-order";
import { readTimestamp } from "./payload";
import { asBoolean, asString, type CheckNotes, describeValue, type JsonObject } from "./read";

/**
 * Where a Grubhub PosOrder stands (Grubhub's Orders OpenAPI, archived: `PosOrder.status`,
 * `fulfillment_scheduling`, `when_for`, `is_test`).
 */

type StatusRule = { state: PlatformState; stateNote?: string };

/**
 * RESTAURANT_CONFIRMABLE ("effectively new ASAP orders") up to OUT_FOR_DELIVERY are orders
 * to make; ANTICIPATED ("a future order") is one to hold; FULFILLED is done; REJECTED (the
 * order could not be taken into the POS) and CANCELLED (processed by Grubhub Care) end it.
 * READY_FOR_PICKUP is listed in Grubhub's status enum beside PICKUP_READY and read the same.
 */
export const GRUBHUB_STATUS_RULES: Readonly<Record<string, StatusRule>> = {
  ANTICIPATED: { state: "placed" },
  RESTAURANT_CONFIRMABLE: { state: "placed" },
  CONFIRMED: { state: "placed" },
  PICKUP_READY: { state: "placed" },
  READY_FOR_PICKUP: { state: "placed" },
  OUT_FOR_DELIVERY: { state: "placed" },
  FULFILLED: { state: "completed" },
  REJECTED: { state: "cancelled", stateNote: "Rejected on Grubhub" },
  CANCELLED: { state: "cancelled", stateNote: "Cancelled on Grubhub" },
  CANCELED: { state: "cancelled", stateNote: "Cancelled on Grubhub" },
};

/**
 * STALE is not in Grubhub's status enum, but its own sample order went STALE when it was not
 * confirmed in time ("Stuck status RESTAURANT_CONFIRMABLE"), then REJECTED. A stale order is
 * kept to make, with a note to check it on Grubhub.
 */
export const GRUBHUB_STALE_STATUS = "STALE";
export const GRUBHUB_STALE_NOTE =
  "Grubhub marked this order stale (not confirmed in time): check it on Grubhub";

/** `is_test`: "a test order and should not actually be prepared". */
export const GRUBHUB_TEST_ORDER_NOTE = "Grubhub test order: do not prepare";

/** A future order: ANTICIPATED, or `fulfillment_scheduling` FUTURE, held for `when_for`. */
export const GRUBHUB_SCHEDULED_STATUS = "ANTICIPATED";
export const GRUBHUB_FUTURE_SCHEDULING = "FUTURE";

export type GrubhubStatus = {
  state: PlatformState;
  stateNote?: string;
  isScheduled: boolean;
  promisedAt?: string;
};

function ruleOf(order: JsonObject, notes: CheckNotes): StatusRule {
  const status = asString(order.status)?.trim().toUpperCase();
  if (!status) return { state: "placed" };
  if (status === GRUBHUB_STALE_STATUS) {
    notes.add(GRUBHUB_STALE_NOTE);
    return { state: "placed" };
  }
  const rule = GRUBHUB_STATUS_RULES[status];
  if (rule) return rule;
  notes.add(`Grubhub status ${describeValue(order.status)} is not one OrderDock knows`);
  return { state: "placed" };
}

/** The state, with the promised time of a future order (kept whatever its state). */
export function readGrubhubStatus(order: JsonObject, notes: CheckNotes): GrubhubStatus {
  if (asBoolean(order.is_test) === true) notes.add(GRUBHUB_TEST_ORDER_NOTE);
  const rule = ruleOf(order, notes);
  const status = asString(order.status)?.trim().toUpperCase();
  const scheduling = asString(order.fulfillment_scheduling)?.trim().toUpperCase();
  const isFuture = status === GRUBHUB_SCHEDULED_STATUS || scheduling === GRUBHUB_FUTURE_SCHEDULING;
  if (!isFuture) return { ...rule, isScheduled: false };
  const promisedAt = readTimestamp(order.when_for, "when_for", notes);
  if (!promisedAt && rule.state === "placed") {
    notes.add("Scheduled order without a time (when_for): shown now");
  }
  return {
    ...rule,
    isScheduled: rule.state === "placed" && promisedAt !== undefined,
    ...(promisedAt && { promisedAt }),
  };
}
