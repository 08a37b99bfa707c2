import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { ensureClientBuild } from "../client-build";
import { startBenchServer } from "./bench-server";
import { writeBenchResults } from "./results-file";
import { round, summarize } from "./stats";

/**
 * `npm run bench:lighthouse`: Lighthouse (its default mobile emulation and simulated
 * throttling) on the public pages, on the production build and a real server, with Debian's
 * Chromium. Each page is audited BENCH_LIGHTHOUSE_RUNS times (3 by default); prints the
 * median of each category score (0–100) and of the key metrics, and writes
 * bench/lighthouse-results.json. Scores are reported, never asserted.
 */
const PAGES = ["/", "/features", "/pricing", "/privacy", "/terms"];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ATTEMPTS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
} as const;

type Category = (typeof CATEGORIES)[number];
type Metric = keyof typeof METRICS;
type Run = {
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  warnings: string[];
  error: string | null;
};

/** The median of the values that are present; null when none are. */
const median = (values: Array<number | null>): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : summarize(present).p50;
};

const startedAt = performance.now();
await ensureClientBuild();
const server = await startBenchServer();
let chromium: Chromium | null = null;
try {
  chromium = await launchChromium();
  const results: Record<string, Run[]> = {};
  let lighthouseVersion = "";
  for (const page of PAGES) {
    results[page] = [];
    for (let run = 0; run < RUNS; run++) {
      // A run Lighthouse reports as broken (NO_NAVSTART, a trace it could not read) is run
      // again, up to ATTEMPTS times in all; the retries are listed with the warnings.
      const retried: string[] = [];
      let result: Run | null = null;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const lhr = await audit(`${server.url}${page}`, chromium.port);
        lighthouseVersion = lhr.lighthouseVersion;
        result = summarizeRun(lhr);
        if (!result.error || attempt === ATTEMPTS) break;
        retried.push(`retried after ${result.error}`);
      }
      if (!result) throw new Error("unreachable: no Lighthouse attempt");
      results[page].push({ ...result, warnings: [...retried, ...result.warnings] });
      process.stdout.write(".");
    }
  }
  process.stdout.write("\n");

  const rows = PAGES.map((page) => {
    const runs = results[page] ?? [];
    const score = (category: Category) => median(runs.map((run) => run.scores[category]));
    const metric = (name: Metric) => median(runs.map((run) => run.metrics[name]));
    const ms = (name: Metric) => {
      const value = metric(name);
      return value === null ? null : round(value, 0);
    };
    const cls = metric("cls");
    return {
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "FCP ms": ms("fcp"),
      "LCP ms": ms("lcp"),
      "TBT ms": ms("tbt"),
      CLS: cls === null ? null : round(cls, 3),
      "SI ms": ms("si"),
    };
  });

  console.log(
    `\nLighthouse ${lighthouseVersion}, ${chromium.version}: mobile emulation, simulated ` +
      `throttling; median of ${RUNS} runs per page (scores 0–100)`,
  );
  console.table(rows);

  const problems = PAGES.flatMap((page) =>
    (results[page] ?? []).flatMap((run, index) => [
      ...(run.error ? [`${page} run ${index + 1}: ${run.error}`] : []),
      ...run.warnings.map((warning) => `${page} run ${index + 1}: ${warning}`),
    ]),
  );
  const distinctProblems = [...new Set(problems)];
  if (distinctProblems.length > 0) {
    console.log("\nLighthouse warnings:");
    for (const problem of distinctProblems) console.log(`- ${problem}`);
  }

  writeBenchResults("lighthouse-results.json", {
    lighthouse: lighthouseVersion,
    chromium: chromium.version,
    settings: { formFactor: "mobile", throttlingMethod: "simulate", runs: RUNS },
    medians: rows,
    runs: results,
  });
  console.log(`Took ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  if (PAGES.some((page) => (results[page] ?? []).some((run) => run.error))) process.exitCode = 1;
} finally {
  await chromium?.stop();
  await server.stop();
}

/** One Lighthouse navigation with its default (mobile, simulated throttling) settings. */
async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

function summarizeRun(lhr: Result): Run {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => {
      const value = lhr.audits[id]?.numericValue;
      return [name, typeof value === "number" ? value : null];
    }),
  ) as Record<Metric, number | null>;
  return {
    scores,
    metrics,
    warnings: lhr.runWarnings.map(String),
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

type Chromium = { port: number; version: string; stop(): Promise<void> };

/**
 * Headless Chromium with a throwaway profile and a DevTools port the system picks (read from
 * its "DevTools listening on" line), for Lighthouse to connect to.
 */
async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "orderdock-lighthouse-"));
  const child = spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-dev-shm-usage",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await devToolsPort(child);
    const reply = await fetch(`http://127.0.0.1:${port}/json/version`);
    const { Browser } = (await reply.json()) as { Browser: string };
    return { port, version: Browser.replace("/", " "), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => fail(new Error(`Chromium did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (!match?.[1]) return;
      cleanUp();
      resolve(Number(match[1]));
    };
    const onExit = (code: number | null) =>
      fail(new Error(`Chromium exited with ${code} before starting:\n${output}`));
    const onError = (error: Error) => fail(error);
    function cleanUp() {
      clearTimeout(timer);
      child.stderr?.off("data", onData);
      child.off("exit", onExit);
      child.off("error", onError);
      // Keep draining stderr so Chromium never blocks on a full pipe.
      child.stderr?.resume();
    }
    function fail(error: Error) {
      cleanUp();
      reject(error);
    }
    child.stderr?.on("data", onData);
    child.once("exit", onExit);
    child.once("error", onError);
  });
}
