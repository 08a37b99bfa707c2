import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_ENGINE } from "../test/test-database";
import type { DatabaseHandle } from "./database";

describe(`database sessions (${TEST_ENGINE})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("run without JIT compilation on every connection of the pool", async () => {
    // Several at once, so a pool opens several connections.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
      ),
    );
    for (const answer of answers)
      expect((answer as unknown as { rows: Array<{ jit: string }> }).rows[0]?.jit).toBe("off");
  });
});
