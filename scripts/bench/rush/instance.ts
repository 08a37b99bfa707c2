import { randomBytes } from "node:crypto";
import { createSecretsBox } from "../../../src/server/lib/secrets-box";
import { type BenchServer, startBenchServer } from "../bench-server";
import { createHttpClient } from "../http-client";
import { type BenchDb, openBenchDb } from "./bench-db";
import { seedHistory } from "./history";
import { type RushRestaurant, seedRestaurants } from "./seed";

/**
 * One OrderDock instance on a fresh PostgreSQL database, with `count` restaurants ready for
 * the rush (seed.ts, history.ts). The session secret and secrets key are the bench's, so
 * it can sign the owners' sessions and seal the platforms' secrets as the server would.
 */
export type RushInstance = {
  server: BenchServer;
  bench: BenchDb;
  restaurants: RushRestaurant[];
  sessionSecret: string;
  setupSeconds: number;
  stop(): Promise<void>;
};

export async function startRushInstance({
  databaseUrl,
  count,
  history,
}: {
  databaseUrl: string;
  count: number;
  history: number;
}): Promise<RushInstance> {
  const began = performance.now();
  const sessionSecret = randomBytes(32).toString("hex");
  const secretsKey = randomBytes(32);
  const server = await startBenchServer({
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    SECRETS_KEY: secretsKey.toString("hex"),
  });
  const bench = openBenchDb(databaseUrl);
  try {
    const box = createSecretsBox(secretsKey);
    const seeded = { db: bench.db, box, sessionSecret };
    const restaurants = await seedRestaurants({ ...seeded, count, label: "r" });
    const [template] = await seedRestaurants({ ...seeded, count: 1, label: "template" });
    if (!template) throw new Error("no template restaurant");
    const client = createHttpClient(server.url);
    try {
      await seedHistory({ ...seeded, client, template, restaurants, history });
    } finally {
      client.close();
    }
    return {
      server,
      bench,
      restaurants,
      sessionSecret,
      setupSeconds: (performance.now() - began) / 1000,
      stop: async () => {
        await bench.close();
        await server.stop();
      },
    };
  } catch (error) {
    await bench.close();
    await server.stop();
    throw error;
  }
}
