import os from "node:os";
import path from "node:path";
import { benchPgInserts } from "../ceilings";
import { summarizeProfile } from "../profile-summary";
import { withScratchDatabase } from "../scratch-database";
import { runIngestPeak } from "./peak";
import type { RushSettings } from "./settings";
import { runRushStep } from "./step";
import type { ProfileWindow, StepResult } from "./step-report";
import { nextRestaurants } from "./step-search";
import { measureUnitCosts } from "./unit-costs";

/** The two parts of `npm run bench:rush`, each printing its tables as it goes. */
export function loadAverage(): number[] {
  return os.loadavg().map((value) => Number(value.toFixed(2)));
}

/** `uptime` before each measurement: the figure goes beside the results. */
function noteLoad(what: string): number[] {
  const now = loadAverage();
  const busy = (now[0] ?? 0) > 2 ? " (busy machine: figures will be low)" : "";
  console.log(`\n${what}: load average ${now.join(" ")}${busy}`);
  return now;
}

export async function measurePeak(baseUrl: string, settings: RushSettings) {
  const peakLoad = noteLoad("Ingest peak");
  const peak = await runIngestPeak(baseUrl, settings);
  console.log(`Signed-webhook ingest peak, closed loop, ${settings.peakConcurrency} in flight`);
  console.table(peak.rows);
  if (peak.failures.length > 0) console.log("Refused:", peak.failures);
  console.log("Orders stored vs sent:", peak.check);
  const [mixedSessions] = peak.sessions;
  if (mixedSessions) {
    console.log(
      `The server's PostgreSQL sessions during the peak (${mixedSessions.phase}): ` +
        `${mixedSessions.busySessions} of the pool's 10 busy on average`,
    );
    console.table(mixedSessions.states);
  }

  const ceilingLoad = noteLoad("PostgreSQL insert ceiling");
  const ceiling = await withScratchDatabase(baseUrl, (db) =>
    benchPgInserts({
      databaseUrl: db.url,
      concurrency: settings.peakConcurrency,
      seconds: settings.ceilingSeconds,
    }),
  );
  const mixed = peak.rows[0];
  const ratio = mixed ? Number((mixed.ordersPerSecond / ceiling.perSecond).toFixed(3)) : null;
  console.table([
    { what: "signed webhook orders/s (all five platforms)", perSecond: mixed?.ordersPerSecond },
    {
      what: `pg BEGIN; INSERT; COMMIT, c=${settings.peakConcurrency}`,
      perSecond: ceiling.perSecond,
    },
    { what: "ratio", perSecond: ratio },
  ]);

  const profiles = readProfiles(peak.profileWindows);
  printProfile(profiles[0]);
  return {
    ...peak,
    loadAverage: peakLoad,
    ceiling: { ...ceiling, loadAverage: ceilingLoad },
    peakToCeiling: ratio,
    profiles,
  };
}

/** With BENCH_PROFILE_DIR, each window's share of the server's CPU by step and by layer. */
function readProfiles(windows: ReadonlyArray<ProfileWindow | null>) {
  const directory = process.env.BENCH_PROFILE_DIR;
  if (!directory) return [];
  return windows.flatMap((window) =>
    window
      ? [
          {
            ...window,
            summary: summarizeProfile(path.resolve(directory, `${window.pid}.cpuprofile`), window),
          },
        ]
      : [],
  );
}

function printProfile(profile: ReturnType<typeof readProfiles>[number] | undefined) {
  if (!profile) return;
  console.log(`\nServer CPU profile (${profile.name}), by step`);
  console.table(profile.summary.bySteps);
  console.log("by layer");
  console.table(profile.summary.byLayers);
}

const HIDDEN: ReadonlyArray<keyof StepResult> = [
  "profileWindow",
  "problems",
  "errorSamples",
  "staffErrorSamples",
  "outbox",
  "sentPerPlatform",
  "storedPerPlatform",
];

/** The rush from `restaurants`, doubling until a step fails or `maxRestaurants` is passed. */
export async function measureSteps(baseUrl: string, settings: RushSettings) {
  const steps: Array<StepResult & { loadAverage: number[] }> = [];
  const limits = {
    first: settings.restaurants,
    min: settings.minRestaurants,
    max: settings.maxRestaurants,
    refinements: settings.refinements,
  };
  for (
    let count = nextRestaurants(steps, limits);
    count !== null;
    count = nextRestaurants(steps, limits)
  ) {
    const rate = (count / 120).toFixed(1);
    const load = noteLoad(`Rush, ${count} restaurants (${rate} orders/s)`);
    const step = await runRushStep(baseUrl, count, settings);
    steps.push({ ...step, loadAverage: load });
    console.table(
      Object.entries(step)
        .filter(([key]) => !HIDDEN.includes(key as keyof StepResult))
        .map(([measure, value]) => ({ measure, value })),
    );
    console.log(
      "Orders sent (2xx) and stored per platform:",
      step.sentPerPlatform,
      step.storedPerPlatform,
    );
    console.log("Outbox:", step.outbox);
    if (!step.passed) {
      console.log(`Step failed: ${step.problems.join("; ")}`);
      console.log(step.errorSamples, step.staffErrorSamples);
    }
  }
  const passed = steps.filter((step) => step.passed).map((step) => step.restaurants);
  const best = passed.length > 0 ? Math.max(...passed) : null;
  // The failure that bounds the answer: the smallest above the largest pass.
  const failed = steps
    .filter((step) => !step.passed && step.restaurants > (best ?? 0))
    .sort((a, b) => a.restaurants - b.restaurants)[0];
  console.log(
    `\nRestaurants per instance at p99 webhook → card ≤ ${settings.p99TargetMs} ms: ${best ?? "none"}` +
      (failed ? `; ${failed.restaurants} failed: ${failed.problems.join("; ")}` : ""),
  );
  const profiles = readProfiles(steps.map((step) => step.profileWindow));
  printProfile(
    profiles.find((profile) => profile.pid === failed?.profileWindow?.pid) ?? profiles.at(-1),
  );
  return {
    steps,
    profiles,
    restaurantsPerInstance: best,
    failedStep: failed ? { restaurants: failed.restaurants, problems: failed.problems } : null,
  };
}

export async function measureCosts(baseUrl: string, settings: RushSettings) {
  const load = noteLoad("Cost of each request, one kind at a time");
  const costs = await measureUnitCosts(baseUrl, settings);
  console.table(costs.rows);
  return { ...costs, loadAverage: load };
}
