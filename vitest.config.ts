import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));

/** Server tests run once per database engine: PGlite always, PostgreSQL when CI gives one. */
function serverProject(kind: "pglite" | "postgres"): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: `server:${kind}`,
      include: ["src/server/**/*.test.ts"],
      environment: "node",
      globalSetup: ["src/server/test/global-setup.ts"],
      env: { TEST_DB_KIND: kind },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  resolve: { alias: { "@": src } },
  test: {
    // One test file per core. Vitest's default (cores - 1) left one of CI's two cores idle
    // while server tests wait on databases and child processes: 430 s became 313 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/domain/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "client",
          include: ["src/client/**/*.test.{ts,tsx}", "src/embed/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["src/client/test/setup.ts"],
          // A guard against a hung test, not a measure of speed: on a two-core machine busy
          // with other work, rendering and typing through a form takes several seconds.
          testTimeout: 30_000,
        },
      },
      serverProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("postgres")] : []),
    ],
  },
});
