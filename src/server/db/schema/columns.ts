import { sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

/** Shared column builders: every timestamp carries its zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();

/** SQL `IN (...)` list of string literals for a check constraint over a fixed set. */
export function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "));
}
