/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is
 * wrong". They become 503 so clients and platforms retry.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);

const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  // node-postgres, for a query on a connection that already failed.
  "is not queryable",
  "timeout exceeded when trying to connect",
  "Cannot use a pool after calling end",
  "PGlite is closed",
];

export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08")))
      return true;
    if (
      typeof message === "string" &&
      UNAVAILABLE_MESSAGES.some((text) => message.includes(text))
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** A unique constraint refused the row; with `constraint`, that one in particular. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const {
      code,
      constraint: name,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === "23505") return constraint === undefined || name === constraint;
    current = cause;
  }
  return false;
}
