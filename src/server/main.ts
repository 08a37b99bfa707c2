import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";
import type { DatabaseHandle } from "./db/database";
import { openDatabase } from "./db/open-database";
import { createLogger } from "./lib/logger";
import { ensureInitialAdmin } from "./modules/auth/accounts.service";
import { MAINTENANCE_INTERVAL_MS, runMaintenance } from "./modules/maintenance/maintenance.service";
import { RELEASE_INTERVAL_MS, releaseDueOrders } from "./modules/orders/scheduled-release";
import { DEVELOPMENT_ACCOUNTS, seedDevelopmentData } from "./modules/sample-data/seed-development";

/**
 * Starts OrderDock: configuration, database (migrated, and seeded on a first development
 * start), HTTP server; then waits for SIGINT/SIGTERM to stop cleanly: in-flight requests
 * finish, the database closes, and the data directory is left ready for the next start.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config);

  // A first start spends seconds creating, migrating and seeding the database: say so.
  const isNewDatabase =
    !config.databaseUrl && !existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"));
  if (isNewDatabase) {
    logger.info(
      `creating the embedded database in ${shownPath(config.dataDir)} (first start: a few seconds)`,
    );
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      // The message and code only: the pool hangs the whole connection object on its errors.
      onIdleError: (error) =>
        logger.warn(
          { err: { message: error.message, code: (error as { code?: unknown }).code } },
          "idle database connection failed",
        ),
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) exitWith(error.message);
    throw error;
  }
  logger.info("applying database migrations");
  await database.migrate();
  logger.info({ database: database.description }, "database ready");

  if (!config.isProduction) {
    if (isNewDatabase) {
      logger.info("seeding the development accounts, Golden Fork Bistro and its orders");
    }
    const { seeded } = await seedDevelopmentData({ db: database.db });
    if (seeded) logger.info("seeded the development accounts and Golden Fork Bistro");
  }
  const initialAdmin = await ensureInitialAdmin({
    db: database.db,
    initialAdmin: config.initialAdmin,
  });
  if (initialAdmin === "created")
    logger.info(`created the administrator ${config.initialAdmin?.email}`);
  if (config.isProduction && initialAdmin === "not configured") {
    logger.warn(
      "no ADMIN_EMAIL/ADMIN_PASSWORD: create an administrator with `npm run user:create`",
    );
  }

  const app = await buildApp({ config, database, logger });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      await database.close();
      exitWith(`Port ${config.port} is already in use. Stop the other server or set PORT.`);
    }
    throw error;
  }
  printBanner(config, (app.server.address() as AddressInfo).port, database.description);

  // Listening, the server may be asked to stop at once: the handlers come before anything
  // else is awaited, so a signal during the rest of the start still shuts down cleanly.
  const timers: { maintenance?: NodeJS.Timeout; releases?: NodeJS.Timeout } = {};
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    clearInterval(timers.maintenance);
    clearInterval(timers.releases);
    try {
      await app.close();
      await database.close();
      logger.info("stopped cleanly");
      logger.flush();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  const sandboxMaintenance = config.sandbox
    ? (await import("./sandbox/sandbox")).runSandboxMaintenance
    : null;
  const maintain = () =>
    runMaintenance({ db: database.db, refusedPayloadMs: config.refusedPayloadMs })
      .then(async (removed) => ({
        ...removed,
        ...(sandboxMaintenance && (await sandboxMaintenance({ db: database.db }))),
      }))
      .then((removed) => {
        if (Object.values(removed).some((count) => count > 0))
          logger.info({ removed }, "maintenance");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "maintenance failed"));
  void maintain();
  timers.maintenance = setInterval(maintain, MAINTENANCE_INTERVAL_MS);
  timers.maintenance.unref();
  // Scheduled orders go to the kitchen when they fall due (decision 096).
  const release = () =>
    releaseDueOrders({ db: database.db, now: new Date() }).catch((error: unknown) =>
      logger.warn({ err: error }, "releasing scheduled orders failed"),
    );
  void release();
  timers.releases = setInterval(release, RELEASE_INTERVAL_MS);
  timers.releases.unref();
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

/** A directory as the person who started the server names it: relative when it is below. */
function shownPath(directory: string): string {
  const relative = path.relative(process.cwd(), directory);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative)
    ? relative
    : directory;
}

function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const ROLE_LABELS: Record<(typeof DEVELOPMENT_ACCOUNTS)[number]["role"], string> = {
  admin: "Administrator",
  shop_owner: "Restaurant owner",
  manager: "Manager",
  staff: "Staff",
  demo: "Demo",
};

/** The address to open and, in development, the accounts the README lists. */
function printBanner(config: Config, port: number, databaseDescription: string): void {
  const host = ["0.0.0.0", "::", "localhost"].includes(config.host) ? "localhost" : config.host;
  const url = config.publicUrl ?? `http://${host}:${port}`;
  const lines = [
    "",
    `  OrderDock is running at ${url} (open it in your browser)`,
    `  Database: ${databaseDescription}`,
  ];
  if (!config.isProduction) {
    lines.push(
      "",
      `  Development accounts (sign in at ${url}/login, administrators at ${url}/admin):`,
    );
    for (const account of DEVELOPMENT_ACCOUNTS) {
      const restaurant =
        account.restaurant ??
        DEVELOPMENT_ACCOUNTS.find((owner) => owner.email === account.teamOf)?.restaurant;
      const where = restaurant ? ` (${restaurant.name})` : "";
      const role = ROLE_LABELS[account.role] ?? account.role;
      lines.push(`    ${role.padEnd(17)} ${account.email} / ${account.password}${where}`);
    }
  }
  lines.push("", "  Press Ctrl-C to stop.", "");
  process.stdout.write(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `OrderDock failed to start: ${error instanceof Error ? error.stack : error}\n`,
  );
  process.exit(1);
});
