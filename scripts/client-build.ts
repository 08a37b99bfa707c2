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

/** The public pages' server renderer (issue 6), built beside the client into dist/ssr. */
export const SSR_ENTRY = "src/client/ssr/render-page.tsx";
export const SSR_BUNDLE = path.join("dist", "ssr", "render-page.js");

export function isClientBuildStale(root: string = PROJECT_ROOT): boolean {
  const builtPage = path.join(root, "dist", "client", "index.html");
  if (!existsSync(builtPage) || !existsSync(path.join(root, SSR_BUNDLE))) return true;
  const builtAt = statSync(builtPage).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestModification(path.join(root, source)) > builtAt);
}

export async function ensureClientBuild(): Promise<void> {
  if (!isClientBuildStale()) return;
  process.stdout.write("Building the web client (first start or changed sources)...\n");
  const startedAt = performance.now();
  let vite: typeof import("vite");
  try {
    vite = await import("vite");
  } catch {
    throw new Error("The client is not built and Vite is not installed: run `npm install` first.");
  }
  // Vite builds React's development bundle when NODE_ENV=development is set, as it is for a
  // development server; the served client is always the production build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await vite.build({ root: PROJECT_ROOT, mode: "production", logLevel: "warn" });
    await vite.build({
      root: PROJECT_ROOT,
      mode: "production",
      logLevel: "warn",
      build: { ssr: SSR_ENTRY, outDir: "dist/ssr", emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  process.stdout.write(`Built the web client in ${seconds} s\n`);
}
