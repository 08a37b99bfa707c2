import { z } from "zod";
import { ORDER_STATUSES } from "../status";

/**
 * An order's history as the order dialog shows it: each change of status, who made it and on
 * which device, when. Names are kept as they were at the time, so a person removed from the
 * team or a device revoked since still shows by name.
 */
export const historyEntrySchema = z.object({
  /** Events by their id; the acceptance (sent to the platform, no status change) as "accepted". */
  id: z.union([z.number().int(), z.literal("accepted")]),
  /**
   * A change of status, or the order's acceptance: told to its platform by someone, with no
   * status change of its own ("Accepted by Maria on Pass iPad"); OrderDock's own acceptance
   * (auto-accept) and those made before names were kept say only "Accepted".
   */
  kind: z.enum(["status", "accepted"]),
  at: z.string(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  /** A person (signed in, or by PIN on a device), a device on its own, the platform, OrderDock. */
  by: z.enum(["person", "kitchen", "platform", "system"]),
  personName: z.string().nullable(),
  deviceName: z.string().nullable(),
  /** Taken back with Undo: it stays in the history, struck through. */
  undone: z.boolean(),
  /** An undo: the change it took back. */
  isCorrection: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const orderHistorySchema = z.object({ entries: z.array(historyEntrySchema) });
export type OrderHistory = z.infer<typeof orderHistorySchema>;
