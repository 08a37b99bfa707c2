import { timingSafeEqual } from "node:crypto";
import type { PrinterCondition, PrinterProtocol } from "../../../domain/printing";
import { safeEqual } from "../../lib/safe-equal";
import { hashToken } from "../../lib/tokens";
import type { PrintersChange } from "./printer-events";

/**
 * What this instance remembers of the printers that call it, so that a call with nothing to
 * print costs no database query (docs/printing.md):
 * - who a printer is and its secret's hash, read once and kept until a PRINTERS_CHANGED
 *   notification names it, and the secret its calls proved, so later calls are checked
 *   without hashing (a thousand calls a second at 5,000 printers);
 * - whether it may have work: true until a look in the database finds none, and true again
 *   when a notification says its jobs changed (or a printer it backs up went offline);
 * - the job a notification said was made for it, so that its next call is told of the job
 *   without a look; a job gone meanwhile is found out when the printer asks for it;
 * - when it last called and what it reported, written to the database in batches by the
 *   printer watch.
 */
export type KnownPrinter = {
  id: string;
  restaurantId: string;
  name: string;
  protocol: PrinterProtocol;
  paperWidth: number;
  secretHash: string;
  /** Offline as the database last said: its next call brings it back at once. */
  isOffline: boolean;
};

type Entry = {
  printer: KnownPrinter | null;
  /** The secret a call proved against `printer`'s hash; dropped with `printer`. */
  provenSecret: string | null;
  /** Kept when `printer` is dropped to be read again: its calls are still to be written. */
  restaurantId: string | null;
  /** Whether it was offline when it called, until that call is written. */
  wasOffline: boolean;
  mayHaveWork: boolean;
  /** Its oldest job a notification named since its last look or hand-out. */
  readyJobId: string | null;
  /** Counts notifications, so a look that raced one does not clear its news. */
  generation: number;
  seenAt: Date | null;
  condition: PrinterCondition | null;
  /** Whether `seenAt` or `condition` changed since the last write. */
  isDirty: boolean;
  /** The condition last written, so only a change is announced. */
  writtenCondition: string | null;
};

export type SeenPrinter = {
  id: string;
  restaurantId: string;
  seenAt: Date;
  condition: PrinterCondition | null;
  /** It was offline or reported a different paper or cover: dashboards should hear now. */
  isNews: boolean;
};

export type PrinterRegistry = ReturnType<typeof createPrinterRegistry>;

export function createPrinterRegistry() {
  const entries = new Map<string, Entry>();
  const entryOf = (id: string): Entry => {
    let entry = entries.get(id);
    if (!entry) {
      entry = {
        printer: null,
        provenSecret: null,
        restaurantId: null,
        wasOffline: false,
        mayHaveWork: true,
        readyJobId: null,
        generation: 0,
        seenAt: null,
        condition: null,
        isDirty: false,
        writtenCondition: null,
      };
      entries.set(id, entry);
    }
    return entry;
  };

  return {
    /** The printer as remembered, or null when it must be read. */
    known(id: string): KnownPrinter | null {
      return entries.get(id)?.printer ?? null;
    },
    remember(printer: KnownPrinter): void {
      const entry = entryOf(printer.id);
      entry.printer = printer;
      entry.provenSecret = null;
      entry.restaurantId = printer.restaurantId;
    },
    /** Whether `secret` is this printer's: compared in constant time. */
    isSecretOf(printer: KnownPrinter, secret: string): boolean {
      const entry = entries.get(printer.id);
      const isCurrent = entry?.printer === printer;
      if (isCurrent && entry.provenSecret !== null && safeEqual(secret, entry.provenSecret))
        return true;
      const given = Buffer.from(hashToken(secret));
      const expected = Buffer.from(printer.secretHash);
      const isSecret = given.length === expected.length && timingSafeEqual(given, expected);
      if (isSecret && isCurrent) entry.provenSecret = secret;
      return isSecret;
    },
    /** A call: remembered in memory; returns whether it should be written now. */
    sawCall(printer: KnownPrinter, at: Date, condition: PrinterCondition | null): boolean {
      const entry = entryOf(printer.id);
      entry.seenAt = at;
      if (condition) entry.condition = condition;
      entry.isDirty = true;
      if (printer.isOffline) entry.wasOffline = true;
      // Online from this call on, whatever the database says until it is written.
      printer.isOffline = false;
      return entry.wasOffline || keyOf(entry.condition) !== entry.writtenCondition;
    },
    /** Null when it has nothing to print; else the generation to pass to `foundNoWork`. */
    workToLookFor(id: string): number | null {
      const entry = entryOf(id);
      return entry.mayHaveWork ? entry.generation : null;
    },
    /** The job a notification named for it and not handed out since: no look needed. */
    readyJob(id: string): string | null {
      return entries.get(id)?.readyJobId ?? null;
    },
    /** A job was handed out, or none when `jobId` is null: the named one is not news now. */
    handedOut(id: string, jobId: string | null): void {
      const entry = entryOf(id);
      if (jobId === null || entry.readyJobId === jobId) entry.readyJobId = null;
    },
    /** A look begun at `generation` found nothing: unless news came meanwhile, stop looking. */
    foundNoWork(id: string, generation: number): void {
      const entry = entryOf(id);
      if (entry.generation !== generation) return;
      entry.mayHaveWork = false;
      entry.readyJobId = null;
    },
    /**
     * A notification named these printers: look for work on their next call (or offer the
     * job it named), and when the printers themselves changed (settings, secret, offline),
     * read them again too.
     */
    changed(
      ids: readonly string[],
      { isPrinterChange = false, readyJobs = {}, isStateOnly = false }: PrintersChange = {},
    ): void {
      // A printer back online, or its paper or cover: what dashboards show, not its work.
      if (isStateOnly) return;
      for (const id of ids) {
        const entry = entries.get(id);
        if (!entry) continue;
        if (isPrinterChange) {
          entry.printer = null;
          entry.provenSecret = null;
          entry.readyJobId = null;
        } else if (!entry.mayHaveWork) {
          // Nothing else was waiting, so the named job is its oldest. When something was,
          // what it knew stands: an older named job, or a look that finds the oldest.
          entry.readyJobId = readyJobs[id] ?? null;
        }
        entry.mayHaveWork = true;
        entry.generation++;
      }
    },
    /** The feed was lost for a while: any printer may have work no one told of. */
    changedAll(): void {
      for (const entry of entries.values()) {
        entry.printer = null;
        entry.provenSecret = null;
        entry.readyJobId = null;
        entry.mayHaveWork = true;
        entry.generation++;
      }
    },
    /** Everything not yet written, marked written. */
    takeSeen(): SeenPrinter[] {
      const seen: SeenPrinter[] = [];
      for (const [id, entry] of entries) {
        if (!entry.isDirty || !entry.seenAt || !entry.restaurantId) continue;
        const conditionKey = keyOf(entry.condition);
        seen.push({
          id,
          restaurantId: entry.restaurantId,
          seenAt: entry.seenAt,
          condition: entry.condition,
          isNews: entry.wasOffline || conditionKey !== entry.writtenCondition,
        });
        entry.isDirty = false;
        entry.wasOffline = false;
        entry.writtenCondition = conditionKey;
      }
      return seen;
    },
    /** A printer was deleted: forget it. */
    forget(id: string): void {
      entries.delete(id);
    },
  };
}

/** A condition as one string, to tell a change from the one last written. */
function keyOf(condition: PrinterCondition | null): string | null {
  return condition ? `${condition.paper}|${condition.coverOpen}|${condition.reported}` : null;
}
