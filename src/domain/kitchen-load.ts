import { z } from "zod";
import { BUSY_EXTRA_MINUTES } from "./store-controls";

/**
 * The kitchen's load (docs/kitchen-load.md): the minutes of work in the open orders (new and
 * preparing), each item counted by its quantity times its preparation minutes from the menu,
 * or the restaurant's default per item when the menu gives none. Optional rules act on it:
 * above one level, busy mode's minutes on the marketplaces; above another, the marketplaces
 * paused; back below, undone.
 */
export const DEFAULT_ITEM_MINUTES = 5;
export const LOAD_MINUTES_RANGE = { min: 1, max: 1000 } as const;

export type KitchenLoadRules = {
  /** Above this many minutes of work, busy mode on the marketplaces; null: never. */
  busyAboveMinutes: number | null;
  busyExtraMinutes: number;
  /** Above this many, the marketplaces are paused; null: never. */
  pauseAboveMinutes: number | null;
};

const loadMinutes = z
  .int("Minutes of work must be a whole number")
  .min(LOAD_MINUTES_RANGE.min, `Minutes of work must be from ${LOAD_MINUTES_RANGE.min}`)
  .max(LOAD_MINUTES_RANGE.max, `Minutes of work can be at most ${LOAD_MINUTES_RANGE.max}`)
  .nullable();

export const kitchenLoadRulesSchema = z
  .object({
    busyAboveMinutes: loadMinutes,
    busyExtraMinutes: z
      .int()
      .refine(
        (value) => (BUSY_EXTRA_MINUTES as readonly number[]).includes(value),
        "Busy mode adds 10, 20 or 30 minutes",
      ),
    pauseAboveMinutes: loadMinutes,
  })
  .superRefine((rules, context) => {
    if (
      rules.busyAboveMinutes !== null &&
      rules.pauseAboveMinutes !== null &&
      rules.pauseAboveMinutes <= rules.busyAboveMinutes
    ) {
      context.addIssue({
        code: "custom",
        path: ["pauseAboveMinutes"],
        message: "Pausing must start above the busy level",
      });
    }
  });

/** 0: normal; 1: above the busy level; 2: above the pause level. */
export type LoadLevel = 0 | 1 | 2;

export function loadLevel(minutes: number, rules: KitchenLoadRules | null): LoadLevel {
  if (!rules) return 0;
  if (rules.pauseAboveMinutes !== null && minutes > rules.pauseAboveMinutes) return 2;
  if (rules.busyAboveMinutes !== null && minutes > rules.busyAboveMinutes) return 1;
  return 0;
}

export type LoadLine = { name: string; quantity: number };

/**
 * Minutes of work in these orders' lines: each line's quantity times its item's minutes
 * (matched by name, as platforms send names), or `defaultMinutes` for an item the menu does
 * not know or gives no minutes for.
 */
export function workMinutes(
  lines: readonly LoadLine[],
  minutesByName: ReadonlyMap<string, number>,
  defaultMinutes: number,
): number {
  return lines.reduce(
    (sum, line) =>
      sum + line.quantity * (minutesByName.get(normalizeItemName(line.name)) ?? defaultMinutes),
    0,
  );
}

/** How an order's item name is matched with the menu's: case and spacing aside. */
export function normalizeItemName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The gauge's share of the scale: the pause level (or busy level) is the top. */
export function loadShare(minutes: number, rules: KitchenLoadRules | null): number {
  const top = rules?.pauseAboveMinutes ?? rules?.busyAboveMinutes ?? 120;
  return Math.min(1, minutes / top);
}
