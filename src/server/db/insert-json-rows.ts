import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database";

/**
 * Inserts many rows in one statement that reads them from a single JSON parameter
 * (`jsonb_to_recordset`), for bulk writes of generated rows: the demo's and the seed's
 * sample orders. The query builder's multi-row insert spends most of its time building and
 * binding one parameter per value (tens of thousands for a demo restaurant); one parameter
 * costs a fraction of that. The columns are those the first row gives; every row must give
 * the same ones (a value left out is written as null). Column types come from the table's
 * own definition.
 */
export async function insertJsonRows<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: ReadonlyArray<Table["$inferInsert"]>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => (first as Record<string, unknown>)[key] !== undefined,
  );
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      record[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
    }
    return record;
  });
  const names = columns.map(([, column]) => sql.identifier(column.name));
  const definitions = columns.map(
    ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
  );
  await db.execute(sql`
    insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)})
    select ${sql.join(names, sql`, `)}
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as row(${sql.join(definitions, sql`, `)})`);
}
