import os from "node:os";
import { ticksOf, ticksToSeconds } from "./cpu";
import { type DatabaseMeter, openDatabaseMeter } from "./printers/database-meter";
import { type Fleet, type PhaseTally, startFleet } from "./printers/fleet";
import { startPrinterInstance } from "./printers/instance";
import { answerRows, costRows, type PhaseFigures, ticketRow } from "./printers/report";
import { withScratchDatabase } from "./scratch-database";

/**
 * Kitchen printers polling one instance (docs/performance.md, "Kitchen printers"): N Star
 * CloudPRNT printers, one per restaurant, each polling every 5 s at its own phase, and one
 * ticket a minute per printer pressed by staff at evenly spread times, on a second instance
 * sharing the PostgreSQL database unless `oneInstance` (always one on PGlite). After a warm-up, a
 * steady-state window measures the server's CPU and every call's answer time; then the
 * tickets stop, the last ones are printed, and an idle window measures what polls with
 * nothing to print cost, down to the database transactions per poll (PostgreSQL only).
 * Figures are reported, never asserted.
 */
export type PrintersOptions = {
  /** A PostgreSQL database to make a scratch database beside; PGlite when absent. */
  databaseUrl?: string;
  printers: number;
  /** Seconds of the steady-state window, of the warm-up before it, of the idle window. */
  seconds: number;
  warmUpSeconds: number;
  idleSeconds: number;
  /** Calls in flight while the printers and their orders are added. */
  concurrency: number;
  /** Staff press Print on the instance the printers call. */
  oneInstance: boolean;
};

const POLL_MS = 5_000;
const TICKET_MS = 60_000;
// A ticket made at the window's end is printed within a poll interval; PostgreSQL has
// counted its transactions within ten seconds more (database-meter.ts).
const DRAIN_SECONDS = 12;

export type PrintersResult = Awaited<ReturnType<typeof benchPrinters>>;

export async function benchPrinters(options: PrintersOptions) {
  const { databaseUrl } = options;
  if (!databaseUrl) return measure(options, null);
  return withScratchDatabase(databaseUrl, async (database) => {
    const meter = openDatabaseMeter({ baseUrl: databaseUrl, database: database.name });
    try {
      return await measure({ ...options, databaseUrl: database.url }, meter);
    } finally {
      await meter.close();
    }
  });
}

const sleep = (seconds: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.round(seconds * 1000)));
const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

async function measure(options: PrintersOptions, meter: DatabaseMeter | null) {
  const engine = meter ? "postgres" : "pglite";
  const instance = await startPrinterInstance({
    databaseUrl: options.databaseUrl,
    count: options.printers,
    concurrency: options.concurrency,
    oneInstance: options.oneInstance,
  });
  const fleet = startFleet({
    url: instance.server.url,
    staffUrl: instance.staff.url,
    sites: instance.sites,
    pollMs: POLL_MS,
    ticketMs: TICKET_MS,
  });
  try {
    const staffPid = instance.staff === instance.server ? null : instance.staff.pid;
    const measured = { fleet, serverPid: instance.server.pid, staffPid, meter };
    const warmUp = fleet.beginPhase("warm-up");
    fleet.startTickets();
    await sleep(options.warmUpSeconds);
    const steady = await measurePhase({ ...measured, name: "steady", seconds: options.seconds });
    fleet.stopTickets();
    const drain = fleet.beginPhase("drain");
    await sleep(DRAIN_SECONDS);
    const idle = await measurePhase({ ...measured, name: "idle", seconds: options.idleSeconds });
    await fleet.stop();
    const phases = [steady, idle];
    const tallies = [warmUp, steady.tally, drain, idle.tally];
    const answers = answerRows(phases);
    const pollP99 = answers.find((row) => row.phase === "steady" && row.call.startsWith("poll"));
    return {
      engine,
      printers: options.printers,
      ticketsMadeOn: staffPid === null ? "the printers' instance" : "a second instance",
      setupSeconds: Math.round(instance.setupSeconds),
      answers,
      costs: costRows(phases),
      tickets: ticketRow(steady.tally, fleet.ledger(), tallies),
      steadyServerCpuPct: costRows([steady])[0]?.serverCpuPct ?? null,
      steadyPollP99Ms: pollP99?.p99Ms ?? null,
      firstErrors: tallies.flatMap((tally) =>
        tally.firstError ? [`${tally.name}: ${tally.firstError}`] : [],
      ),
    };
  } finally {
    await fleet.stop();
    await instance.stop();
  }
}

async function measurePhase({
  fleet,
  serverPid,
  staffPid,
  meter,
  name,
  seconds,
}: {
  fleet: Fleet;
  serverPid: number;
  /** The instance staff press Print on, when it is not the measured one. */
  staffPid: number | null;
  meter: DatabaseMeter | null;
  name: string;
  seconds: number;
}): Promise<PhaseFigures & { tally: PhaseTally }> {
  const tally = fleet.beginPhase(name);
  // Read from the ticks, not startCpuMeter: its hundredths of a core are too coarse here.
  const serverTicks = ticksOf(serverPid);
  const staffTicks = staffPid === null ? 0 : ticksOf(staffPid);
  const benchCpu = process.cpuUsage();
  const backendCpu = await meter?.startBackendCpu();
  const transactionsBefore = await meter?.transactions();
  const began = performance.now();
  await sleep(seconds);
  const elapsed = (performance.now() - began) / 1000;
  const used = {
    server: ticksToSeconds(ticksOf(serverPid) - serverTicks) / elapsed,
    staff: staffPid === null ? null : ticksToSeconds(ticksOf(staffPid) - staffTicks) / elapsed,
    bench: (({ user, system }) => (user + system) / 1e6 / elapsed)(process.cpuUsage(benchCpu)),
  };
  const backendSeconds = await backendCpu?.();
  const transactionsAfter = await meter?.transactions();
  return {
    tally,
    seconds: elapsed,
    cpu: used,
    postgresCores: backendSeconds === undefined ? null : backendSeconds / elapsed,
    transactions:
      transactionsBefore === undefined || transactionsAfter === undefined
        ? null
        : transactionsAfter - transactionsBefore,
    senderMaxLagMs: fleet.senderMaxLagMs(),
    loadAverage: loadAverage(),
  };
}
