import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page } from "@playwright/test";
import { firstScreenCards } from "../../src/client/features/orders/hooks/use-progressive-list";
import { ORDER_LIST_MAX_LIMIT } from "../../src/domain/api/orders";
import type { Order } from "../../src/domain/order";
import { buildBoard } from "../../src/domain/order-board";
import { ensureClientBuild } from "../client-build";
import { startBenchServer } from "./bench-server";
import { createHttpClient } from "./http-client";
import { writeBenchResults } from "./results-file";
import { signInOwner } from "./session";
import { round, type Summary, summarize } from "./stats";

/**
 * `npm run bench:ui`: the Orders Dashboard in Chromium with BENCH_UI_ORDERS orders (1,000 by
 * default), on the production build and a real server. Measures the first render (navigation
 * to every card painted), the time from a keystroke in search to the updated grid painted,
 * and the JavaScript the dashboard route loads (gzip). Prints a table per figure and writes
 * bench/ui-results.json; figures are reported, never asserted.
 */
const ORDERS = Number(process.env.BENCH_UI_ORDERS ?? 1_000);
const RENDERS = Number(process.env.BENCH_UI_RENDERS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Pause between keystrokes: a quick typist, and room for each update to finish. */
const KEY_GAP_MS = 250;
const VIEWPORT = { width: 1440, height: 900 };
/** The cards the board draws at once at this size. */
const FIRST_SCREEN = firstScreenCards(VIEWPORT.width, VIEWPORT.height);
const JS_BUDGET_BYTES = 250_000;
/** What the dashboard asks for: the API's largest page. */
const DASHBOARD_ORDERS_URL = `/api/orders?limit=${ORDER_LIST_MAX_LIMIT}`;

type FirstRender = { painted: number; firstScreen: number; response: number };
type Script = { file: string; raw: number; gzip: number };

const kb = (bytes: number) => round(bytes / 1000, 1);
const rounded = (summary: Summary) => ({
  count: summary.count,
  p50: round(summary.p50, 0),
  p95: round(summary.p95, 0),
  max: round(summary.max, 0),
});

declare global {
  interface Window {
    /** Set by the init script: when the grid first held the expected number of cards. */
    __cardsPaintedAt?: number;
    __firstScreenAt?: number;
    __keystrokes?: Array<number | null>;
    __slowKeys?: Map<number, number>;
    __lastKeyAt?: number;
  }
}

await ensureClientBuild();
const server = await startBenchServer();
let browser: Browser | null = null;
try {
  const cookie = await signInOwner(server.url);
  const { total, drawn, names } = await fillRestaurant(server.url, cookie, ORDERS);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const [name, value] = cookie.split("=") as [string, string];
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addCookies([{ name, value, url: server.url }]);

  const renders: FirstRender[] = [];
  let javascript: Script[] = [];
  for (let run = 0; run < RENDERS; run++) {
    const page = await context.newPage();
    const scripts = collectScripts(page);
    renders.push(await firstRender(page, `${server.url}/dashboard`, drawn));
    if (run === 0) javascript = await scripts.loaded();
    await page.close();
  }

  const page = await context.newPage();
  await firstRender(page, `${server.url}/dashboard`, drawn);
  const keystrokes = await typeInSearch(page, searchTerms(names), drawn);

  const firstRenderRows = [
    {
      measure: "navigation → every card painted",
      ...rounded(summarize(renders.map((r) => r.painted))),
    },
    {
      measure: `navigation → first ${FIRST_SCREEN} cards painted`,
      ...rounded(summarize(renders.map((r) => r.firstScreen))),
    },
    {
      measure: "orders response received",
      ...rounded(summarize(renders.map((r) => r.response))),
    },
    {
      measure: "response → every card painted",
      ...rounded(summarize(renders.map((r) => r.painted - r.response))),
    },
  ];
  const keystrokeRows = [
    {
      measure: "keystroke → grid painted",
      typed: keystrokes.typed,
      ...rounded(summarize(keystrokes.measured)),
    },
    {
      measure: "clearing the search → every card back",
      typed: keystrokes.clears.length,
      ...rounded(summarize(keystrokes.clears)),
    },
    {
      measure: "keystroke → next paint, keys ≥ 16 ms",
      typed: keystrokes.typed,
      ...rounded(summarize(keystrokes.slowKeys)),
    },
  ];
  const gzipTotal = javascript.reduce((sum, script) => sum + script.gzip, 0);
  const scriptRows = [
    ...javascript.map((script) => ({
      file: script.file,
      raw: kb(script.raw),
      gzip: kb(script.gzip),
    })),
    {
      file: "total",
      raw: kb(javascript.reduce((sum, script) => sum + script.raw, 0)),
      gzip: kb(gzipTotal),
    },
  ];

  console.log(
    `\nDashboard with ${total} orders (${drawn} open cards), Chromium ${browser.version()}, ${VIEWPORT.width}×${VIEWPORT.height}`,
  );
  console.log(`\nFirst render, ms (${RENDERS} loads)`);
  console.table(firstRenderRows);
  console.log(`\nSearch: ${KEY_GAP_MS} ms between keys, ms from keydown to the grid painted`);
  console.table(keystrokeRows);
  console.log("\nJavaScript loaded by /dashboard, kB (gzip -9)");
  console.table(scriptRows);
  console.log(
    `Dashboard JavaScript ${kb(gzipTotal)} kB gzip: ${gzipTotal < JS_BUDGET_BYTES ? "under" : "OVER"} the 250 kB target`,
  );

  writeBenchResults("ui-results.json", {
    orders: total,
    firstRender: firstRenderRows,
    keystrokes: keystrokeRows,
    javascript: scriptRows,
  });
} finally {
  await browser?.close();
  await server.stop();
}

/**
 * Adds test orders (through the real ingest route) until the restaurant holds `count`; answers
 * with the orders held and the cards the board draws with no filter (the open orders: ended
 * ones stay folded in "Done today").
 */
async function fillRestaurant(
  url: string,
  cookie: string,
  count: number,
): Promise<{ total: number; drawn: number; names: string[] }> {
  const client = createHttpClient(url, { cookie });
  try {
    const listed = await client.request("GET", DASHBOARD_ORDERS_URL);
    const existing = (JSON.parse(listed.body) as unknown[]).length;
    const missing = Math.max(0, count - existing);
    const workers = Array.from({ length: 8 }, async (_, worker) => {
      for (let index = worker; index < missing; index += 8) {
        const reply = await client.request("POST", "/api/orders/test-new");
        if (reply.status !== 201) throw new Error(`test-new: ${reply.status} ${reply.body}`);
      }
    });
    await Promise.all(workers);
    const orders = JSON.parse((await client.request("GET", DASHBOARD_ORDERS_URL)).body) as Order[];
    const board = buildBoard({
      orders,
      filters: { query: "", platforms: [], statuses: [] },
      sort: "newest",
      now: Date.now(),
    });
    const open = board.groups.flatMap((group) => group.orders);
    const names = open.map((order) => order.customer.name);
    return { total: orders.length, drawn: open.length, names };
  } finally {
    client.close();
  }
}

/** Every script the page loads, with its size as sent and gzipped at level 9. */
function collectScripts(page: Page): { loaded(): Promise<Script[]> } {
  const pending: Array<Promise<Script>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => ({
        file: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  return {
    loaded: () => page.waitForLoadState("networkidle").then(() => Promise.all(pending)),
  };
}

/**
 * Loads the dashboard; an init script notes the first animation frame in which the grid holds
 * `expected` cards (a frame after the DOM has them, so they are painted).
 */
async function firstRender(page: Page, url: string, expected: number): Promise<FirstRender> {
  await page.addInitScript(
    ({ count, firstScreen }) => {
      const observer = new MutationObserver(() => {
        const cards = document.querySelectorAll("article").length;
        if (cards >= firstScreen && window.__firstScreenAt === undefined) {
          window.__firstScreenAt = 0;
          requestAnimationFrame(() => {
            window.__firstScreenAt = performance.now();
          });
        }
        if (cards < count) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          window.__cardsPaintedAt = performance.now();
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { count: expected, firstScreen: Math.min(FIRST_SCREEN, expected) },
  );
  await page.goto(url);
  await page.waitForFunction(() => window.__cardsPaintedAt !== undefined, null, {
    timeout: 120_000,
  });
  return page.evaluate(() => {
    const orders = performance
      .getEntriesByType("resource")
      .find((entry) => new URL(entry.name).pathname === "/api/orders") as
      | PerformanceResourceTiming
      | undefined;
    return {
      painted: window.__cardsPaintedAt ?? 0,
      firstScreen: window.__firstScreenAt ?? 0,
      response: orders?.responseEnd ?? 0,
    };
  });
}

/** Three letters from five customers' names on the board: each narrows it, then is cleared. */
function searchTerms(names: string[]): string[] {
  const distinct = [...new Set(names.filter((name) => name.length >= 3))].sort();
  return [0, 0.2, 0.4, 0.6, 0.8].map((share) =>
    (distinct[Math.floor(share * distinct.length)] ?? "sam").slice(0, 3).toLowerCase(),
  );
}

/**
 * Types each term a key at a time and then clears the box (select all, Backspace); for every
 * key, the time from keydown to the first frame after the grid's DOM changed. A key that
 * leaves the grid as it was (no change within a second) is typed but not measured.
 */
async function typeInSearch(page: Page, terms: string[], cards: number) {
  const search = page.getByRole("searchbox", { name: "Search orders" });
  await page.evaluate(() => {
    const box = document.querySelector('input[type="search"]');
    // The board: its groups come and go as the search narrows, so the section holding them.
    const grid = document.querySelector('section[aria-label="Orders"]');
    if (!box || !grid) throw new Error("no search box or board");
    window.__keystrokes = [];
    // Event Timing: how long each key took from the press to the next paint (the page's
    // responsiveness, as INP counts it); only interactions of 16 ms or more are reported.
    window.__slowKeys = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        const longest = window.__slowKeys?.get(entry.interactionId) ?? 0;
        window.__slowKeys?.set(entry.interactionId, Math.max(longest, entry.duration));
      }
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    box.addEventListener(
      "keydown",
      (event) => {
        const key = event as KeyboardEvent;
        if (key.key === "Control" || key.key === "Meta" || key.ctrlKey || key.metaKey) return;
        const started = performance.now();
        window.__lastKeyAt = started;
        const slot = window.__keystrokes?.push(null) ?? 1;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => {
            if (window.__keystrokes) window.__keystrokes[slot - 1] = performance.now() - started;
          });
        });
        observer.observe(grid, { childList: true, subtree: true, characterData: true });
        setTimeout(() => observer.disconnect(), 1_000);
      },
      { capture: true },
    );
  });
  let typed = 0;
  const clears: number[] = [];
  for (const term of terms) {
    for (const key of term) {
      await search.press(key);
      typed++;
      await page.waitForTimeout(KEY_GAP_MS);
    }
    await search.press("ControlOrMeta+a");
    await search.press("Backspace");
    typed++;
    const every = await page.waitForFunction(
      (count) =>
        document.querySelectorAll("article").length >= count &&
        performance.now() - (window.__lastKeyAt ?? 0),
      cards,
      { polling: "raf", timeout: 30_000 },
    );
    clears.push(Number(await every.jsonValue()));
    await page.waitForTimeout(1_200);
  }
  const measured = await page.evaluate(() =>
    (window.__keystrokes ?? []).filter((value): value is number => value !== null),
  );
  const slowKeys = await page.evaluate(() => [...(window.__slowKeys?.values() ?? [])]);
  return { typed, measured, slowKeys, clears };
}
