/**
 * `npm run bench:rush` sizes, from the environment (README, "For the tests and benchmarks
 * only"; docs/performance.md, "Dinner rush").
 */
const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0`);
  return value;
};

export type ReloadRule = "every" | "new";

export const RUSH_PARTS = ["peak", "costs", "rush"] as const;
export type RushPart = (typeof RUSH_PARTS)[number];

export type RushSettings = {
  /** What to run: the ingest peak (with the PostgreSQL ceiling), each request's cost, the rush. */
  parts: RushPart[];
  /** Restaurants in the first step; later steps double or halve them (step-search.ts). */
  restaurants: number;
  /** The search's bounds, and how many steps it takes between a pass and a failure. */
  maxRestaurants: number;
  minRestaurants: number;
  refinements: number;
  /** Seconds measured per step, after the warm-up. */
  seconds: number;
  /** Seconds of load before the measured window: the kitchen and outbox reach steady state. */
  warmUpSeconds: number;
  /** Seconds from the card on the dashboard until staff mark the order completed. */
  kitchenSeconds: number;
  /** Orders already in each restaurant's 48-hour list before the rush. */
  history: number;
  /** Which socket messages make the dashboard reload its list. */
  reloads: ReloadRule;
  /** The pass mark of a step: p99 webhook → card. */
  p99TargetMs: number;
  /** The closed-loop ingest peak: webhooks in flight, orders sent, restaurants they go to. */
  peakConcurrency: number;
  peakOrders: number;
  peakRestaurants: number;
  /** Seconds of the PostgreSQL insert ceiling. */
  ceilingSeconds: number;
};

export function readRushSettings(): RushSettings {
  const reloads = process.env.BENCH_RUSH_RELOADS ?? "every";
  if (reloads !== "every" && reloads !== "new")
    throw new Error("BENCH_RUSH_RELOADS must be every or new");
  const restaurants = numberFrom("BENCH_RUSH_RESTAURANTS", 2000);
  const parts = (process.env.BENCH_RUSH_PARTS ?? RUSH_PARTS.join(","))
    .split(",")
    .map((part) => part.trim());
  if (!parts.every((part): part is RushPart => (RUSH_PARTS as readonly string[]).includes(part)))
    throw new Error(`BENCH_RUSH_PARTS must list some of ${RUSH_PARTS.join(", ")}`);
  return {
    parts,
    restaurants,
    maxRestaurants: numberFrom("BENCH_RUSH_MAX_RESTAURANTS", 16_000),
    minRestaurants: numberFrom("BENCH_RUSH_MIN_RESTAURANTS", 100),
    refinements: numberFrom("BENCH_RUSH_REFINE", 1),
    seconds: numberFrom("BENCH_RUSH_SECONDS", 60),
    warmUpSeconds: numberFrom("BENCH_RUSH_WARMUP_SECONDS", 30),
    kitchenSeconds: numberFrom("BENCH_RUSH_KITCHEN_SECONDS", 20),
    history: numberFrom("BENCH_RUSH_HISTORY", 30),
    reloads,
    p99TargetMs: numberFrom("BENCH_RUSH_P99_MS", 200),
    peakConcurrency: numberFrom("BENCH_RUSH_PEAK_CONCURRENCY", 32),
    peakOrders: numberFrom("BENCH_RUSH_PEAK_ORDERS", 3000),
    peakRestaurants: numberFrom("BENCH_RUSH_PEAK_RESTAURANTS", 500),
    ceilingSeconds: numberFrom("BENCH_RUSH_CEILING_SECONDS", 5),
  };
}
