import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../../src/server/config";

/** The machine a benchmark ran on, written beside its figures. */
export function machineInfo() {
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    load: os.loadavg(),
  };
}

/**
 * Writes a benchmark's results to bench/<name> (ignored by git) with the time and the
 * machine, and says where; returns the path.
 */
export function writeBenchResults(name: string, results: Record<string, unknown>): string {
  const file = path.join(PROJECT_ROOT, "bench", name);
  mkdirSync(path.dirname(file), { recursive: true });
  const document = { at: new Date().toISOString(), machine: machineInfo(), ...results };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(PROJECT_ROOT, file)}`);
  return file;
}
