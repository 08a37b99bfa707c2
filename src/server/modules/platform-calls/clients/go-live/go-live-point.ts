import type { GoLivePointKind } from "../../../../../domain/api/go-live-check";
import type { ClientContext } from "../client";
import type { CallOutcome } from "../http";

/**
 * One point of a connection's go-live check (docs/go-live-check.md): what was checked,
 * whether it holds, and what was found, in words an owner reads. `unchecked`: the platform
 * offers no harmless way to tell, or an earlier point failed; the words say which.
 */
export type GoLivePoint = {
  point: GoLivePointKind;
  state: "ok" | "failed" | "unchecked";
  detail: string;
};

/** What a platform's probe is given: the connection and where its platform answers. */
export type GoLiveContext = Pick<
  ClientContext,
  "config" | "origin" | "restaurantId" | "connection" | "addressGuard"
>;

/**
 * A platform's go-live probe: makes only the platform's harmless read calls (no order,
 * store or menu is changed) and reports each point it can judge. The webhook point is not a
 * probe's: it is read from OrderDock's own deliveries.
 */
export type GoLiveProbe = (context: GoLiveContext) => Promise<GoLivePoint[]>;

export const ok = (point: GoLivePointKind, detail: string): GoLivePoint => ({
  point,
  state: "ok",
  detail,
});
export const failed = (point: GoLivePointKind, detail: string): GoLivePoint => ({
  point,
  state: "failed",
  detail,
});
export const unchecked = (point: GoLivePointKind, detail: string): GoLivePoint => ({
  point,
  state: "unchecked",
  detail,
});

/** A read call's refusal in the platform's words: "DoorDash answered 401: …". */
export function refusalWords(platformName: string, outcome: CallOutcome): string {
  if (outcome.kind === "done") return `${platformName} answered ${outcome.status}`;
  if (outcome.kind === "retry" && outcome.status === null) {
    return `${platformName} could not be reached: ${outcome.message}`;
  }
  return `${platformName} answered ${outcome.status}: ${outcome.message}`;
}

/** Whether an answer says the credentials were refused (401, 403). */
export const isCredentialRefusal = (outcome: CallOutcome) =>
  outcome.kind !== "done" && (outcome.status === 401 || outcome.status === 403);
