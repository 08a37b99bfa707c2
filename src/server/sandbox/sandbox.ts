import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/database";
import type { SecretsBox } from "../lib/secrets-box";
import type { SelfOrigin } from "../lib/self-origin";
import { createTwinRunner } from "./printers/twin-runner";
import { KEPT_CALLS } from "./twins/twin-call-records";
import { pruneTwinCalls } from "./twins/twin-calls.repository";
import { twinRoutes } from "./twins/twins.routes";
import { uberSandboxRoutes } from "./ubereats/uber-sandbox.routes";

/**
 * The sandbox (docs/platform-twins.md): the platforms' twins at `/sandbox/<platform>`,
 * Uber's sign-in and API when no Uber credentials are set, and the printer twins the demo's
 * printers are. It uses production's contracts only (the database, the secrets box, the
 * server's own address) and nothing in production imports it: the app registers this one
 * plugin when `SANDBOX` is on.
 */
export type SandboxOptions = {
  db: Database;
  box: SecretsBox;
  config: Config;
  selfOrigin: SelfOrigin;
  logger: FastifyBaseLogger;
};

export type Sandbox = {
  /** Its routes, in the browser's scope: the twins' consoles use the session. */
  routes: FastifyPluginAsync;
  /** The printer twins call the server: they start once it listens. */
  start(): void;
  stop(): Promise<void>;
  /** A demo restaurant was made: its printer twins start now, not at the next round. */
  onDemoCreated(): void;
};

export function createSandbox({ db, box, config, selfOrigin, logger }: SandboxOptions): Sandbox {
  const printerTwins = createTwinRunner({ db, box, selfOrigin, logger });
  return {
    routes: async (scope) => {
      await scope.register(uberSandboxRoutes({ config, selfOrigin, db }));
      await scope.register(twinRoutes({ db, box, config, selfOrigin }));
    },
    start: () => printerTwins.start(),
    stop: () => printerTwins.stop(),
    onDemoCreated: () => void printerTwins.runRound(),
  };
}

/** A twin's record of a call: the console lists the newest 1,000; a month is plenty. */
const KEEP_TWIN_CALLS_MS = 30 * 24 * 3600_000;

/**
 * The sandbox's part of the periodic clean-up: the twins' record of calls beyond each
 * restaurant's newest 1,000 per platform, or a month old.
 */
export async function runSandboxMaintenance({
  db,
  now = new Date(),
}: {
  db: Database;
  now?: Date;
}) {
  return {
    twinCalls: await pruneTwinCalls(db, {
      keep: KEPT_CALLS,
      before: new Date(now.getTime() - KEEP_TWIN_CALLS_MS),
    }),
  };
}
