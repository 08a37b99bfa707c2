import { pluralize } from "@/client/lib/pluralize";
import type { SystemStatus } from "@/domain/api/admin";

const HOURS_PER_DAY = 24;

/**
 * A session length as people say it: up to a day in hours ("24-hour admin session"),
 * whole days beyond that ("7 days" for 168 hours).
 */
export function formatSessionLength(hours: number): string {
  if (hours > HOURS_PER_DAY && hours % HOURS_PER_DAY === 0) {
    return pluralize(hours / HOURS_PER_DAY, "day");
  }
  return pluralize(hours, "hour");
}

/** "PostgreSQL 15.19", or "PGlite (embedded)" for the in-process database. */
export function formatDatabaseEngine(database: SystemStatus["database"]): string {
  if (database.engine === "PGlite") return "PGlite (embedded)";
  return database.serverVersion ? `${database.engine} ${database.serverVersion}` : database.engine;
}

const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const TIME = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" });

/** "Jan 5, 2026, 3:04 PM" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** "3:04:05 PM": when a live check last ran. */
export function formatTime(iso: string): string {
  return TIME.format(new Date(iso));
}
