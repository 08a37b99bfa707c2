import { getTableColumns, type InferSelectModel, type Table } from "drizzle-orm";

/**
 * A row read as `row_to_json(t)` inside a larger statement, as Drizzle would have given it:
 * keys by field name, timestamps as Dates. JSON already carries numbers (bigint columns
 * are read as numbers here), booleans, text and jsonb as they are.
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    row[field] =
      value !== null && column.columnType === "PgTimestamp" ? new Date(value as string) : value;
  }
  return row as InferSelectModel<T>;
}
