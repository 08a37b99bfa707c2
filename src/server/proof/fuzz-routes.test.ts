import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UBER_SANDBOX_CLIENT_ID } from "../lib/sandbox-credentials";
import { CALLBACK_PATH } from "../modules/platforms/ubereats/uber-connect.service";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { signInToken } from "../test/auth-helpers";
import { routeName, type TestRoute } from "../test/route-table";
import { TEST_ENGINE } from "../test/test-database";
import { proofSize } from "./proof-scale";
import { fuzzRequest } from "./support/fuzz-requests";
import { createFuzzRun, type FuzzRun, summary } from "./support/fuzz-runner";
import type { FixtureKind } from "./support/id-slots";
import { createRng, fuzzSeed } from "./support/prng";
import { type ProofApp, startProofApp } from "./support/proof-app";
import { buildRestaurantWorld, type RestaurantWorld } from "./support/restaurant-world";
import { openSession, type ProofSession, type SessionKind } from "./support/sessions";
import { signedWebhookRequest } from "./support/signed-webhooks";

/**
 * Every route the app registers (the route table, so a new route is fuzzed unasked) gets
 * hostile requests made from its own schemas, with no session and with each kind of
 * session: wrong types, missing and extra fields, huge and strange texts, deep nesting,
 * injections, prototype keys, invented and other restaurants' ids, raw bodies of every
 * content type, forged cookies and cross-site headers. Whatever is sent, the answer is below
 * 500, shows nothing of the server's insides, is a documented error when it refuses, and a
 * refusal leaves no rows. Replay a failure with FUZZ_SEED=<seed>.
 */
const REQUESTS_PER_ROUTE = proofSize({ ci: 3, full: 19 });
const SIGNED_PER_WEBHOOK = proofSize({ ci: 30, full: 200 });

/** Tables that record refusals by design: a refused request may add rows here. */
const REFUSAL_TABLES: Readonly<Record<string, string>> = {
  login_failures: "a failed sign-in is counted, for the brute-force limits",
  webhook_deliveries: "the delivery log records every webhook, a refused or unverified one too",
  twin_calls: "a platform twin records every call it receives, as the platform's log would",
  print_jobs:
    "auto-print makes its jobs a moment after an order arrives or moves, so an earlier accepted request's jobs can land during the next one",
  twin_printer_tickets:
    "the demo's printer twins print those jobs on their own poll, a moment later, during whatever request comes next",
};

/** The platform twins' APIs and Uber's sandbox answer errors in the platform's shape, not ours. */
const isForeignProtocol = (url: string) => /^\/sandbox\/\w+\/(?!console\/)./.test(url);

describe(`every route under hostile requests (${TEST_ENGINE})`, () => {
  const seed = fuzzSeed();
  let app: ProofApp;
  let owner: RestaurantWorld;
  let other: RestaurantWorld;
  let run: FuzzRun;
  /** The owner's second session, for the twins' consoles: the fuzzed one may sign out. */
  let consoleToken: string;

  beforeAll(async () => {
    app = await startProofApp();
    owner = await buildRestaurantWorld(app, "Own");
    other = await buildRestaurantWorld(app, "Other");
    consoleToken = await signInToken(app.app, { ...owner, remoteAddress: "192.0.2.254" });
    run = await createFuzzRun(app, new Set(Object.keys(REFUSAL_TABLES)), isForeignProtocol);
  });

  afterAll(async () => {
    if (run) console.info(`fuzzed with seed ${seed}: ${summary(run)}`);
    await app?.close();
  });

  /** The problems found since `from`, with the seed that replays them. */
  const expectNoProblemsSince = (from: number) => {
    const found = run.problems.slice(from);
    const message = `${found.length} problems (seed ${seed}; FUZZ_SEED=${seed} replays):\n${found.slice(0, 40).join("\n")}`;
    expect(found, message).toEqual([]);
  };

  it(
    "answers hostile bodies, correctly signed, to every webhook receiver",
    async () => {
      const webhooks = app.routes.filter((route) => route.url.startsWith("/webhooks/"));
      expect(webhooks.length).toBeGreaterThanOrEqual(5);
      const session = await openSession(app, "none", owner);
      const from = run.problems.length;
      for (const route of webhooks) {
        const rng = createRng(seed).fork(`signed ${routeName(route)}`);
        for (let count = 0; count < SIGNED_PER_WEBHOOK; count += 1)
          await run.send(route, signedWebhookRequest(app, route, owner, rng), session);
      }
      expectNoProblemsSince(from);
    },
    proofSize({ ci: 60_000, full: 600_000 }),
  );

  // The demo visitor last: the administrator's System Reset then has fewer demos to remove.
  for (const kind of [
    "none",
    "owner",
    "device",
    "admin",
    "demo",
  ] as const satisfies SessionKind[]) {
    it(
      `answers every route's hostile requests ${kind === "none" ? "without a session" : `as ${kind}`}`,
      async () => {
        const session = await openSession(app, kind, owner);
        await app.analyze();
        await run.recount();
        const from = run.problems.length;
        for (const route of app.routes) await fuzzRoute(route, session);
        expectNoProblemsSince(from);
      },
      proofSize({ ci: 300_000, full: 900_000 }),
    );
  }

  async function fuzzRoute(route: TestRoute, session: ProofSession) {
    if (await session.ensureAlive()) await run.recount();
    await clearTwinOutage(route);
    const rng = createRng(seed).fork(`${session.kind} ${routeName(route)}`);
    const idsOf = (kind: FixtureKind) => [
      ...(session.ownIds[kind] ?? []),
      ...(other.ids[kind] ?? []),
    ];
    // A state-changing route that reads no input learns nothing from a second success, and
    // each may cost a restaurant (a demo, test data): once one succeeded, the rest are
    // requests refused before its handler.
    const readsNoInput =
      route.method !== "GET" && !route.params && !route.querystring && !route.body;
    let hasSucceeded = false;
    // Uber's sandbox shows its consent page only to its own client, sent back to OrderDock.
    const knownValues = {
      client_id: UBER_SANDBOX_CLIENT_ID,
      redirect_uri: `${app.origin}${CALLBACK_PATH}`,
    };
    for (let count = 0; count < REQUESTS_PER_ROUTE; count += 1) {
      const isRefusalOnly = readsNoInput && hasSucceeded;
      const request = fuzzRequest(route, { rng, idsOf, isRefusalOnly, knownValues });
      const response = await run.send(route, request, session);
      hasSucceeded ||= response.statusCode < 300;
    }
  }

  /**
   * A twin's console may have started an outage (its API then answers 5xx on purpose, as the
   * platform would): ended before each twin route, so its API answers for itself.
   */
  async function clearTwinOutage(route: TestRoute) {
    const platform = /^\/sandbox\/(\w+)\//.exec(route.url)?.[1];
    if (!platform || route.url.includes("/console/")) return;
    const response = await app.app.inject({
      method: "POST",
      url: `/sandbox/${platform}/console/outage`,
      cookies: { [SESSION_COOKIE]: consoleToken },
      payload: { seconds: 0 },
    });
    if (response.statusCode !== 303) throw new Error(`outage not cleared: ${response.statusCode}`);
  }
});
