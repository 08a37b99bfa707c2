import { round, summarize } from "../stats";
import type { Fleet, PhaseTally } from "./fleet";

/** The tables of the printers benchmark, from what each phase counted and measured. */
export type PhaseFigures = {
  tally: PhaseTally;
  seconds: number;
  /** Cores the measured server, the staff's instance (when another) and this process used. */
  cpu: { server: number; staff: number | null; bench: number };
  /** Cores the run's PostgreSQL backends used; null on PGlite (inside the server). */
  postgresCores: number | null;
  /** Transactions in the run's database; null on PGlite. */
  transactions: number | null;
  senderMaxLagMs: number;
  loadAverage: number[];
};

const percent = (cores: number | null) => (cores === null ? null : round(cores * 100, 1));

/** One row per phase and kind of call: how many, how fast they were answered. */
export function answerRows(phases: readonly PhaseFigures[]) {
  return phases.flatMap(({ tally, seconds }) =>
    (
      [
        ["poll (POST status)", tally.pollMs, tally.errors.poll],
        ["job fetch (GET)", tally.fetchMs, tally.errors.fetch],
        ["confirmation (DELETE)", tally.confirmMs, tally.errors.confirm],
        ["staff Print (POST /api/orders/:id/print)", tally.ticketMs, tally.errors.ticket],
      ] as const
    )
      .filter(([, samples, errors]) => samples.length + errors > 0)
      .map(([call, samples, errors]) => {
        const summary = summarize(samples);
        return {
          phase: tally.name,
          call,
          count: summary.count,
          perSecond: round(summary.count / seconds, 1),
          p50Ms: round(summary.p50),
          p99Ms: round(summary.p99),
          maxMs: round(summary.max),
          errors,
        };
      }),
  );
}

/** One row per phase: what the calls cost the server and PostgreSQL. */
export function costRows(phases: readonly PhaseFigures[]) {
  return phases.map((phase) => {
    const polls = phase.tally.pollMs.length;
    return {
      phase: phase.tally.name,
      seconds: round(phase.seconds, 1),
      pollsPerSecond: round(polls / phase.seconds, 0),
      serverCpuPct: percent(phase.cpu.server),
      staffInstanceCpuPct: percent(phase.cpu.staff),
      postgresCpuPct: percent(phase.postgresCores),
      benchCpuPct: percent(phase.cpu.bench),
      dbTransactions: phase.transactions,
      dbTransactionsPerPoll:
        phase.transactions === null ? null : round(phase.transactions / Math.max(1, polls), 4),
      // What the instance does whatever the printers do (rounds, timers) shows here.
      dbTransactionsPerSecond:
        phase.transactions === null ? null : round(phase.transactions / phase.seconds, 1),
      skippedTurns: phase.tally.skipped,
      senderMaxLagMs: round(phase.senderMaxLagMs),
      loadAverage: phase.loadAverage.join(" "),
    };
  });
}

/** Tickets of the measured window, and of the whole run once the last was printed. */
export function ticketRow(
  window: PhaseTally,
  ledger: ReturnType<Fleet["ledger"]>,
  all: PhaseTally[],
) {
  return {
    madeInWindow: window.made,
    printedInWindow: window.printed,
    confirmedInWindow: window.confirmed,
    madeInRun: ledger.made,
    printedInRun: ledger.printed,
    confirmedInRun: ledger.confirmed,
    duplicates: ledger.duplicates,
    lost: ledger.lost,
    fetchMisses: all.reduce((sum, tally) => sum + tally.fetchMisses, 0),
    printErrors: all.reduce((sum, tally) => sum + tally.errors.ticket, 0),
  };
}
