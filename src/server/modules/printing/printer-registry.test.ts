import { describe, expect, it } from "vitest";
import { hashToken } from "../../lib/tokens";
import { createPrinterRegistry, type KnownPrinter } from "./printer-registry";

const printer = (): KnownPrinter => ({
  id: "p1",
  restaurantId: "r1",
  name: "Kitchen",
  protocol: "star-cloudprnt",
  paperWidth: 80,
  secretHash: hashToken("s3cret"),
  isOffline: false,
});

/** What an instance remembers so that a call with nothing to print reads no database. */
describe("the printer registry", () => {
  it("checks the secret against its hash", () => {
    const registry = createPrinterRegistry();
    expect(registry.isSecretOf(printer(), "s3cret")).toBe(true);
    expect(registry.isSecretOf(printer(), "s3cre")).toBe(false);
  });

  it("refuses a secret once proved after the printer is given a new one", () => {
    const registry = createPrinterRegistry();
    const known = printer();
    registry.remember(known);
    expect(registry.isSecretOf(known, "s3cret")).toBe(true);
    expect(registry.isSecretOf(known, "s3cret")).toBe(true);
    expect(registry.isSecretOf(known, "guess")).toBe(false);
    // Settings gave it a new secret: the notification drops it, and it is read again.
    registry.changed(["p1"], { isPrinterChange: true });
    const renewed = { ...printer(), secretHash: hashToken("n3w") };
    registry.remember(renewed);
    expect(registry.isSecretOf(renewed, "s3cret")).toBe(false);
    expect(registry.isSecretOf(renewed, "n3w")).toBe(true);
    // A printer read before the change, still in a call's hands, proves nothing for the new.
    expect(registry.isSecretOf(known, "s3cret")).toBe(true);
    expect(registry.isSecretOf(renewed, "s3cret")).toBe(false);
  });

  it("stops looking for work once a look finds none, until a notification names the printer", () => {
    const registry = createPrinterRegistry();
    const generation = registry.workToLookFor("p1");
    expect(generation).not.toBeNull();
    registry.foundNoWork("p1", generation ?? 0);
    expect(registry.workToLookFor("p1")).toBeNull();
    // Back online, or a new paper state: dashboards hear of it, but no job changed.
    registry.changed(["p1"], { isStateOnly: true });
    expect(registry.workToLookFor("p1")).toBeNull();
    registry.changed(["p1"]);
    expect(registry.workToLookFor("p1")).not.toBeNull();
  });

  it("keeps looking when a job was announced while a look was on its way", () => {
    const registry = createPrinterRegistry();
    const generation = registry.workToLookFor("p1") ?? 0;
    registry.changed(["p1"]); // the job's notification, before the look's empty answer
    registry.foundNoWork("p1", generation);
    expect(registry.workToLookFor("p1")).not.toBeNull();
  });

  it("offers the job a notification named when nothing else waited, until it is handed out", () => {
    const registry = createPrinterRegistry();
    registry.remember(printer());
    registry.foundNoWork("p1", registry.workToLookFor("p1") ?? 0);
    registry.changed(["p1"], { readyJobs: { p1: "job-1" } });
    expect(registry.readyJob("p1")).toBe("job-1");
    // A later job does not take the older one's place.
    registry.changed(["p1"], { readyJobs: { p1: "job-2" } });
    expect(registry.readyJob("p1")).toBe("job-1");
    registry.handedOut("p1", "job-1");
    expect(registry.readyJob("p1")).toBeNull();
    expect(registry.workToLookFor("p1")).not.toBeNull();
  });

  it("looks instead when other work may be waiting, or the printer itself changed", () => {
    const registry = createPrinterRegistry();
    registry.remember(printer());
    // Never looked yet: an older job may wait, so the named one is not offered first.
    registry.changed(["p1"], { readyJobs: { p1: "job-1" } });
    expect(registry.readyJob("p1")).toBeNull();
    registry.foundNoWork("p1", registry.workToLookFor("p1") ?? 0);
    registry.changed(["p1"], { readyJobs: { p1: "job-2" } });
    registry.changed(["p1"], { isPrinterChange: true });
    expect(registry.readyJob("p1")).toBeNull();
    expect(registry.workToLookFor("p1")).not.toBeNull();
    // A hand-out that found nothing (the job went meanwhile) forgets the named one too.
    registry.foundNoWork("p1", registry.workToLookFor("p1") ?? 0);
    registry.changed(["p1"], { readyJobs: { p1: "job-3" } });
    registry.handedOut("p1", null);
    expect(registry.readyJob("p1")).toBeNull();
  });

  it("reads a printer again only when the printer itself changed, not its jobs", () => {
    const registry = createPrinterRegistry();
    registry.remember(printer());
    registry.changed(["p1"]);
    expect(registry.known("p1")).not.toBeNull();
    registry.changed(["p1"], { isPrinterChange: true });
    expect(registry.known("p1")).toBeNull();
  });

  it("writes calls in batches, and says when one is news: back from offline, or a new state", () => {
    const registry = createPrinterRegistry();
    const offline = { ...printer(), isOffline: true };
    registry.remember(offline);
    const ok = { paper: "ok" as const, coverOpen: false, reported: "200 OK" };
    expect(registry.sawCall(offline, new Date(1_000), ok)).toBe(true);
    expect(registry.takeSeen()).toEqual([
      { id: "p1", restaurantId: "r1", seenAt: new Date(1_000), condition: ok, isNews: true },
    ]);
    expect(registry.sawCall(offline, new Date(6_000), ok)).toBe(false);
    const out = { paper: "out" as const, coverOpen: false, reported: "410 Out of Paper" };
    expect(registry.sawCall(offline, new Date(11_000), out)).toBe(true);
    expect(registry.takeSeen()).toMatchObject([{ seenAt: new Date(11_000), isNews: true }]);
    expect(registry.takeSeen()).toEqual([]);
  });
});
