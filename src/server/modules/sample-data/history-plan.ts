import { addDays } from "../../../domain/calendar-date";
import { localDateOf, startOfDate } from "../../../domain/local-midnight";
import type { Platform } from "../../../domain/platforms";
import type { SampleOrderPlan } from "./insert-sample-orders";
import type { Random } from "./random";

/** How a typical restaurant's orders split between channels (weights, not a rule). */
const PLATFORM_WEIGHTS: ReadonlyArray<[Platform, number]> = [
  ["ubereats", 32],
  ["doordash", 26],
  ["grubhub", 12],
  ["website", 14],
  ["shopify", 9],
  ["woocommerce", 7],
];

function weightedPlatform(random: Random): Platform {
  let roll = random.int(
    1,
    PLATFORM_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0),
  );
  for (const [platform, weight] of PLATFORM_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return platform;
  }
  return "ubereats";
}

/** Minutes after local midnight: a lunch peak, a bigger dinner peak and a few late orders. */
function orderMinute(random: Random): number {
  const roll = random.next();
  const [from, to] =
    roll < 0.38 ? [11 * 60, 14 * 60] : roll < 0.92 ? [17 * 60, 21 * 60] : [14 * 60, 23 * 60];
  return random.int(from, to);
}

export type HistoryPlanOptions = {
  random: Random;
  now: Date;
  timeZone: string;
  /** Days of history before today. */
  days?: number;
};

/**
 * Finished orders of the past weeks, so Analytics has trends to show on a fresh install and
 * in the demo: 12–20 orders a day, more on Fridays and Saturdays, about 1 in 25 cancelled.
 * Orders of the last 48 hours are left to the lunch-rush plan, which the dashboard shows.
 */
export function recentHistoryPlan({
  random,
  now,
  timeZone,
  days = 35,
}: HistoryPlanOptions): SampleOrderPlan[] {
  const today = localDateOf(now, timeZone);
  const plans: SampleOrderPlan[] = [];
  for (let back = 1; back <= days; back += 1) {
    const date = addDays(today, -back);
    const midnight = startOfDate(date, timeZone).getTime();
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const count = Math.round(random.int(12, 20) * (weekday === 5 || weekday === 6 ? 1.4 : 1));
    for (let index = 0; index < count; index += 1) {
      const minutesAgo = Math.round((now.getTime() - midnight) / 60_000) - orderMinute(random);
      if (minutesAgo <= 48 * 60) continue;
      plans.push({
        status: random.chance(0.04) ? "cancelled" : "completed",
        minutesAgo,
        platform: weightedPlatform(random),
      });
    }
  }
  return plans;
}
