import type { PaperWidth, PrinterCondition, PrinterProtocol } from "../../../domain/printing";
import type { TicketDocument } from "../../../domain/tickets/ticket-document";
import type { Database } from "../../db/database";
import { handOutJob, nextJobFor, type PrintJobRow, settleJob } from "./print-jobs.repository";
import type { KnownPrinter, PrinterRegistry } from "./printer-registry";
import { findPrinterById } from "./printers.repository";
import { renderJob } from "./render-job";

/**
 * What both printer protocols do, whatever their messages (docs/printing.md): know the
 * printer by its id and secret, note its call, say whether a job is ready, hand a job out
 * and take its result. A call with nothing to print reads nothing from the database.
 */
export type PrinterGateway = ReturnType<typeof createPrinterGateway>;

export type DeliveredJob = {
  job: PrintJobRow;
  document: TicketDocument;
  paperWidth: PaperWidth;
};

export function createPrinterGateway({
  db,
  registry,
  clock = () => new Date(),
  onNews,
}: {
  db: Database;
  registry: PrinterRegistry;
  clock?: () => Date;
  /** A printer came back or reported a new paper or cover state: write it soon. */
  onNews: () => void;
}) {
  return {
    /** The printer with this id and secret, of this protocol; null for any mismatch. */
    async authenticate(
      id: string,
      secret: string,
      protocol: PrinterProtocol,
    ): Promise<KnownPrinter | null> {
      let printer = registry.known(id);
      if (!printer) {
        const row = await findPrinterById(db, id);
        if (!row) return null;
        printer = {
          id: row.id,
          restaurantId: row.restaurantId,
          name: row.name,
          protocol: row.protocol,
          paperWidth: row.paperWidth,
          secretHash: row.secretHash,
          isOffline: row.offlineSince !== null || row.lastSeenAt === null,
        };
        registry.remember(printer);
      }
      if (printer.protocol !== protocol || !registry.isSecretOf(printer, secret)) return null;
      return printer;
    },

    sawCall(printer: KnownPrinter, condition: PrinterCondition | null): void {
      if (registry.sawCall(printer, clock(), condition)) onNews();
    },

    /**
     * The id of the job it would print next, or null: the job a notification named when
     * there is one, else a look in the database, made only when told there may be work.
     */
    async nextJobId(printer: KnownPrinter): Promise<string | null> {
      const ready = registry.readyJob(printer.id);
      if (ready) return ready;
      const generation = registry.workToLookFor(printer.id);
      if (generation === null) return null;
      const job = await nextJobFor(db, printer.id, clock());
      if (!job) registry.foundNoWork(printer.id, generation);
      return job?.id ?? null;
    },

    /** Hands out the named job (or its next) and renders it; null when none is offered. */
    async deliver(printer: KnownPrinter, jobId: string | null): Promise<DeliveredJob | null> {
      const now = clock();
      const handed = await handOutJob(db, { printerId: printer.id, jobId, now });
      registry.handedOut(printer.id, handed?.job.id ?? null);
      if (!handed) return null;
      const { document, paperWidth } = renderJob(handed.job, handed.context, {
        deliveredTo: printer.id,
        now,
      });
      return { job: handed.job, document, paperWidth };
    },

    /**
     * The printer's result for a job: done when `done`, else kept to be handed out again.
     * Returns the job's id, or null when it had no such job open.
     * When the same statement finds nothing more for it, its next call looks no further,
     * unless news of a job came meanwhile. Announced to no one: what staff see of it
     * (tickets to print) is read again by Settings on its own timer, and a NOTIFY would make
     * this commit wait behind every other notifying one, at a hundred a second.
     */
    async settle(
      printer: KnownPrinter,
      { jobId, result, done }: { jobId: string | null; result: string; done: boolean },
    ): Promise<string | null> {
      const generation = registry.workToLookFor(printer.id);
      const settled = await settleJob(db, {
        printerId: printer.id,
        jobId,
        result,
        done,
        now: clock(),
      });
      if (!settled) return null;
      if (!settled.hasMoreWork && generation !== null) registry.foundNoWork(printer.id, generation);
      return settled.jobId;
    },
  };
}
