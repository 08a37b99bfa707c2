import type { LightMyRequestResponse } from "fastify";
import { escapeHtml } from "../../../domain/escape-html";
import { HOSTILE_TEXTS, INJECTION_STRINGS } from "./hostile-values";

/**
 * What every answer must be, whatever was sent: no 5xx, nothing of the server's insides
 * (stack frames, file paths, SQL, database errors), and a 4xx in the documented error shape
 * `{message, code?, issues?}`. Each check returns what is wrong, or nothing.
 */
const INSIDES: ReadonlyArray<[string, RegExp]> = [
  ["a stack frame", /\bat (?:async )?[\w$.<>[\] ]+ \(|\n\s+at \S/],
  ["a file path", /(?:[A-Za-z]:)?(?:[\\/][\w.@-]+){2,}\.(?:ts|js|mjs|cjs)(?::\d+)?\b/],
  ["node_modules", /node_modules/],
  ["a PostgreSQL error", /syntax error at|violates (?:\w+ )*constraint|duplicate key value/i],
  ["a PostgreSQL error", /invalid input syntax for|relation "\w+" does not exist|column "\w+"/i],
  [
    "a PostgreSQL error",
    /out of range for type|value too long for type|current transaction is aborted/i,
  ],
  ["a driver error", /Failed query:|DrizzleQueryError|PostgresError|ECONNREFUSED|\bpg_\w+\(/],
];

/** The fuzzer's markup: a page that shows it as sent would run it in a browser. */
const MARKUP = INJECTION_STRINGS.filter((text) => /<\w/.test(text));

/** SQL naming one of our tables: `select … from orders`, `insert into users`, `update restaurants set`. */
export function sqlPatternFor(tables: readonly string[]): RegExp {
  const names = tables.map((table) => table.replace(/[^a-z_]/g, "")).join("|");
  return new RegExp(
    `\\b(?:select\\b[\\s\\S]{0,200}?\\bfrom|insert\\s+into|update|delete\\s+from|join)\\s+"?(?:public"?\\.)?"?(?:${names})\\b`,
    "i",
  );
}

/**
 * The answer's text with every hostile text the fuzzer sends set aside (it may come back,
 * stored, escaped, or lowercased as a webhook's topic is).
 */
function withoutEchoes(text: string): string {
  return text.replace(ECHOES, " ");
}

const ECHOES = new RegExp(
  HOSTILE_TEXTS.flatMap((hostile) => [
    hostile,
    JSON.stringify(hostile).slice(1, -1),
    escapeHtml(hostile),
  ])
    .filter((form) => form.length >= 4)
    .sort((a, b) => b.length - a.length)
    .map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|"),
  "gi",
);

export type AnswerRules = {
  /** SQL naming one of the database's tables. */
  sql: RegExp;
  /** The route answers as another party does (a platform twin): its 4xx need not be ours. */
  isForeignProtocol: boolean;
};

export function problemsWithAnswer(response: LightMyRequestResponse, rules: AnswerRules): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  const text = withoutEchoes(response.body);
  for (const [what, pattern] of INSIDES) {
    const found = pattern.exec(text);
    if (found) problems.push(`body shows ${what}: ${JSON.stringify(found[0].slice(0, 80))}`);
  }
  const sql = rules.sql.exec(text);
  if (sql) problems.push(`body shows SQL: ${JSON.stringify(sql[0].slice(0, 80))}`);
  const type = String(response.headers["content-type"] ?? "");
  const markup = MARKUP.find((tag) => response.body.includes(tag));
  if (type.startsWith("text/html") && markup)
    problems.push(`a page shows sent markup unescaped: ${JSON.stringify(markup)}`);
  const isClientError = response.statusCode >= 400 && response.statusCode < 500;
  if (isClientError && !rules.isForeignProtocol) {
    const shapeProblem = errorShapeProblem(response);
    if (shapeProblem) problems.push(shapeProblem);
  }
  return problems;
}

/** docs/api.md: every error is JSON `{message, code?, issues?: [{path, message}]}`. */
export function errorShapeProblem(response: LightMyRequestResponse): string | null {
  const type = String(response.headers["content-type"] ?? "");
  if (!type.startsWith("application/json")) {
    // The platform twins' console is a page: it asks a person to sign in, in HTML.
    if (type.startsWith("text/html") && response.statusCode === 401) return null;
    return `a ${response.statusCode} as ${type || "no content type"}, not JSON`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `a ${response.statusCode} whose body is not JSON`;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return `a ${response.statusCode} that is not an object`;
  const { message, code, issues, ...rest } = body as Record<string, unknown>;
  if (typeof message !== "string" || message === "")
    return `a ${response.statusCode} without a message`;
  if (code !== undefined && typeof code !== "string")
    return `a ${response.statusCode} code not text`;
  if (Object.keys(rest).length > 0)
    return `a ${response.statusCode} with undocumented fields ${Object.keys(rest).join(", ")}`;
  if (issues === undefined) return null;
  const isIssueList =
    Array.isArray(issues) &&
    issues.every(
      (issue) =>
        typeof issue === "object" &&
        issue !== null &&
        typeof (issue as { path?: unknown }).path === "string" &&
        typeof (issue as { message?: unknown }).message === "string",
    );
  return isIssueList ? null : `a ${response.statusCode} whose issues are not [{path, message}]`;
}
