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

export type ReadPointsOptions = {
  /** The platform's name, for its words: "DoorDash answered 401: …". */
  platformName: string;
  /** The answer to the probe's one harmless read. */
  outcome: CallOutcome;
  /** What an answer other than a credentials refusal says of the credentials. */
  credentialsTaken: string;
  scopes: GoLivePoint;
  /** Read from the answer's body, or a point the platform gives no way to check. */
  activated: GoLivePoint | ((body: unknown) => GoLivePoint);
  store: {
    /** The store as the read found it: "Location id 42". */
    known: string;
    /** A 404: the platform does not know the store the read named. */
    unknown: string;
    /** The store point while the credentials are refused. */
    whileRefused: GoLivePoint;
  };
  /** A 404 says nothing of the credentials (no API at the address at all): WooCommerce. */
  notFoundLeavesCredentials?: boolean;
};

/**
 * The points one harmless read tells: refused credentials (401, 403), a store the platform
 * does not know (404), another refusal or no answer (each point unchecked, in the
 * platform's words), or the answer itself. The probes of DoorDash, Grubhub and WooCommerce
 * each make one such read.
 */
export function pointsOfRead(options: ReadPointsOptions): GoLivePoint[] {
  const { platformName, outcome, scopes, store } = options;
  const activated = (whenUnread: string) =>
    typeof options.activated === "function"
      ? unchecked("activated", whenUnread)
      : options.activated;
  if (outcome.kind === "done") {
    return [
      ok("credentials", options.credentialsTaken),
      scopes,
      typeof options.activated === "function" ? options.activated(outcome.body) : options.activated,
      ok("store", store.known),
    ];
  }
  const words = refusalWords(platformName, outcome);
  if (isCredentialRefusal(outcome)) {
    return [
      failed("credentials", words),
      scopes,
      activated("Not checked: the credentials must work first"),
      store.whileRefused,
    ];
  }
  const isUnknown = outcome.status === 404;
  return [
    isUnknown && !options.notFoundLeavesCredentials
      ? ok("credentials", options.credentialsTaken)
      : unchecked("credentials", words),
    scopes,
    activated(`Not checked: ${words}`),
    isUnknown ? failed("store", store.unknown) : unchecked("store", words),
  ];
}
