import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PrinterProtocolTest,
  placeOrder,
  startPrinterProtocolTest,
} from "../../test/printer-helpers";
import { waitUntil } from "../../test/realtime-helpers";
import { TEST_ENGINE } from "../../test/test-database";
import { nextJobFor } from "./print-jobs.repository";
import { createPrinterGateway, type PrinterGateway } from "./printer-gateway";
import { createPrinterRegistry, type PrinterRegistry } from "./printer-registry";
import { findPrinterById, writeSeen } from "./printers.repository";

/**
 * A confirmation says in the same statement whether the printer has more to print, so the
 * call after its last ticket reads nothing from the database; a failed ticket or another
 * open one keeps it looking.
 */
describe(`the printer gateway's confirmation (${TEST_ENGINE})`, () => {
  let setup: PrinterProtocolTest;
  let registry: PrinterRegistry;
  let gateway: PrinterGateway;

  beforeAll(async () => {
    setup = await startPrinterProtocolTest({
      name: "Kitchen",
      station: "kitchen",
      protocol: "star-cloudprnt",
      paperWidth: 80,
    });
    registry = createPrinterRegistry();
    gateway = createPrinterGateway({ db: setup.test.database.db, registry, onNews: () => {} });
  });
  afterAll(() => setup.test.close());

  const printer = async () => {
    const known = await gateway.authenticate(setup.printerId, setup.key, "star-cloudprnt");
    if (!known) throw new Error("the printer was not recognised");
    return known;
  };
  const placeAndWait = async (count: number) => {
    for (let index = 0; index < count; index++) {
      await placeOrder(setup.test.database.db, setup.restaurantId, ["Burger"]);
    }
    await waitUntil(async () => (await setup.api.one(setup.printerId)).queuedCount >= count, {
      label: `${count} jobs`,
    });
  };
  const printNext = async (done: boolean) => {
    const known = await printer();
    const delivered = await gateway.deliver(known, null);
    if (!delivered) throw new Error("no job was handed out");
    const settled = await gateway.settle(known, {
      jobId: delivered.job.id,
      result: done ? "200 OK" : "410 Paper out",
      done,
    });
    expect(settled).toBe(delivered.job.id);
    return delivered.job;
  };

  it("stops looking once the last open job is confirmed, and not before", async () => {
    await placeAndWait(2);
    await printNext(true);
    expect(registry.workToLookFor(setup.printerId)).not.toBeNull();
    await printNext(true);
    expect(registry.workToLookFor(setup.printerId)).toBeNull();
    expect(await gateway.nextJobId(await printer())).toBeNull();
  });

  it("keeps looking after a failed ticket, which is handed out again", async () => {
    await placeAndWait(1);
    registry.changed([setup.printerId]);
    const failed = await printNext(false);
    expect(registry.workToLookFor(setup.printerId)).not.toBeNull();
    expect(await gateway.nextJobId(await printer())).toBe(failed.id);
    await printNext(true);
    expect(registry.workToLookFor(setup.printerId)).toBeNull();
  });

  it("offers a job a notification named, and finds out when it went meanwhile", async () => {
    const known = await printer();
    expect(await gateway.nextJobId(known)).toBeNull();
    const order = await placeOrder(setup.test.database.db, setup.restaurantId, ["Burger"]);
    await waitUntil(async () => (await setup.api.one(setup.printerId)).queuedCount === 1, {
      label: "the job",
    });
    // What the instance's notification carries: the printer's new job, here read back.
    const made = (await nextJobFor(setup.test.database.db, setup.printerId, new Date()))?.id;
    expect(made).toBeDefined();
    registry.changed([setup.printerId], { readyJobs: { [setup.printerId]: made ?? "" } });
    expect(await gateway.nextJobId(known)).toBe(made);
    expect((await gateway.deliver(known, made ?? null))?.job.orderId).toBe(order.id);
    expect(registry.readyJob(setup.printerId)).toBeNull();
    await gateway.settle(known, { jobId: made ?? null, result: "200 OK", done: true });

    // A named job that was printed elsewhere is not handed out; the printer looks again.
    registry.changed([setup.printerId], { readyJobs: { [setup.printerId]: made ?? "" } });
    expect(await gateway.nextJobId(known)).toBe(made);
    expect(await gateway.deliver(known, made ?? null)).toBeNull();
    expect(await gateway.nextJobId(known)).toBeNull();
  });

  it("looks again when news of a job came while the confirmation ran", async () => {
    await placeAndWait(1);
    registry.changed([setup.printerId]);
    const known = await printer();
    const delivered = await gateway.deliver(known, null);
    if (!delivered) throw new Error("no job was handed out");
    const settling = gateway.settle(known, {
      jobId: delivered.job.id,
      result: "200 OK",
      done: true,
    });
    registry.changed([setup.printerId]);
    await settling;
    expect(registry.workToLookFor(setup.printerId)).not.toBeNull();
  });

  it("answers a poll with nothing to print without touching the database", async () => {
    let uses = 0;
    const real = setup.test.database.db;
    const counted = new Proxy(real, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          uses++;
          return value.apply(target, args);
        };
      },
    });
    const quiet = createPrinterGateway({
      db: counted,
      registry: createPrinterRegistry(),
      onNews: () => {},
    });
    // A poll as the protocols make it: who is calling, note the call, anything to print?
    const poll = async () => {
      const known = await quiet.authenticate(setup.printerId, setup.key, "star-cloudprnt");
      if (!known) throw new Error("the printer was not recognised");
      quiet.sawCall(known, null);
      return { known, jobId: await quiet.nextJobId(known) };
    };

    // The first call reads the printer and looks for work; what earlier tests left is printed.
    for (let next = await poll(); next.jobId !== null; next = await poll()) {
      const delivered = await quiet.deliver(next.known, next.jobId);
      if (!delivered) throw new Error("no job was handed out");
      await quiet.settle(next.known, { jobId: delivered.job.id, result: "200 OK", done: true });
    }
    expect(uses).toBeGreaterThan(0);

    uses = 0;
    for (let call = 0; call < 5; call++) expect((await poll()).jobId).toBeNull();
    expect(uses).toBe(0);
  });

  it("writes calls in one statement, keeping the reported state when a call reports none", async () => {
    const db = setup.test.database.db;
    const low = { paper: "low" as const, coverOpen: false, reported: "200 OK" };
    await writeSeen(db, [
      { id: setup.printerId, seenAt: new Date("2026-11-27T14:00:00Z"), condition: low },
    ]);
    // An Epson GetRequest says nothing of paper or cover.
    await writeSeen(db, [
      { id: setup.printerId, seenAt: new Date("2026-11-27T14:00:05Z"), condition: null },
    ]);
    const row = await findPrinterById(db, setup.printerId);
    expect(row).toMatchObject({
      lastSeenAt: new Date("2026-11-27T14:00:05Z"),
      condition: low,
      offlineSince: null,
    });
  });
});
