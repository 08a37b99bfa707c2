import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PIN_REQUIRED_CODE } from "../../domain/api/devices";
import { LOCATION_HEADER } from "../../domain/api/locations";
import { DEFAULT_PIN_ACTIONS, type DeviceAction } from "../../domain/devices";
import {
  DEVICE_PERMISSIONS,
  type Permission,
  ROLE_FORBIDDEN_CODE,
  ROLE_PERMISSIONS,
  type TeamRole,
} from "../../domain/permissions";
import {
  DEVICE_ACTION_OF_ROUTE,
  permissionOfRoute,
  ROUTE_PERMISSIONS,
} from "../plugins/route-permissions";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { createAdmin, signInToken } from "../test/auth-helpers";
import { identifyOn, setOwnPin } from "../test/device-helpers";
import { routeName, type TestRoute } from "../test/route-table";
import { joinTeam } from "../test/team-helpers";
import { TEST_ENGINE } from "../test/test-database";
import { isolationRequest } from "./support/isolation-requests";
import { createRng } from "./support/prng";
import { type ProofApp, startProofApp } from "./support/proof-app";
import { buildRestaurantWorld, type RestaurantWorld } from "./support/restaurant-world";
import { restaurantRowQueries, snapshotRestaurant } from "./support/table-rows";

/**
 * Tables written after an allowed call has been answered, by work it started: the printer
 * watch makes an order's kitchen tickets when it hears of the order's change.
 */
const WRITTEN_LATER = new Set(["print_jobs"]);
const COOK_PIN = "4826";

type Caller =
  | TeamRole
  | "kitchen device"
  | "kitchen device with a cook's PIN"
  | "manager of another location"
  | "manager of another location naming this one"
  | "other restaurant's owner"
  | "administrator"
  | "no session";

/** What the table lets each caller do on a route: its permission, and on a device its action. */
function allows(caller: Caller, permission: Permission, action: DeviceAction | undefined) {
  if (caller === "kitchen device" || caller === "kitchen device with a cook's PIN") {
    if (!(DEVICE_PERMISSIONS as readonly Permission[]).includes(permission)) return false;
    const needsPin = action !== undefined && DEFAULT_PIN_ACTIONS.includes(action);
    return caller === "kitchen device with a cook's PIN"
      ? ROLE_PERMISSIONS.staff.includes(permission)
      : !needsPin;
  }
  return caller in ROLE_PERMISSIONS && ROLE_PERMISSIONS[caller as TeamRole].includes(permission);
}

/**
 * Every restaurant route, called with the restaurant's own records by each kind of caller:
 * its Owner, Manager and Staff, its kitchen device on its own and with a cook's PIN, a manager
 * of another location of the same account (as they are, and naming this location in the
 * location header), another restaurant's owner, an administrator and nobody. A role the
 * permission table denies is answered 403 ROLE_FORBIDDEN (a device's action that needs a PIN,
 * 403 PIN_REQUIRED) and changes nothing; a role it allows is never refused for its role; the
 * others are refused (naming a location not theirs: 403 NOT_YOUR_LOCATION), never see this
 * location's records, and change nothing of it. The routes come from the app as built, so a new route is checked too.
 */
describe(`the permission table on every route (${TEST_ENGINE})`, () => {
  let app: ProofApp;
  let alpha: RestaurantWorld;
  let beta: RestaurantWorld;
  let tokens: Record<Caller, string | null>;
  let rowQueries: Record<string, string>;
  /** A cook who is neither caller: the one whose role the owner changes, and who is removed. */
  let spareId: string;

  beforeAll(async () => {
    app = await startProofApp();
    alpha = await buildRestaurantWorld(app, "Alpha");
    beta = await buildRestaurantWorld(app, "Beta");
    const spare = await joinTeam(app.app, {
      inviterToken: alpha.token,
      role: "staff",
      mail: app.mail,
      settle: () => app.app.backgroundTasks.drain(),
    });
    spareId = spare.id;
    // A second location of Alpha's account, and a manager who works only there.
    const annex = await app.app.inject({
      method: "POST",
      url: "/api/locations",
      cookies: { [SESSION_COOKIE]: alpha.token },
      payload: { name: `${alpha.tag} Annex`, timezone: "America/New_York", currency: "USD" },
    });
    expect(annex.statusCode, annex.body).toBe(201);
    const annexManager = await joinTeam(app.app, {
      inviterToken: alpha.token,
      role: "manager",
      mail: app.mail,
      settle: () => app.app.backgroundTasks.drain(),
      locationIds: [(annex.json() as { id: string }).id],
    });
    const admin = await createAdmin(app.database.db);
    tokens = {
      owner: alpha.token,
      manager: alpha.team.manager.token,
      staff: alpha.team.staff.token,
      "kitchen device": alpha.device.token,
      "kitchen device with a cook's PIN": alpha.device.token,
      "manager of another location": annexManager.token,
      "manager of another location naming this one": annexManager.token,
      "other restaurant's owner": beta.token,
      administrator: await signInToken(app.app, { ...admin, url: "/api/admin/login" }),
      "no session": null,
    };
    rowQueries = await restaurantRowQueries(app.database.db);
    await setOwnPin(app.app, { ...alpha.team.staff, pin: COOK_PIN });
    // The first PIN entered writes the cook's row of tries on the device; later ones keep it.
    await identifyOn(app.app, alpha.device, { personId: alpha.team.staff.id, pin: COOK_PIN });
  });
  afterAll(() => app?.close());

  it("names a permission for every restaurant route, and every entry is a route", () => {
    const named = app.routes.filter((route) => permissionOfRoute(route.method, route.url));
    expect(named.length).toBe(Object.keys(ROUTE_PERMISSIONS).length);
    expect(() => permissionOfRoute("GET", "/api/widgets")).toThrow(/say which permission/);
  });

  it("answers each caller as the table says, and a refused call changes nothing", async () => {
    const problems: string[] = [];
    let calls = 0;
    const routes = app.routes.filter(
      (route) => !route.isWebsocket && permissionOfRoute(route.method, route.url),
    );
    for (const route of routes) {
      const permission = permissionOfRoute(route.method, route.url) as Permission;
      const action = DEVICE_ACTION_OF_ROUTE[routeName(route)];
      // The refused callers first, then the allowed: an owner's DELETE comes last.
      const people = [
        "kitchen device",
        "kitchen device with a cook's PIN",
        "staff",
        "manager",
        "owner",
      ] as const;
      const order: Caller[] = [
        "no session",
        "administrator",
        "other restaurant's owner",
        "manager of another location",
        "manager of another location naming this one",
        ...people.filter((caller) => !allows(caller, permission, action)),
        ...people.filter((caller) => allows(caller, permission, action)),
      ];
      for (const caller of order) {
        const before = await snapshot();
        const response = await send(route, caller, calls++);
        const problem = judge(caller, permission, action, response);
        const isAllowed = allows(caller, permission, action);
        const after = await snapshot();
        const changed = Object.keys(after).filter(
          (table) => !WRITTEN_LATER.has(table) && after[table] !== before[table],
        );
        if (!isAllowed && changed.length > 0)
          problems.push(`${caller} ${routeName(route)} changed ${changed.join(", ")}`);
        if (problem)
          problems.push(
            `${caller} ${routeName(route)} (${permission}): ${problem}; answered ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
    console.info(`route permissions: ${calls} calls on ${routes.length} routes`);
    expect(problems).toEqual([]);
    // Every route in the table but the live feed, which the socket tests cover.
    expect(routes.length).toBe(Object.keys(ROUTE_PERMISSIONS).length - 1);
  }, 600_000);

  /** What is wrong with the answer; null when it is what the table says. */
  function judge(
    caller: Caller,
    permission: Permission,
    action: DeviceAction | undefined,
    response: LightMyRequestResponse,
  ): string | null {
    if (response.statusCode >= 500) return "a server error";
    const code = codeOf(response);
    switch (caller) {
      case "no session":
        return response.statusCode === 401 ? null : "expected 401";
      case "administrator":
        return response.statusCode === 403 ? null : "expected 403";
      case "other restaurant's owner":
        // Its own restaurant's route, with another restaurant's records: never theirs.
        return response.statusCode < 300 && mentionsAlpha(response)
          ? "shows the other restaurant's records"
          : null;
      case "manager of another location":
        // The account's people work at both; the location's orders, secrets and settings
        // are its own.
        return response.statusCode < 300 && mentionsAlphaLocation(response)
          ? "shows the other location's records"
          : null;
      case "manager of another location naming this one": {
        // What a manager may not do anywhere is refused for the role first.
        const expected = allows("manager", permission, action)
          ? "NOT_YOUR_LOCATION"
          : ROLE_FORBIDDEN_CODE;
        return response.statusCode === 403 && code === expected ? null : `expected 403 ${expected}`;
      }
      default: {
        if (allows(caller, permission, action))
          return code === ROLE_FORBIDDEN_CODE ||
            code === PIN_REQUIRED_CODE ||
            response.statusCode === 401
            ? "refused a role the table allows"
            : null;
        const expected =
          caller === "kitchen device" &&
          (DEVICE_PERMISSIONS as readonly Permission[]).includes(permission)
            ? PIN_REQUIRED_CODE
            : ROLE_FORBIDDEN_CODE;
        return response.statusCode === 403 && code === expected ? null : `expected 403 ${expected}`;
      }
    }
  }

  function mentionsAlpha(response: LightMyRequestResponse): boolean {
    return [alpha.email, alpha.team.staff.email, `${alpha.tag} Guest`].some((needle) =>
      response.body.includes(needle),
    );
  }

  function mentionsAlphaLocation(response: LightMyRequestResponse): boolean {
    const { tag, secrets } = alpha;
    return [
      `${tag} Guest`,
      `${tag} no onions`,
      `${tag} extra napkins`,
      `${tag} Market Street`,
      ...Object.values(secrets),
    ].some((needle) => response.body.includes(needle));
  }

  async function send(route: TestRoute, caller: Caller, serial: number) {
    const ownIds = { ...alpha.ids, teammate: [spareId] };
    const request = isolationRequest({ route, ownIds, rng: createRng(serial + 1) });
    const token = tokens[caller];
    // The cook's minutes on the device are few: a PIN entered for each call.
    const operator =
      caller === "kitchen device with a cook's PIN"
        ? await identifyOn(app.app, alpha.device, {
            personId: alpha.team.staff.id,
            pin: COOK_PIN,
          })
        : {};
    const naming =
      caller === "manager of another location naming this one"
        ? { [LOCATION_HEADER]: alpha.restaurantId }
        : {};
    const response = await app.app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: { ...request.headers, ...operator, ...naming },
      ...(request.payload !== undefined && { payload: request.payload }),
      cookies: token ? { [SESSION_COOKIE]: token } : {},
      remoteAddress: `198.51.100.${(serial % 250) + 1}`,
    });
    await app.app.backgroundTasks.drain();
    return response;
  }

  const snapshot = () => snapshotRestaurant(app.database.db, rowQueries, alpha.restaurantId);
});

function codeOf(response: LightMyRequestResponse): string | null {
  try {
    return (response.json() as { code?: string }).code ?? null;
  } catch {
    return null;
  }
}
