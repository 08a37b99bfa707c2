import { describe, expect, it } from "vitest";
import type { CallOutcome } from "../http";
import { ok, pointsOfRead, type ReadPointsOptions, unchecked } from "./go-live-point";

/** What one harmless read tells of each point, whichever way the platform answered. */
describe("the points of a go-live read", () => {
  const options = (outcome: CallOutcome): ReadPointsOptions => ({
    platformName: "Shopkeep",
    outcome,
    credentialsTaken: "Shopkeep took the keys",
    scopes: ok("scopes", "No scopes"),
    activated: (body) =>
      (body as { open?: boolean }).open
        ? ok("activated", "Open")
        : unchecked("activated", "Closed"),
    store: {
      known: "Store 7",
      unknown: "Shopkeep does not know store 7",
      whileRefused: unchecked("store", "Not checked: store 7"),
    },
  });
  const states = (points: ReturnType<typeof pointsOfRead>) =>
    points.map(({ point, state, detail }) => `${point} ${state}: ${detail}`);

  it("reads the answer's body for the activation", () => {
    expect(
      states(pointsOfRead(options({ kind: "done", status: 200, body: { open: true } }))),
    ).toEqual([
      "credentials ok: Shopkeep took the keys",
      "scopes ok: No scopes",
      "activated ok: Open",
      "store ok: Store 7",
    ]);
  });

  it("names the refused credentials, and checks nothing that needs them", () => {
    expect(
      states(pointsOfRead(options({ kind: "refused", status: 403, message: "Revoked" }))),
    ).toEqual([
      "credentials failed: Shopkeep answered 403: Revoked",
      "scopes ok: No scopes",
      "activated unchecked: Not checked: the credentials must work first",
      "store unchecked: Not checked: store 7",
    ]);
  });

  it("takes a 404 as the store unknown, the credentials taken, unless a 404 tells nothing of them", () => {
    const notFound: CallOutcome = { kind: "refused", status: 404, message: "No such store" };
    expect(states(pointsOfRead(options(notFound)))).toEqual([
      "credentials ok: Shopkeep took the keys",
      "scopes ok: No scopes",
      "activated unchecked: Not checked: Shopkeep answered 404: No such store",
      "store failed: Shopkeep does not know store 7",
    ]);
    const noApi = pointsOfRead({ ...options(notFound), notFoundLeavesCredentials: true });
    expect(noApi[0]).toEqual(unchecked("credentials", "Shopkeep answered 404: No such store"));
  });

  it("leaves every point unchecked, in the platform's words, when it did not answer", () => {
    const silent: CallOutcome = { kind: "retry", status: null, message: "connect ECONNREFUSED" };
    expect(states(pointsOfRead(options(silent)))).toEqual([
      "credentials unchecked: Shopkeep could not be reached: connect ECONNREFUSED",
      "scopes ok: No scopes",
      "activated unchecked: Not checked: Shopkeep could not be reached: connect ECONNREFUSED",
      "store unchecked: Shopkeep could not be reached: connect ECONNREFUSED",
    ]);
  });
});
