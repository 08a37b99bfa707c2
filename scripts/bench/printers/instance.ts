import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { openDatabase } from "../../../src/server/db/open-database";
import { createSecretsBox } from "../../../src/server/lib/secrets-box";
import { type BenchServer, makeDataDir, startBenchServer } from "../bench-server";
import { createHttpClient, type HttpClient } from "../http-client";
import { closedLoop } from "../load";
import { type RushRestaurant, seedRestaurants } from "../rush/seed";

/**
 * One OrderDock instance with `count` restaurants, each with one Star CloudPRNT printer
 * and one order to print on it. The restaurants and their owners' sessions are written
 * straight into the database before the server starts (the rush's seed: the API would take
 * minutes to sign up thousands of owners); that works for PGlite too, whose files the
 * server opens only once the seed has closed them. The printers and orders go through the
 * API, as staff add them.
 */
export type PrinterSite = {
  restaurantId: string;
  /** The owner's Cookie header. */
  cookie: string;
  printerId: string;
  /** The printer's address without its origin: `/printers/star/<id>?key=<secret>`. */
  path: string;
  orderId: string;
};

export type PrinterInstance = {
  /** The instance the printers call, whose cost is measured. */
  server: BenchServer;
  /**
   * Where staff press Print: a second instance on the same PostgreSQL database, as behind a
   * load balancer, so the measured one learns of each job through the notification channel;
   * the measured instance itself on PGlite or when asked to.
   */
  staff: BenchServer;
  sites: PrinterSite[];
  setupSeconds: number;
  stop(): Promise<void>;
};

export async function startPrinterInstance({
  databaseUrl,
  count,
  concurrency,
  oneInstance,
}: {
  /** PostgreSQL; PGlite in the instance's data directory when absent. */
  databaseUrl?: string;
  count: number;
  concurrency: number;
  /** Staff press Print on the measured instance too (always so on PGlite). */
  oneInstance: boolean;
}): Promise<PrinterInstance> {
  const began = performance.now();
  const dataDir = makeDataDir();
  const sessionSecret = randomBytes(32).toString("hex");
  const secretsKey = randomBytes(32);
  const staffDataDir = makeDataDir();
  let server: BenchServer | null = null;
  let staff: BenchServer | null = null;
  const stop = async () => {
    if (staff !== server) await staff?.stop();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staffDataDir, { recursive: true, force: true });
  };
  try {
    const restaurants = await seedOwners({
      databaseUrl,
      dataDir,
      sessionSecret,
      secretsKey,
      count,
    });
    const env = {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SESSION_SECRET: sessionSecret,
      SECRETS_KEY: secretsKey.toString("hex"),
    };
    // The measured instance logs as production does by default: info, as JSON lines.
    server = await startBenchServer({
      ...env,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
    });
    staff =
      databaseUrl && !oneInstance
        ? await startBenchServer({ ...env, DATA_DIR: staffDataDir })
        : server;
    const client = createHttpClient(server.url);
    const sites: PrinterSite[] = [];
    try {
      let next = 0;
      await closedLoop({
        concurrency,
        count,
        task: async () => {
          const restaurant = restaurants[next++] as RushRestaurant;
          sites.push(await addSite(client, restaurant));
        },
      });
    } finally {
      client.close();
    }
    return { server, staff, sites, setupSeconds: (performance.now() - began) / 1000, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function seedOwners({
  databaseUrl,
  dataDir,
  sessionSecret,
  secretsKey,
  count,
}: {
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  secretsKey: Buffer;
  count: number;
}): Promise<RushRestaurant[]> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    const box = createSecretsBox(secretsKey);
    return await seedRestaurants({ db: database.db, box, sessionSecret, count, label: "p" });
  } finally {
    await database.close();
  }
}

async function addSite(client: HttpClient, restaurant: RushRestaurant): Promise<PrinterSite> {
  const headers = { cookie: restaurant.cookie };
  const added = await client.request(
    "POST",
    "/api/printers",
    { name: "Kitchen", station: "kitchen", protocol: "star-cloudprnt", paperWidth: 80 },
    headers,
  );
  if (added.status !== 201) throw new Error(`add printer: ${added.status} ${added.body}`);
  const { printer, setup } = JSON.parse(added.body) as {
    printer: { id: string };
    setup: { url: string };
  };
  const order = await client.request("POST", "/api/orders/test-new", undefined, headers);
  if (order.status !== 201) throw new Error(`test order: ${order.status} ${order.body}`);
  // The address is built on PUBLIC_URL, which names no bench server: keep its path only.
  const url = new URL(setup.url);
  return {
    restaurantId: restaurant.id,
    cookie: restaurant.cookie,
    printerId: printer.id,
    path: `${url.pathname}${url.search}`,
    orderId: (JSON.parse(order.body) as { id: string }).id,
  };
}
