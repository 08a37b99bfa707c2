import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * `npm test`: typecheck, lint, unit and server tests, then browser tests against the
 * production build. Every step runs even when an earlier one fails, and the last line is
 * always `N passed, N failed` over all of them (typecheck and lint count one each).
 */
type StepResult = { name: string; passed: number; failed: number; seconds: number; note?: string };

const reports = mkdtempSync(path.join(os.tmpdir(), "orderdock-test-"));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}

const bin = (name: string) => path.join("node_modules", ".bin", name);

async function timed(name: string, work: () => Promise<Omit<StepResult, "name" | "seconds">>) {
  process.stdout.write(`\n━━ ${name} ━━\n`);
  const startedAt = performance.now();
  const result = await work();
  return { name, ...result, seconds: (performance.now() - startedAt) / 1000 };
}

async function singleCheck(command: string, args: string[]) {
  const code = await run(command, args);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

/**
 * The browser, Node and browser-test programs must all typecheck: one check together. The
 * three compilers run at once (each uses one core), as `npm run typecheck` runs them in turn.
 */
async function typecheck() {
  const codes = await Promise.all(
    ["client", "node", "e2e"].map((program) => run(bin("tsc"), ["-p", `tsconfig.${program}.json`])),
  );
  const isClean = codes.every((code) => code === 0);
  return { passed: isClean ? 1 : 0, failed: isClean ? 0 : 1 };
}

type VitestReport = {
  success: boolean;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
};

/** Where a failure is told again at the end, so a log's last lines name what failed. */
const failures: string[] = [];
const firstLine = (text: string | undefined) => (text ?? "").split("\n")[0]?.slice(0, 200) ?? "";

async function vitest() {
  const file = path.join(reports, "vitest.json");
  const code = await run(bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ]);
  if (!existsSync(file))
    return { passed: 0, failed: 1, note: `vitest exited with ${code} and no report` };
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
  // A file that fails to load has no tests in it, but it is a failure all the same.
  const brokenFiles = report.testResults.filter(
    (result) => result.status === "failed" && result.assertionResults.length === 0,
  ).length;
  for (const result of report.testResults) {
    const file = path.relative(process.cwd(), result.name);
    if (result.status === "failed" && result.assertionResults.length === 0)
      failures.push(`${file}: ${firstLine(result.message)}`);
    for (const test of result.assertionResults.filter((each) => each.status === "failed"))
      failures.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  const skipped = report.numPendingTests + report.numTodoTests;
  let failed = report.numFailedTests + brokenFiles + skipped;
  if (failed === 0 && (code !== 0 || !report.success)) failed = 1;
  return {
    passed: report.numPassedTests,
    failed,
    note: skipped > 0 ? `${skipped} skipped tests count as failures` : undefined,
  };
}

type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
};

async function playwright() {
  const file = path.join(reports, "playwright.json");
  const code = await run(bin("playwright"), ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file))
    return { passed: 0, failed: 1, note: `playwright exited with ${code} and no report` };
  const report = JSON.parse(readFileSync(file, "utf8")) as PlaywrightReport;
  const { expected, unexpected, flaky, skipped } = report.stats;
  let failed = unexpected + flaky + skipped + report.errors.length;
  if (failed === 0 && code !== 0) failed = 1;
  return { passed: expected, failed };
}

const results: StepResult[] = [];
results.push(await timed("typecheck", typecheck));
results.push(await timed("lint", () => singleCheck(bin("biome"), ["ci", "."])));
results.push(await timed("unit and server tests", vitest));
results.push(await timed("browser tests", playwright));

process.stdout.write("\n━━ summary ━━\n");
for (const result of results) {
  const note = result.note ? ` (${result.note})` : "";
  process.stdout.write(
    `  ${result.name.padEnd(24)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed  ${result.seconds.toFixed(1)} s${note}\n`,
  );
}
if (failures.length > 0) {
  process.stdout.write("\n━━ what failed ━━\n");
  for (const failure of failures.slice(0, 20)) process.stdout.write(`  ${failure}\n`);
  if (failures.length > 20) process.stdout.write(`  …and ${failures.length - 20} more\n`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exitCode = failed === 0 ? 0 : 1;
