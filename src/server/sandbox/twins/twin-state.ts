import type { TwinOrderState } from "../../db/schema/twin-orders";
import type { TwinOrderRow } from "./twin-orders.repository";

/**
 * What a platform does with the restaurant's answers, the same on every twin; each twin
 * turns a refusal into its platform's own status and words (docs/platform-twins.md).
 */
export type TwinAction =
  | "read"
  | "accept"
  | "deny"
  | "ready"
  | "deliver"
  | "complete"
  | "cancel"
  | "adjust";

export type TwinRefusal =
  /** No such order on this platform. */
  | "unknown"
  /** The platform gave up waiting for an answer. */
  | "expired"
  /** The order was already answered this way or another. */
  | "already_answered"
  /** The order is over (cancelled, denied, delivered). */
  | "finished"
  /** The order must be accepted first. */
  | "not_accepted";

export type TwinDecision =
  | { ok: true; state: TwinOrderState }
  | { ok: false; refusal: TwinRefusal };

const TERMINAL: readonly TwinOrderState[] = ["denied", "delivered", "completed", "cancelled"];

export function decideTwinAction(
  order: TwinOrderRow | null,
  action: TwinAction,
  twinNow: Date,
): TwinDecision {
  if (!order) return { ok: false, refusal: "unknown" };
  const state = order.state;
  if (action === "read") return { ok: true, state };
  const timedOut = order.cancelledBy === "platform";
  if (action === "accept" || action === "deny") {
    if (state === "placed") {
      if (order.deadlineAt && order.deadlineAt.getTime() <= twinNow.getTime()) {
        return { ok: false, refusal: "expired" };
      }
      return { ok: true, state: action === "accept" ? "accepted" : "denied" };
    }
    if (state === "cancelled") return { ok: false, refusal: timedOut ? "expired" : "finished" };
    return { ok: false, refusal: "already_answered" };
  }
  if (TERMINAL.includes(state)) {
    const repeat =
      (action === "cancel" && state === "cancelled") ||
      (action === "complete" && state === "completed") ||
      (action === "deliver" && state === "delivered");
    return { ok: false, refusal: repeat ? "already_answered" : "finished" };
  }
  switch (action) {
    case "adjust":
      return state === "placed" ? { ok: false, refusal: "not_accepted" } : { ok: true, state };
    case "cancel":
      return { ok: true, state: "cancelled" };
    case "ready":
      if (state === "placed") return { ok: false, refusal: "not_accepted" };
      if (state === "ready") return { ok: false, refusal: "already_answered" };
      return { ok: true, state: "ready" };
    case "deliver":
      return state === "placed"
        ? { ok: false, refusal: "not_accepted" }
        : { ok: true, state: "delivered" };
    case "complete":
      return state === "placed"
        ? { ok: false, refusal: "not_accepted" }
        : { ok: true, state: "completed" };
  }
}
