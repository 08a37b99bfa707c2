import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from "fastify";
import { buildApp } from "../app";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/database";
import type { Mailer } from "../lib/mailer";
import { openTestDatabase } from "./test-database";

export function createTestConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: "test",
    isProduction: false,
    port: 0,
    host: "127.0.0.1",
    dataDir: path.join(os.tmpdir(), "orderdock-test-unused"),
    databaseUrl: undefined,
    sessionSecret: randomBytes(32).toString("base64"),
    secretsKey: randomBytes(32),
    publicUrl: undefined,
    logLevel: "silent",
    logFormat: "json",
    clientDir: path.join(os.tmpdir(), "orderdock-test-no-client"),
    smtpUrl: undefined,
    mailFrom: "OrderDock <no-reply@orderdock.app>",
    initialAdmin: undefined,
    trustProxy: false,
    ubereats: null,
    doordash: null,
    grubhub: null,
    shopifyLive: false,
    woocommerceLive: false,
    sandbox: true,
    uberSandboxScopes: null,
    outboxSenders: 4,
    outboxMaxRetryMs: 60_000,
    refusedPayloadMs: 7 * 24 * 3600_000,
    signupEnabled: true,
    pushServices: [],
    demoLoginsPerHour: 10,
    demoRestaurantsMax: 1000,
    demoRestaurantsPerHour: 1000,
    signupsPerHour: 1000,
    ...overrides,
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
};

export type CreateTestAppOptions = {
  config?: Partial<Config>;
  /**
   * Adds test-only routes before the app is sealed, in the scope of the app's own routes
   * (the session, cookies and sockets' plugins apply to them).
   */
  beforeReady?: (app: FastifyInstance) => void;
  /** Outgoing email, e.g. one that keeps the messages for the test to read. */
  mailer?: Mailer;
  /** A logger of the test's own, e.g. one that keeps every line to search. */
  logger?: FastifyBaseLogger;
  /** The app's clock (status changes, undo, the outbox); the real one by default. */
  clock?: () => Date;
  /** Told of every route the app registers (route-table.ts). */
  onRoute?: (route: RouteOptions) => void;
};

/** The whole application on a fresh database, for `app.inject`. */
export async function createTestApp({
  config,
  beforeReady,
  mailer,
  logger,
  clock,
  onRoute,
}: CreateTestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: createTestConfig(config),
    database,
    mailer,
    logger,
    clock,
    onRoute,
    addRoutes: beforeReady,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
