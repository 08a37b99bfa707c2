import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { routeName, type TestRoute } from "../test/route-table";
import { TEST_ENGINE } from "../test/test-database";
import { proofSize } from "./proof-scale";
import {
  accessOf,
  expectationFor,
  mayShowPublicFace,
  RECORDED_REFUSALS,
} from "./support/access-rules";
import { type FixtureKind, type IdSlot, idSlotsOf } from "./support/id-slots";
import { type IsolationRequest, isolationRequest } from "./support/isolation-requests";
import { createRng, fuzzSeed } from "./support/prng";
import { type ProofApp, startProofApp } from "./support/proof-app";
import { buildRestaurantWorld, type RestaurantWorld } from "./support/restaurant-world";
import { openSession, type ProofSession } from "./support/sessions";
import { restaurantRowQueries, snapshotRestaurant } from "./support/table-rows";

/** How many of B's records of a kind each id a route takes is tried with. */
const IDS_PER_SLOT = proofSize({ ci: 1, full: 4 });

/**
 * Tenant isolation, generated from the route table: every id a route takes (in its path,
 * query or body) is given restaurant B's real record of that kind, by A's owner, a demo
 * visitor and an administrator, the route's other ids being the caller's own. Each call
 * must be refused as docs/api.md says (404 for another restaurant's record, 401/403 for
 * the wrong caller), show nothing of B's, change none of B's rows, and leave none of B's ids
 * in the caller's own rows. A route taking an id no fixture covers fails (id-slots.ts).
 */
describe(`tenant isolation on every route that takes an id (${TEST_ENGINE})`, () => {
  let app: ProofApp;
  let alpha: RestaurantWorld;
  let beta: RestaurantWorld;
  let sessions: ProofSession[];
  let rowQueries: Record<string, string>;
  /** B's texts no one else has: short ones (an order number like "W-1001") are everyone's. */
  let betaOnly: (texts: string[]) => string[];

  beforeAll(async () => {
    app = await startProofApp();
    alpha = await buildRestaurantWorld(app, "Alpha");
    beta = await buildRestaurantWorld(app, "Beta");
    sessions = [
      await openSession(app, "owner", alpha),
      await openSession(app, "device", alpha),
      await openSession(app, "demo", alpha),
      await openSession(app, "admin", alpha),
    ];
    rowQueries = await restaurantRowQueries(app.database.db);
    const alphaTexts = new Set([...alpha.needles.private, ...alpha.needles.public]);
    betaOnly = (texts) => texts.filter((text) => text.length >= 8 && !alphaTexts.has(text));
    await app.analyze();
  });
  afterAll(() => app?.close());

  it("knows a fixture record for every id every route takes, and who may call it", () => {
    const withIds = app.routes.filter((route) => idSlotsOf(route).length > 0);
    expect(withIds.length).toBeGreaterThan(30);
    for (const route of app.routes) expect(accessOf(route), routeName(route)).toBeDefined();
    // A route taking an id of a kind no fixture has fails here, before any call.
    const widget = { method: "GET", url: "/api/widgets/:widgetId", paramNames: ["widgetId"] };
    expect(() => idSlotsOf({ ...widget, config: {}, isWebsocket: false })).toThrow(
      /no fixture id for path parameter :widgetId/,
    );
  });

  it(
    "refuses every other restaurant's id to every caller, showing and changing nothing of it",
    async () => {
      const seed = fuzzSeed();
      const problems: string[] = [];
      const skipped = new Set<string>();
      let checks = 0;
      let betaRows = await snapshot(beta.restaurantId);
      for (const route of app.routes) {
        for (const slot of idSlotsOf(route)) {
          for (const session of sessions) {
            const expectation = expectationFor(route, slot, session.kind);
            if ("skip" in expectation) {
              skipped.add(`${routeName(route)}: ${expectation.skip}`);
              continue;
            }
            for (const id of betaRecordsFor(route, slot).slice(0, IDS_PER_SLOT)) {
              const where = `${session.kind} ${routeName(route)} ${slotName(slot)} = B's ${id}`;
              const rng = createRng(seed).fork(where);
              await session.ensureAlive();
              const request = isolationRequest({
                route,
                ownIds: ownIdsOf(session),
                target: { slot, victim: beta, id },
                rng,
              });
              const response = await send(request, session, checks);
              checks += 1;
              const found = [
                expectation.check(response) ?? [],
                ...showsOfBeta(route, response),
              ].flat();
              const after = await snapshot(beta.restaurantId);
              const exempt = new Set(RECORDED_REFUSALS[accessOf(route)] ?? []);
              const changed = Object.keys(after).filter(
                (table) => !exempt.has(table) && after[table] !== betaRows[table],
              );
              if (changed.length > 0) found.push(`changed B's ${changed.join(", ")}`);
              betaRows = after;
              found.push(...(await callerRowsNamingBeta(session)));
              for (const problem of found)
                problems.push(
                  `${where}: ${problem}; answered ${response.statusCode} ${response.body.slice(0, 160)}`,
                );
            }
          }
        }
      }
      console.info(
        `tenant isolation: ${checks} calls with B's ids checked (the answer, B's rows, the caller's rows); not called: ${[...skipped].join("; ")}`,
      );
      expect(problems, `seed ${seed}:\n${problems.join("\n")}`).toEqual([]);
      expect(checks).toBeGreaterThan(90);
    },
    proofSize({ ci: 300_000, full: 900_000 }),
  );

  it("shows none of B's data on the routes that take no id", async () => {
    const problems: string[] = [];
    let checks = 0;
    const reads = app.routes.filter(
      (route) => route.method === "GET" && idSlotsOf(route).length === 0,
    );
    for (const route of reads) {
      for (const session of sessions) {
        // The admin panel lists every restaurant's owner to administrators, by design.
        if (session.kind === "admin" && accessOf(route) === "admin") continue;
        await session.ensureAlive();
        const request = isolationRequest({ route, ownIds: ownIdsOf(session), rng: createRng(1) });
        const response = await send(request, session, checks);
        checks += 1;
        const shown = betaOnly([...beta.needles.private, ...beta.needles.public]).filter((needle) =>
          response.body.includes(needle),
        );
        if (shown.length > 0 || response.statusCode >= 500)
          problems.push(
            `${session.kind} ${routeName(route)} → ${response.statusCode} shows B's ${shown.slice(0, 3).join(", ")}`,
          );
      }
    }
    console.info(`tenant isolation: ${checks} reads without an id checked for B's data`);
    expect(problems).toEqual([]);
    expect(checks).toBeGreaterThan(40);
  });

  const snapshot = (restaurantId: string) =>
    snapshotRestaurant(app.database.db, rowQueries, restaurantId);

  /** B's records of the slot's kind; a twin's route gets the orders on that platform's twin. */
  function betaRecordsFor(route: TestRoute, slot: IdSlot): string[] {
    const platform = /^\/sandbox\/(\w+)\//.exec(route.url)?.[1];
    const records = beta.ids[slot.kind];
    if (slot.kind !== "twinOrder" || !platform) return records;
    return records.filter((id) => beta.twinOrderPlatform[id] === platform);
  }

  /** The caller's own records: A's for its owner, the demo's own; an administrator has none. */
  function ownIdsOf(session: ProofSession): Partial<Record<FixtureKind, string[]>> {
    if (session.kind === "owner" || session.kind === "device") return alpha.ids;
    if (session.kind === "demo") return { ...alpha.ids, ...session.ownIds };
    return {};
  }

  async function send(request: IsolationRequest, session: ProofSession, serial: number) {
    const response = await app.app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined && { payload: request.payload }),
      cookies: session.token ? { [SESSION_COOKIE]: session.token } : {},
      remoteAddress: `198.51.100.${(serial % 250) + 1}`,
    });
    await app.app.backgroundTasks.drain();
    return response;
  }

  /** B's texts in the answer: its public face only where it is public (its website menu). */
  function showsOfBeta(route: TestRoute, response: LightMyRequestResponse): string[] {
    const texts = [
      ...beta.needles.private,
      ...(mayShowPublicFace(route) ? [] : beta.needles.public),
    ];
    const shown = betaOnly(texts).filter((text) => response.body.includes(text));
    return shown.length > 0 ? [`shows B's ${shown.slice(0, 3).join(", ")}`] : [];
  }

  /**
   * B's ids in the rows of the caller's own restaurant (an item moved into B's category, say).
   * A website order's key is the customer's own text, kept as sent.
   */
  async function callerRowsNamingBeta(session: ProofSession): Promise<string[]> {
    const restaurants =
      session.kind === "owner" ? [alpha.restaurantId] : (session.ownIds.restaurant ?? []);
    const betaIds = betaOnly(
      Object.entries(beta.ids).flatMap(([kind, ids]) => (kind === "websiteOrderKey" ? [] : ids)),
    );
    const found: string[] = [];
    for (const restaurantId of restaurants) {
      const rows = JSON.stringify(await snapshot(restaurantId));
      const named = betaIds.filter((id) => rows.includes(id));
      if (named.length > 0) found.push(`the caller's rows now name B's ${named.join(", ")}`);
    }
    return found;
  }
});

const slotName = (slot: IdSlot) =>
  slot.where === "path" ? `:${slot.name}` : `${slot.where} ${slot.path.join(".")}`;
