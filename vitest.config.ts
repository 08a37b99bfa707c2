import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));

/*
 * Test files share their worker's modules (`isolate: false`): loading the server's modules
 * afresh for every file took about a third of the server run, and React, Radix and the
 * client's modules for every file took three quarters of the client run. Each server test
 * file still has its own database and app; the server keeps no state in its modules beyond
 * caches keyed by their inputs. Each client test renders into a fresh document, and the
 * setup file unmounts it and clears storage after every test.
 */

const CLIENT_TESTS = ["src/client/**/*.test.{ts,tsx}", "src/embed/**/*.test.ts"];
/**
 * A client file that replaces a module with `vi.mock` needs modules of its own: in a shared
 * worker the real module is already loaded by an earlier file, and the mock never applies.
 * Such files run isolated, found by their `vi.mock(` call so none is ever missed.
 */
const root = fileURLToPath(new URL(".", import.meta.url));
const MOCKING_CLIENT_TESTS = ["src/client", "src/embed"]
  .flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).map((file) =>
      path.join(folder, file),
    ),
  )
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      readFileSync(path.join(root, file), "utf8").includes("vi.mock("),
  );

/**
 * Tests that start OrderDock (or npm, or a script) as a child process are named
 * `*.process.test.ts`. They run in projects of their own, after every other test has
 * finished, so a child's start-up never competes with a worker full of in-process tests.
 */
const PROCESS_TESTS = "**/*.process.test.ts";
const exclude = [...configDefaults.exclude, PROCESS_TESTS];
/**
 * Tests of what only a PostgreSQL server can do (its connections drop, it restarts) are
 * named `*.postgres.test.ts` (`*.postgres.process.test.ts` for a child process's) and run
 * only on PostgreSQL.
 */
const POSTGRES_ONLY_TESTS = "**/*.postgres.test.ts";
const POSTGRES_ONLY_PROCESS_TESTS = "**/*.postgres.process.test.ts";

type Engine = "pglite" | "postgres";
const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** Client tests, in a browser-like document (jsdom). */
function clientProject(
  name: string,
  files: { include: string[]; exclude?: string[]; isolate?: boolean },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: files.include,
      exclude: [...exclude, ...(files.exclude ?? [])],
      isolate: files.isolate ?? false,
      environment: "jsdom",
      setupFiles: ["src/client/test/setup.ts"],
      // Every spy is put back before the next test, so none carries into the next file.
      restoreMocks: true,
      // A guard against a hung test, not a measure of speed: on a two-core machine busy
      // with other work, rendering and typing through a form takes several seconds.
      testTimeout: 30_000,
    },
  };
}

/** Server tests run once per database engine: PGlite always, PostgreSQL when CI gives one. */
function serverProject(kind: Engine): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: `server:${kind}`,
      include: ["src/server/**/*.test.ts"],
      isolate: false,
      exclude: kind === "pglite" ? [...exclude, POSTGRES_ONLY_TESTS] : exclude,
      environment: "node",
      globalSetup: ["src/server/test/global-setup.ts"],
      env: { TEST_DB_KIND: kind },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/** The child-process tests, per engine; scripts' own process tests run once, with PGlite. */
function processProject(kind: Engine): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: `process:${kind}`,
      isolate: false,
      include: [
        "src/server/**/*.process.test.ts",
        ...(kind === "pglite" ? ["scripts/**/*.process.test.ts"] : []),
      ],
      exclude:
        kind === "pglite"
          ? [...configDefaults.exclude, POSTGRES_ONLY_PROCESS_TESTS]
          : configDefaults.exclude,
      environment: "node",
      globalSetup: ["src/server/test/global-setup.ts"],
      env: { TEST_DB_KIND: kind },
      // Guards only: a child process on a loaded machine can take a minute to start.
      testTimeout: 180_000,
      hookTimeout: 120_000,
      sequence: { groupOrder: 1 },
    },
  };
}

export default defineConfig({
  resolve: { alias: { "@": src } },
  test: {
    // At least two test files at once, else one per core but one. On CI's two cores
    // Vitest's default (cores - 1 = one file) left a core idle while server tests wait on
    // databases and child processes: 430 s became 313 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { groupOrder: 0 },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/domain/**/*.test.ts", "scripts/**/*.test.ts"],
          isolate: false,
          exclude,
          environment: "node",
          testTimeout: 30_000,
        },
      },
      clientProject("client", { include: CLIENT_TESTS, exclude: MOCKING_CLIENT_TESTS }),
      ...(MOCKING_CLIENT_TESTS.length > 0
        ? [clientProject("client:mocking", { include: MOCKING_CLIENT_TESTS, isolate: true })]
        : []),
      ...engines.map(serverProject),
      ...engines.map(processProject),
    ],
  },
});
