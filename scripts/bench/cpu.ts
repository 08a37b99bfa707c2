import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU used while a benchmark phase ran, in cores (1.0 = one core busy all the time): the
 * given server processes, this benchmark process, and every local PostgreSQL process.
 * Read from /proc (Linux); elsewhere the server and PostgreSQL figures are null.
 */
export type CpuUse = { server: number | null; bench: number; postgres: number | null };

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  try {
    return readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

export function startCpuMeter(serverPids: number[]): () => CpuUse {
  const hasProc = (() => {
    try {
      readdirSync("/proc/self");
      return true;
    } catch {
      return false;
    }
  })();
  const started = performance.now();
  const bench = process.cpuUsage();
  const server = serverPids.reduce((sum, pid) => sum + ticksOf(pid), 0);
  // Backends come and go; count the ones alive at the start and at the end.
  const postgresAtStart = new Map(postgresPids().map((pid) => [pid, ticksOf(pid)]));
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const benchUsed = process.cpuUsage(bench);
    const serverTicks = serverPids.reduce((sum, pid) => sum + ticksOf(pid), 0) - server;
    const pids = postgresPids();
    const postgresTicks = pids.reduce(
      (sum, pid) => sum + ticksOf(pid) - (postgresAtStart.get(pid) ?? 0),
      0,
    );
    const cores = (ticks: number) => Number((ticks / TICKS_PER_SECOND / seconds).toFixed(2));
    return {
      server: hasProc ? cores(serverTicks) : null,
      bench: Number(((benchUsed.user + benchUsed.system) / 1e6 / seconds).toFixed(2)),
      postgres: hasProc && pids.length > 0 ? cores(postgresTicks) : null,
    };
  };
}

/** CPU seconds the given processes used between two readings of `ticksOf`. */
export function ticksToSeconds(ticks: number): number {
  return ticks / TICKS_PER_SECOND;
}

/** A process's resident memory in MiB (VmRSS), or null where /proc cannot tell. */
export function rssMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kib === undefined ? null : Number((Number(kib) / 1024).toFixed(1));
  } catch {
    return null;
  }
}
