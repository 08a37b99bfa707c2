import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { vi } from "vitest";
import type { Config } from "../../config";
import type { MailMessage } from "../../lib/mailer";
import { createMailbox } from "../../test/auth-helpers";
import { listenOnRandomPort } from "../../test/realtime-helpers";
import { createRouteTable, type TestRoute } from "../../test/route-table";
import { createTestApp, createTestConfig, type TestApp } from "../../test/test-app";
import { TEST_SECRETS_KEY } from "../../test/webhook-helpers";
import { listTables } from "./table-rows";

/**
 * The whole app as the proofs drive it: its route table, listening (the Uber Eats receiver
 * fetches orders from the sandbox over HTTP) and quiet between requests, so every row that
 * appears or changes was written by the request just answered:
 * - the outbox sends nothing (its calls would reach the twins and write their rows later);
 * - intervals are frozen (the twins' clocks tick every 5 s and may cancel or redeliver);
 * - background work (emails, sign-ups) is drained after each request by the caller.
 * The embed script exists, so /embed.js answers as it does in production.
 */
export type ProofApp = TestApp & {
  routes: TestRoute[];
  /** Every email the app sent (invitations, resets), kept instead of sent. */
  mail: MailMessage[];
  config: Config;
  origin: string;
  tables: string[];
  /** What the server logged at error level since the last call, each as `message: first frame`. */
  takeErrors(): string[];
  /**
   * Gathers the planner's statistics, as a server's autovacuum would after the proofs' bulk
   * of new restaurants: without them one restaurant's analytics read every restaurant's
   * orders, and take seconds.
   */
  analyze(): Promise<void>;
};

/**
 * The push service the proofs' devices subscribe at: an address nothing answers on, so an
 * alert or test to one fails as a phone's unreachable service would.
 */
export const PROOF_PUSH_SERVICE = "http://127.0.0.1:9";

export async function startProofApp(): Promise<ProofApp> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "orderdock-proof-"));
  mkdirSync(path.join(dir, "embed"));
  writeFileSync(path.join(dir, "embed", "embed.js"), "/* the order form */\n");
  const config = createTestConfig({
    secretsKey: TEST_SECRETS_KEY,
    outboxSenders: 0,
    clientDir: path.join(dir, "client"),
    pushServices: [PROOF_PUSH_SERVICE],
  });
  const table = createRouteTable();
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  const errors: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      errors.push(describeLogLine(String(chunk)));
      done();
    },
  });
  const mailbox = createMailbox();
  const testApp = await createTestApp({
    config,
    mailer: mailbox.mailer,
    onRoute: table.onRoute,
    logger: pino({ level: "error" }, sink),
  });
  const port = await listenOnRandomPort(testApp.app);
  return {
    ...testApp,
    routes: table.routes,
    mail: mailbox.messages,
    config,
    origin: `http://127.0.0.1:${port}`,
    tables: await listTables(testApp.database.db),
    takeErrors: () => errors.splice(0),
    analyze: async () => {
      await testApp.database.db.execute(sql`analyze`);
    },
    close: async () => {
      await testApp.close();
      vi.useRealTimers();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A logged error in one line: its message, the error's message and where it was thrown. */
function describeLogLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } };
    const frame = entry.err?.stack?.split("\n").find((text) => text.includes("/src/"));
    return [entry.msg, entry.err?.message, frame?.trim()].filter(Boolean).join(": ");
  } catch {
    return line.slice(0, 300);
  }
}
