import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";

/** The database server's version ("15.19"); PGlite answers as the PostgreSQL it embeds. */
export async function readServerVersion(db: Database): Promise<string | null> {
  const result = await db.execute(sql`show server_version`);
  // Both drivers answer raw statements with { rows }.
  const [row] = (result as { rows: Array<{ server_version?: string }> }).rows;
  return row?.server_version?.split(" ")[0] ?? null;
}
