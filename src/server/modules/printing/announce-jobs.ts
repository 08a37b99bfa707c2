import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import type { MadeJobRow } from "./print-jobs.repository";
import { publishPrintersChanged } from "./printer-events";

/**
 * Tells every instance, when `tx` commits, of jobs just made: each printer given work, with
 * its oldest new job (so a printer with nothing else waiting is told of it on its next call
 * without a look), and the backups of those offline, which print their jobs meanwhile and
 * look for them. Returns the printers told.
 */
export async function announceJobs(
  tx: Database,
  bus: EventBus,
  restaurantId: string,
  made: readonly MadeJobRow[],
): Promise<string[]> {
  const readyJobs: Record<string, string> = {};
  const oldest = new Map<string, MadeJobRow>();
  const printerIds = new Set<string>();
  for (const job of made) {
    printerIds.add(job.printerId);
    if (job.offlineBackupId) printerIds.add(job.offlineBackupId);
    const known = oldest.get(job.printerId);
    if (!known || isOlder(job, known)) oldest.set(job.printerId, job);
  }
  for (const [printerId, job] of oldest) readyJobs[printerId] = job.id;
  if (printerIds.size === 0) return [];
  await publishPrintersChanged(bus, tx, restaurantId, [...printerIds], { readyJobs });
  return [...printerIds];
}

/** The order in which a printer is offered its jobs: by time made, then by id. */
function isOlder(job: MadeJobRow, than: MadeJobRow): boolean {
  const difference = job.createdAt.getTime() - than.createdAt.getTime();
  return difference < 0 || (difference === 0 && job.id < than.id);
}
