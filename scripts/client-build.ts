import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../src/server/config";

/**
 * `npm start` builds the client when the build is missing or older than its sources, so a
 * fresh clone needs nothing but `npm install && npm start`.
 */
export const CLIENT_SOURCES = [
  "index.html",
  "vite.config.ts",
  "package-lock.json",
  "public",
  "src/client",
  "src/domain",
];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestModification(path.join(entry, name))),
    0,
  );
}

/** The public pages' server renderer, built beside the client into dist/ssr. */
export const SSR_ENTRY = "src/client/ssr/render-page.tsx";
export const SSR_BUNDLE = path.join("dist", "ssr", "render-page.js");

/** The website order form: its own config, sources and bundle in dist/embed. */
export const EMBED_CONFIG = "vite.embed.config.ts";
export const EMBED_BUNDLE = path.join("dist", "embed", "embed.js");
export const EMBED_SOURCES = [EMBED_CONFIG, "package-lock.json", "src/embed", "src/domain"];

/** The app's client and its server renderer. */
export function isAppBuildStale(root: string = PROJECT_ROOT): boolean {
  const builtPage = path.join(root, "dist", "client", "index.html");
  if (!existsSync(path.join(root, SSR_BUNDLE))) return true;
  return isOlderThanSources(root, builtPage, CLIENT_SOURCES);
}

export function isEmbedBuildStale(root: string = PROJECT_ROOT): boolean {
  return isOlderThanSources(root, path.join(root, EMBED_BUNDLE), EMBED_SOURCES);
}

/** Whether `npm start` has anything to build: the app, the order form, or both. */
export function isClientBuildStale(root: string = PROJECT_ROOT): boolean {
  return isAppBuildStale(root) || isEmbedBuildStale(root);
}

function isOlderThanSources(root: string, built: string, sources: readonly string[]): boolean {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestModification(path.join(root, source)) > builtAt);
}

export type EnsureClientBuildOptions = {
  /** Where progress goes, a line at a time; standard output by default. */
  log?: (line: string) => void;
  /** How often a long step says it is still running. */
  heartbeatMs?: number;
};

/**
 * Builds what is stale, saying what it builds, that the first build takes a while, each
 * step's time, and every `heartbeatMs` that it is still at it (Vite itself is kept quiet).
 */
export async function ensureClientBuild({
  log = (line) => process.stdout.write(`${line}\n`),
  heartbeatMs = 15_000,
}: EnsureClientBuildOptions = {}): Promise<void> {
  const isAppStale = isAppBuildStale();
  const isEmbedStale = isEmbedBuildStale();
  if (!isAppStale && !isEmbedStale) return;
  const firstBuild = !existsSync(path.join(PROJECT_ROOT, "dist"));
  log(
    firstBuild
      ? "Building the web client: the first build takes a minute or two, later starts reuse it."
      : "Rebuilding the web client: its sources changed since the last build.",
  );
  let vite: typeof import("vite");
  try {
    vite = await import("vite");
  } catch {
    throw new Error("The client is not built and Vite is not installed: run `npm install` first.");
  }
  const steps: Array<{ name: string; config: import("vite").InlineConfig }> = [
    ...(isAppStale
      ? [
          { name: "the web client", config: {} },
          {
            name: "the public pages' server renderer",
            config: { build: { ssr: SSR_ENTRY, outDir: "dist/ssr", emptyOutDir: true } },
          },
        ]
      : []),
    ...(isEmbedStale
      ? [
          {
            name: "the website order form",
            config: { configFile: path.join(PROJECT_ROOT, EMBED_CONFIG) },
          },
        ]
      : []),
  ];
  const startedAt = performance.now();
  // Vite builds React's development bundle when NODE_ENV=development is set, as it is for a
  // development server; the served client is always the production build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    for (const [index, step] of steps.entries()) {
      const stepStartedAt = performance.now();
      log(`  ${index + 1}/${steps.length} building ${step.name}...`);
      const heartbeat = setInterval(
        () => log(`      still building ${step.name} (${secondsSince(stepStartedAt)} s)...`),
        heartbeatMs,
      );
      try {
        await vite.build({
          root: PROJECT_ROOT,
          mode: "production",
          logLevel: "warn",
          ...step.config,
        });
      } finally {
        clearInterval(heartbeat);
      }
      log(`      done in ${secondsSince(stepStartedAt)} s`);
    }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  log(`Built the client in ${secondsSince(startedAt)} s.`);
}

const secondsSince = (startedAt: number) => ((performance.now() - startedAt) / 1000).toFixed(1);
