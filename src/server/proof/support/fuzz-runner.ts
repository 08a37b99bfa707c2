import type { LightMyRequestResponse } from "fastify";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { routeName, type TestRoute } from "../../test/route-table";
import { problemsWithAnswer, sqlPatternFor } from "./answer-checks";
import type { FuzzRequest } from "./fuzz-requests";
import type { ProofApp } from "./proof-app";
import type { ProofSession } from "./sessions";
import { countChanges, countRows, type RowCounts } from "./table-rows";

/**
 * Sends hostile requests one at a time and checks each answer (answer-checks.ts) and the
 * rows it left: a refused request (4xx) may leave none, except in the tables that record
 * refusals by design. The row counts after one request are the counts before the next, as
 * nothing else writes between them (proof-app.ts).
 */
export type FuzzRun = {
  app: ProofApp;
  refusalTables: ReadonlySet<string>;
  problems: string[];
  /** Requests sent, by kind of route. */
  sent: Map<string, number>;
  /** Answers by status class ("2xx", "4xx"…): how many requests got past the checks. */
  answered: Map<string, number>;
  send(
    route: TestRoute,
    request: FuzzRequest,
    session: ProofSession,
  ): Promise<LightMyRequestResponse>;
  /** Takes the row counts afresh, after work that is not a fuzzed request (a sign-in). */
  recount(): Promise<void>;
};

export async function createFuzzRun(
  app: ProofApp,
  refusalTables: ReadonlySet<string>,
  isForeignProtocol: (url: string) => boolean,
): Promise<FuzzRun> {
  const { db } = app.database;
  const sql = sqlPatternFor(app.tables);
  let counts: RowCounts = await countRows(db, app.tables);
  const run: FuzzRun = {
    app,
    refusalTables,
    problems: [],
    sent: new Map(),
    answered: new Map(),
    async recount() {
      app.takeErrors();
      counts = await countRows(db, app.tables);
    },
    async send(route, request, session) {
      const cookie =
        request.cookie ?? (session.token ? `${SESSION_COOKIE}=${session.token}` : undefined);
      const response = await app.app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: { ...request.headers, ...(cookie && { cookie }) },
        ...(request.payload !== undefined && { payload: request.payload }),
        remoteAddress: request.remoteAddress,
      });
      await app.app.backgroundTasks.drain();
      const after = await countRows(db, app.tables);
      const problems = problemsWithAnswer(response, {
        sql,
        isForeignProtocol: isForeignProtocol(route.url),
      });
      for (const error of app.takeErrors())
        problems.push(`the server logged: ${error.slice(0, 400)}`);
      const isRefused = response.statusCode >= 400 && response.statusCode < 500;
      const left = isRefused ? countChanges(counts, after, refusalTables) : [];
      if (left.length > 0) problems.push(`refused, yet rows changed: ${left.join(", ")}`);
      counts = after;
      const kind = routeKind(route.url);
      run.sent.set(kind, (run.sent.get(kind) ?? 0) + 1);
      // 429 apart: the rate limits must not be all the fuzzer meets.
      const status =
        response.statusCode === 429 ? "429" : `${String(response.statusCode).slice(0, 1)}xx`;
      run.answered.set(status, (run.answered.get(status) ?? 0) + 1);
      for (const problem of problems) {
        run.problems.push(
          `${session.kind} ${routeName(route)} [${request.change}] ${request.method} ${request.url.slice(0, 120)} → ${response.statusCode}: ${problem}; body ${response.body.slice(0, 200)}`,
        );
      }
      return response;
    },
  };
  return run;
}

/** The kinds of route the summary counts requests by. */
export function routeKind(url: string): string {
  if (/^\/api\/(auth|account)\b|^\/api\/admin\/(login|logout|me)$/.test(url)) return "accounts";
  if (url.startsWith("/api/admin/")) return "admin panel";
  if (url.startsWith("/api/public/")) return "website form";
  if (url.startsWith("/api/")) return "restaurant API";
  if (url.startsWith("/webhooks/")) return "webhooks";
  if (/^\/sandbox\/\w+(\/console\b|$)/.test(url)) return "twin consoles";
  if (url.startsWith("/sandbox/")) return "platform twins";
  return "pages, health, socket";
}

/** `restaurant API 1,204 · webhooks 310 · … · total 4,020 (2xx 610 · 4xx 3,410)`. */
export function summary(run: Pick<FuzzRun, "sent" | "answered">): string {
  const list = (counts: ReadonlyMap<string, number>) =>
    [...counts.entries()]
      .sort(([, a], [, b]) => b - a)
      .map(([name, count]) => `${name} ${count.toLocaleString("en-US")}`)
      .join(" · ");
  const total = [...run.sent.values()].reduce((sum, count) => sum + count, 0);
  return `${list(run.sent)} · total ${total.toLocaleString("en-US")} (answers: ${list(run.answered)})`;
}
