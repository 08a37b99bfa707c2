import { z } from "zod";

/**
 * The restaurant's activity log (Settings → Activity): every change made through OrderDock,
 * who made it and on which device, newest first (docs/activity-log.md). Shared by the server's
 * route and the browser's list, so both say the same words.
 */
export const ACTIVITY_KINDS = [
  "orders",
  "availability",
  "store",
  "menu",
  "printers",
  "settings",
  "people",
  "devices",
  "platforms",
  "alerts",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  orders: "Orders",
  availability: "86 and back",
  store: "Pause and busy",
  menu: "Menu",
  printers: "Printers",
  settings: "Settings",
  people: "People",
  devices: "Devices",
  platforms: "Platforms",
  alerts: "Phone alerts",
};

/** The person filter's value for what a device did on its own, as "Kitchen". */
export const KITCHEN_FILTER = "kitchen";
export const ACTIVITY_PAGE_SIZE = 50;

export const activityQuerySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS, "Choose one of the kinds of change").optional(),
  /** A person's id, or `kitchen` for a device on its own. */
  person: z.string().max(100).optional(),
  /** The page after this entry's id (the list's `nextBefore`). */
  before: z.coerce.number().int().positive().optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** What was done, in a few words: "Paused a channel", "86'd an item". */
  action: z.string(),
  /** What it was done to, where the change names it: "Order #W-1002", "Truffle Fries". */
  subject: z.string().nullable(),
  by: z.enum(["person", "kitchen"]),
  personName: z.string().nullable(),
  deviceName: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Pass as `before` for the next, older page; null when this is the last. */
  nextBefore: z.number().int().nullable(),
  /**
   * The people on the team the log names, for the person filter (a removed person's lines
   * keep their name); on the first page only, empty on the older ones.
   */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
