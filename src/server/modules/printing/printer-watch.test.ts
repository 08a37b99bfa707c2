import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import type { EventBus } from "../realtime/event-bus";
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
    const none = () => () => {};
    const bus = {
      subscribe: none,
      onPrintersChanged: none,
      onResubscribed: none,
    } as unknown as EventBus;
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
