import { z } from "zod";
import type { Database } from "../../db/database";
import { forwardToBrowsers } from "../../events/browser-forward";
import type { EventBus } from "../../events/event-bus";
import { defineEvent, type EventPayload } from "../../events/event-definition";

/**
 * A restaurant's printers changed: their settings, their jobs (new work for a printer that
 * polls) or their state (one went offline). Instances drop what they remember of them.
 */
export const printersChanged = defineEvent(
  "printersChanged",
  z.object({
    restaurantId: z.string(),
    printerIds: z.array(z.string()).max(100),
    /** The printers themselves changed (settings, offline), not only their jobs. */
    isPrinterChange: z.boolean().default(false),
    /** For a printer given new work: its oldest new job, so its next call need not look. */
    readyJobs: z.record(z.string(), z.string()).default({}),
    /** Only what dashboards show changed (a printer came back, its paper, its cover). */
    isStateOnly: z.boolean().default(false),
  }),
);
export type PrintersChanged = EventPayload<typeof printersChanged>;

export const printersForBrowsers = forwardToBrowsers(printersChanged, () => ({
  type: "PRINTERS_CHANGED",
}));

/** What changed of a restaurant's printers (publishPrintersChanged). */
export type PrintersChange = {
  isPrinterChange?: boolean;
  /** Printer id → the id of its oldest job made by this change. */
  readyJobs?: Readonly<Record<string, string>>;
  /** Only what dashboards show changed: no job, no setting. */
  isStateOnly?: boolean;
};

// 100 ids of 36 characters, with a job id for each, stay under PostgreSQL's NOTIFY limit.
const PRINTERS_PER_EVENT = 50;

/**
 * Tells every instance, when `tx` commits, that these printers' jobs changed, or (with
 * `isPrinterChange`) the printers themselves: their settings, or that they went offline.
 * `readyJobs` names a printer's oldest new job, when it was given one.
 */
export async function publishPrintersChanged(
  bus: EventBus,
  tx: Database,
  restaurantId: string,
  printerIds: readonly string[],
  { isPrinterChange, readyJobs, isStateOnly }: PrintersChange = {},
): Promise<void> {
  const ids = [...new Set(printerIds)];
  for (let start = 0; start === 0 || start < ids.length; start += PRINTERS_PER_EVENT) {
    const chunk = ids.slice(start, start + PRINTERS_PER_EVENT);
    const chunkJobs = Object.fromEntries(
      chunk.flatMap((id) => (readyJobs?.[id] ? [[id, readyJobs[id]]] : [])),
    );
    await bus.publish(tx, printersChanged, {
      restaurantId,
      printerIds: chunk,
      ...(isPrinterChange && { isPrinterChange }),
      ...(isStateOnly && { isStateOnly }),
      ...(Object.keys(chunkJobs).length > 0 && { readyJobs: chunkJobs }),
    });
  }
}
