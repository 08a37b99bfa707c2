import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PrinterProtocol } from "../../../domain/printing";
import type { Database } from "../../db/database";
import type { SecretsBox } from "../../lib/secrets-box";
import type { SelfOrigin } from "../../lib/self-origin";
import { printerUrl } from "../../modules/printing/printer-setup";
import { addTwinTicket } from "../../modules/printing/printers.repository";
import { PrinterTwin } from "./printer-twin";

/**
 * Runs the printer twins OrderDock keeps itself (the demo's printers, `is_twin`): each polls
 * this server's own address as its device would, and what it prints is kept for Settings to
 * show. One instance runs a given twin at a time: it holds a lease on the printer's row,
 * renewed every round, which another instance takes over once it lapses.
 */
export const TWIN_ROUND_MS = 10_000;
const LEASE_MS = 3 * TWIN_ROUND_MS;

export type TwinRunner = { start(): void; stop(): Promise<void>; runRound(): Promise<void> };

export function createTwinRunner({
  db,
  box,
  selfOrigin,
  logger,
  intervalMs = 5_000,
}: {
  db: Database;
  box: SecretsBox;
  selfOrigin: SelfOrigin;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): TwinRunner {
  const me = randomUUID();
  const running = new Map<string, PrinterTwin>();
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> = Promise.resolve();

  const claim = async () => {
    const result = await db.execute(sql`
      update printers set twin_runner = ${me}, twin_lease_until = now() + make_interval(secs => ${LEASE_MS / 1000})
      where is_twin and (twin_lease_until is null or twin_lease_until < now() or twin_runner = ${me})
      returning id, protocol, secret_sealed`);
    return (
      result as unknown as {
        rows: Array<{ id: string; protocol: PrinterProtocol; secret_sealed: string }>;
      }
    ).rows;
  };

  const runRound = async () => {
    const claimed = await claim();
    const ids = new Set(claimed.map((row) => row.id));
    for (const [id, twin] of running) {
      if (ids.has(id)) continue;
      running.delete(id);
      await twin.stop();
    }
    for (const row of claimed) {
      if (running.has(row.id)) continue;
      const secret = box.open(row.secret_sealed).key ?? "";
      const twin = new PrinterTwin({
        protocol: row.protocol === "star-cloudprnt" ? "star" : "epson",
        url: printerUrl(selfOrigin(), { id: row.id, protocol: row.protocol }, secret),
        intervalMs,
        isLenient: true,
        log: (line) => logger.debug({ printerId: row.id }, line),
        onTicket: (ticket) => addTwinTicket(db, row.id, ticket.text, ticket.at),
      });
      running.set(row.id, twin);
      twin.start();
    }
  };

  const safeRound = () => {
    round = round
      .then(runRound)
      .catch((error: unknown) => logger.warn({ err: error }, "printer twins round failed"));
    return round;
  };

  return {
    runRound: safeRound,
    start() {
      timer = setInterval(() => void safeRound(), TWIN_ROUND_MS);
      timer.unref();
      void safeRound();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await round;
      await Promise.all([...running.values()].map((twin) => twin.stop()));
      running.clear();
      // Another instance may take them over at once.
      await db
        .execute(sql`update printers set twin_lease_until = null where twin_runner = ${me}`)
        .catch(() => {});
    },
  };
}
