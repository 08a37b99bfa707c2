import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/database";
import { printJobs } from "../../db/schema/print-jobs";
import { createMemoryEventBus } from "../../test/memory-event-bus";
import { placeOrder, printerApi } from "../../test/printer-helpers";
import { createSignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { TEST_SECRETS_KEY } from "../../test/webhook-helpers";
import { orderChanged } from "../orders/order-events";
import { type PrintersChanged, printersChanged } from "./printer-events";
import { createPrinterRegistry } from "./printer-registry";
import { createPrinterWatch } from "./printer-watch";

/**
 * A database that fails every query (an outage at start) makes the printer watch log, not
 * crash the process: no rejection is left unhandled, and it stops cleanly.
 */
describe("the printer watch when the database fails", () => {
  it("logs the failed look at start and leaves no rejection unhandled", async () => {
    const failing = new Error("timeout exceeded when trying to connect");
    const db = {
      execute: () => Promise.reject(failing),
      transaction: () => Promise.reject(failing),
      update: () => {
        throw failing;
      },
    } as unknown as Database;
    const { bus } = createMemoryEventBus();
    const warnings: string[] = [];
    const logger = pino({ level: "silent" });
    logger.warn = ((_: unknown, message: string) =>
      void warnings.push(message)) as typeof logger.warn;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const watch = createPrinterWatch({ db, bus, registry: createPrinterRegistry(), logger });
      watch.start();
      await watch.stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      expect(warnings).toContain("could not look for print jobs");
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});

/**
 * Which restaurants print by themselves changes only with a printer's settings: a job
 * announced to a printer that prints by hand does not make the watch look for auto-print
 * jobs at that restaurant's next order event.
 */
describe("the printer watch hearing of printers", () => {
  const watchWithListeners = () => {
    const used: string[] = [];
    const db = new Proxy({} as Database, {
      get: (_target, method) => () => {
        used.push(String(method));
        throw new Error("no database here");
      },
    });
    const memory = createMemoryEventBus();
    const bus = memory.bus;
    const watch = createPrinterWatch({
      db,
      bus,
      registry: createPrinterRegistry(),
      logger: pino({ level: "silent" }),
    });
    const orderArrives = async (restaurantId: string) => {
      memory.emit(orderChanged, {
        restaurantId,
        message: { type: "NEW_ORDER", order: { id: "o-1", orderNumber: "1", status: "new" } },
      });
      await vi.advanceTimersByTimeAsync(1_000);
    };
    return {
      used,
      watch,
      orderArrives,
      printersChanged: (
        restaurantId: string,
        printerIds: string[],
        change: Omit<PrintersChanged, "restaurantId" | "printerIds">,
      ) => memory.emit(printersChanged, { restaurantId, printerIds, ...change }),
    };
  };
  const change = { isPrinterChange: false, readyJobs: {}, isStateOnly: false };

  it("leaves a restaurant whose printer was only given a job unwatched", async () => {
    vi.useFakeTimers();
    try {
      const { used, watch, orderArrives, printersChanged } = watchWithListeners();
      printersChanged("r-1", ["p-1"], { ...change, readyJobs: { "p-1": "j-1" } });
      printersChanged("r-1", ["p-1"], { ...change, isStateOnly: true });
      await orderArrives("r-1");
      expect(used).toEqual([]);
      await watch.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("looks for jobs at a restaurant whose printer's settings changed", async () => {
    vi.useFakeTimers();
    try {
      const { used, watch, orderArrives, printersChanged } = watchWithListeners();
      printersChanged("r-1", ["p-1"], { ...change, isPrinterChange: true });
      await orderArrives("r-1");
      expect(used).not.toEqual([]);
      await watch.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * A restaurant the watch did not know prints by itself (its printer's notice came while the
 * list was being read, or not at all) has its orders looked for once the watch learns of it:
 * a new order still prints.
 */
describe(`the printer watch learning of a restaurant late (${TEST_ENGINE})`, () => {
  let test: TestApp;
  afterAll(() => test?.close());

  it("makes the jobs of orders that arrived before it knew the restaurant printed", async () => {
    test = await createTestApp({ config: { secretsKey: TEST_SECRETS_KEY } });
    const { db } = test.database;
    const owner = await createSignedInOwner(test.app, db, "Late Watch Diner");
    const { printer } = await printerApi(test.app, owner.token).add({
      name: "Kitchen",
      station: "kitchen",
      protocol: "star-cloudprnt",
      paperWidth: 80,
      autoPrint: ["new"],
    });
    // The app's own watch heard of the printer; this one, made after, does not: the feed's
    // probe comes back only after every notification before it was delivered.
    await test.app.events.checkFeed(10_000);
    await test.app.printerWatch.stop();
    const late = createPrinterWatch({
      db,
      bus: test.app.events,
      registry: createPrinterRegistry(),
      logger: pino({ level: "silent" }),
    });
    try {
      const order = await placeOrder(db, owner.restaurantId, ["Smash Burger"]);
      // Its announcement reaches the new watch, which lets it pass.
      await test.app.events.checkFeed(10_000);
      const jobsOf = () => db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
      expect(await jobsOf()).toEqual([]);
      await late.runRound();
      expect((await jobsOf()).map((job) => job.printerId)).toEqual([printer.id]);
    } finally {
      await late.stop();
    }
  });
});
