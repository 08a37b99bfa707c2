import type { FastifyBaseLogger } from "fastify";
import { PRINTER_OFFLINE_AFTER_MS } from "../../../domain/printing";
import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { orderChanged } from "../orders/order-events";
import { makeAutoPrintJobs } from "./auto-print";
import { listAutoPrintRestaurants } from "./print-jobs.repository";
import { printersChanged, publishPrintersChanged } from "./printer-events";
import type { PrinterRegistry } from "./printer-registry";
import { markOffline, writeSeen } from "./printers.repository";

/**
 * The printers' background work in every instance (docs/printing.md):
 * - writes the calls this instance saw, in one statement every `WRITE_MS`, at once when a
 *   printer came back or reported a new paper or cover state;
 * - marks printers silent for `PRINTER_OFFLINE_AFTER_MS` offline, once, and tells their
 *   dashboards and backups;
 * - makes auto-print jobs shortly after an order event of a restaurant with auto-printing
 *   printers (every instance hears every event, and jobs are made once by their cause);
 *   looks over the last day for each such restaurant when it starts and when its feed of
 *   events comes back after a loss, and again a while after a look failed, so nothing
 *   waits on an event missed.
 */
export const WRITE_MS = 5_000;
export const ROUND_MS = 10_000;
/** How far back a look after an event goes; and a look at start or after a lost feed. */
export const EVENT_LOOKBACK_MS = 60 * 60_000;
export const SWEEP_LOOKBACK_MS = 24 * 60 * 60_000;
const SETTLE_MS = 150;
const RETRY_MS = 30_000;

export type PrinterWatch = {
  /** Writes what was seen soon (a printer came back). */
  writeSoon(): void;
  /** One round now: write, mark offline. Tests call it with a moved clock. */
  runRound(): Promise<void>;
  /** Looks over the last day of every auto-printing restaurant (as at start). */
  sweep(): Promise<void>;
  /** Makes this restaurant's jobs now; resolves when done. */
  makeJobs(restaurantId: string): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

export function createPrinterWatch({
  db,
  bus,
  registry,
  logger,
  clock = () => new Date(),
}: {
  db: Database;
  bus: EventBus;
  registry: PrinterRegistry;
  logger: FastifyBaseLogger;
  clock?: () => Date;
}): PrinterWatch {
  let autoPrinting = new Set<string>();
  /** For each read of the auto-printing list under way: the restaurants told of meanwhile. */
  const toldDuringReads = new Set<Set<string>>();
  const pending = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let writeTimer: NodeJS.Timeout | null = null;
  let roundTimer: NodeJS.Timeout | null = null;
  let soonTimer: NodeJS.Timeout | null = null;
  let isStopped = false;

  /** Kept until it settles, so `stop` waits for it; its failure is the caller's to handle. */
  const track = <T>(work: Promise<T>) => {
    running.add(work);
    const forget = () => running.delete(work);
    work.then(forget, forget);
    return work;
  };

  const write = () =>
    track(
      (async () => {
        const seen = registry.takeSeen();
        if (seen.length === 0) return;
        await db.transaction(async (tx) => {
          await writeSeen(tx, seen);
          const news = new Map<string, string[]>();
          for (const printer of seen.filter((each) => each.isNews))
            news.set(printer.restaurantId, [...(news.get(printer.restaurantId) ?? []), printer.id]);
          for (const [restaurantId, ids] of news)
            await publishPrintersChanged(bus, tx, restaurantId, ids, { isStateOnly: true });
        });
      })().catch((error: unknown) => logger.warn({ err: error }, "could not write printer calls")),
    );

  const makeJobs = (restaurantId: string, lookbackMs = EVENT_LOOKBACK_MS): Promise<void> =>
    track(
      makeAutoPrintJobs({
        db,
        bus,
        restaurantId,
        since: new Date(clock().getTime() - lookbackMs),
      })
        .then(() => undefined)
        .catch((error: unknown) => {
          logger.warn({ err: error, restaurantId }, "could not make print jobs");
          if (isStopped) return;
          setTimeout(() => {
            if (!isStopped) void makeJobs(restaurantId, SWEEP_LOOKBACK_MS);
          }, RETRY_MS).unref();
        }),
    );

  const sweep = async () => {
    await refreshAutoPrinting();
    for (const restaurantId of autoPrinting) await makeJobs(restaurantId, SWEEP_LOOKBACK_MS);
  };

  /**
   * Reads which restaurants print by themselves. A restaurant told of meanwhile stays in the
   * set (its printer committed after the read began); one new to the set was not watched
   * until now, so orders of its that the watch let pass are looked for again.
   */
  const refreshAutoPrinting = async () => {
    const before = autoPrinting;
    const told = new Set<string>();
    toldDuringReads.add(told);
    try {
      autoPrinting = new Set([...(await listAutoPrintRestaurants(db)), ...told]);
    } finally {
      toldDuringReads.delete(told);
    }
    return [...autoPrinting].filter((restaurantId) => !before.has(restaurantId));
  };

  const unsubscribe = bus.on(orderChanged, ({ restaurantId }) => {
    if (isStopped || !autoPrinting.has(restaurantId)) return;
    clearTimeout(pending.get(restaurantId));
    const timer = setTimeout(() => {
      pending.delete(restaurantId);
      void makeJobs(restaurantId);
    }, SETTLE_MS);
    timer.unref();
    pending.set(restaurantId, timer);
  });
  const unsubscribePrinters = bus.on(printersChanged, ({ restaurantId, printerIds, ...change }) => {
    registry.changed(printerIds, change);
    // Only a printer's settings can make it print by itself: new jobs and a paper state
    // leave the list as it was, so an order event of a restaurant that prints by hand
    // costs no look.
    if (!change.isPrinterChange) return;
    autoPrinting.add(restaurantId);
    for (const told of toldDuringReads) told.add(restaurantId);
    // The brands cooked in its kitchen print on its printers too: read them now rather than
    // at the next round, and catch up on what they were sent meanwhile.
    void track(catchUp()).catch((error: unknown) =>
      logger.warn({ err: error }, "could not look for print jobs"),
    );
  });
  const unsubscribeResubscribed = bus.onResubscribed(() => {
    registry.changedAll();
    void track(sweep()).catch((error: unknown) =>
      logger.warn({ err: error }, "could not look for print jobs"),
    );
  });

  const runRound = async () => {
    await write();
    const now = clock();
    const gone = await markOffline(db, new Date(now.getTime() - PRINTER_OFFLINE_AFTER_MS), now);
    if (gone.length > 0) {
      await db.transaction(async (tx) => {
        for (const printer of gone) {
          const ids = [printer.id, ...(printer.backupPrinterId ? [printer.backupPrinterId] : [])];
          await publishPrintersChanged(bus, tx, printer.restaurantId, ids, {
            isPrinterChange: true,
          });
        }
      });
    }
    await catchUp();
  };

  /** Reads which restaurants print by themselves, and looks back over those new to the set. */
  const catchUp = async () => {
    const unwatched = await refreshAutoPrinting();
    for (const restaurantId of unwatched) await makeJobs(restaurantId, SWEEP_LOOKBACK_MS);
  };

  return {
    writeSoon() {
      if (soonTimer || isStopped) return;
      soonTimer = setTimeout(() => {
        soonTimer = null;
        void write();
      }, 50);
      soonTimer.unref();
    },
    runRound: () =>
      track(runRound()).catch((error: unknown) =>
        logger.warn({ err: error }, "printer watch round failed"),
      ),
    makeJobs: (restaurantId) => makeJobs(restaurantId),
    sweep: () => track(sweep()),
    start() {
      writeTimer = setInterval(() => void write(), WRITE_MS);
      writeTimer.unref();
      roundTimer = setInterval(() => {
        void track(runRound()).catch((error: unknown) =>
          logger.warn({ err: error }, "printer watch round failed"),
        );
      }, ROUND_MS);
      roundTimer.unref();
      void track(sweep()).catch((error: unknown) =>
        logger.warn({ err: error }, "could not look for print jobs"),
      );
    },
    async stop() {
      isStopped = true;
      unsubscribe();
      unsubscribePrinters();
      unsubscribeResubscribed();
      for (const timer of [writeTimer, roundTimer, soonTimer]) if (timer) clearInterval(timer);
      for (const timer of pending.values()) clearTimeout(timer);
      await Promise.allSettled([...running]);
      await write();
    },
  };
}
