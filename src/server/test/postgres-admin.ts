import pg from "pg";

/**
 * Creates and drops the throwaway databases server tests run on, next to the database
 * TEST_DATABASE_URL names (CI makes a fresh one for every run).
 */
export function postgresBaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresBaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name: string, template?: string): Promise<string> {
  await withAdminClient(async (client) => {
    const from = template ? ` template ${quote(template)}` : "";
    // Two files copying the template at the same moment can collide; the retry absorbs it.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${quote(name)}${from}`);
        return;
      } catch (error) {
        const isBusy = /being accessed by other users/.test(String(error));
        if (!isBusy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return databaseUrl(postgresBaseUrl(), name);
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((client) =>
    client.query(`drop database if exists ${quote(name)} with (force)`),
  );
}

export async function dropDatabasesLike(prefix: string): Promise<void> {
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${prefix.replaceAll("_", "\\_")}%`],
    );
    for (const row of rows) {
      await client.query(`drop database if exists ${quote(row.datname)} with (force)`);
    }
  });
}
