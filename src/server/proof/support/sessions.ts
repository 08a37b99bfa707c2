import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { createAdmin, sessionCookieOf, signInToken } from "../../test/auth-helpers";
import { pairNewDevice } from "../../test/device-helpers";
import type { FixtureKind } from "./id-slots";
import type { ProofApp } from "./proof-app";
import type { RestaurantWorld } from "./restaurant-world";

/**
 * The kinds of caller the proofs send requests as, each signed in through the real
 * endpoints. A hostile request may end its own session (a logout, an admin deleting demo
 * restaurants); `ensureAlive` signs in again before the next route, so every route is
 * tried with every kind of session.
 */
export const SESSION_KINDS = ["none", "owner", "device", "demo", "admin"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export type ProofSession = {
  kind: SessionKind;
  token: string | null;
  /** The ids of the session's own restaurant, by kind. */
  ownIds: Partial<Record<FixtureKind, string[]>>;
  /** Signs in again when the session has ended; true when it had. */
  ensureAlive(): Promise<boolean>;
};

let addressSerial = 0;
/** Sign-ins come from an address of their own, clear of the fuzzer's rate limits. */
const freshAddress = () => `192.0.2.${(addressSerial++ % 250) + 1}`;

export async function openSession(
  app: ProofApp,
  kind: SessionKind,
  owner: RestaurantWorld,
): Promise<ProofSession> {
  switch (kind) {
    case "none":
      return { kind, token: null, ownIds: {}, ensureAlive: async () => false };
    case "owner": {
      const session: ProofSession = {
        kind,
        token: owner.token,
        ownIds: owner.ids,
        ensureAlive: async () => {
          if (await isSignedIn(app.app, session.token, "/api/auth/me")) return false;
          session.token = await signInToken(app.app, { ...owner, remoteAddress: freshAddress() });
          return true;
        },
      };
      return session;
    }
    case "device": {
      // The restaurant's kitchen device; a hostile sign-out unpairs it, so pair another.
      const session: ProofSession = {
        kind,
        token: owner.device.token,
        ownIds: owner.ids,
        ensureAlive: async () => {
          if (await isSignedIn(app.app, session.token, "/api/auth/me")) return false;
          await ownerIsAlive();
          session.token = (await pairNewDevice(app.app, { ownerToken: owner.token })).token;
          return true;
        },
      };
      const ownerIsAlive = async () => {
        if (await isSignedIn(app.app, owner.token, "/api/auth/me")) return;
        owner.token = await signInToken(app.app, { ...owner, remoteAddress: freshAddress() });
      };
      return session;
    }
    case "demo": {
      const session: ProofSession = {
        kind,
        token: null,
        ownIds: {},
        ensureAlive: async () => false,
      };
      const start = async () => {
        session.token = await demoLogin(app.app);
        session.ownIds = await readOwnIds(app.app, session.token);
      };
      session.ensureAlive = async () => {
        if (await isSignedIn(app.app, session.token, "/api/auth/me")) return false;
        await start();
        return true;
      };
      await start();
      return session;
    }
    case "admin": {
      const account = await createAdmin(app.database.db);
      const signIn = () =>
        signInToken(app.app, {
          ...account,
          url: "/api/admin/login",
          remoteAddress: freshAddress(),
        });
      const session: ProofSession = {
        kind,
        token: await signIn(),
        ownIds: {},
        ensureAlive: async () => {
          if (await isSignedIn(app.app, session.token, "/api/admin/me")) return false;
          session.token = await signIn();
          return true;
        },
      };
      return session;
    }
  }
}

async function isSignedIn(app: FastifyInstance, token: string | null, url: string) {
  if (!token) return false;
  const response = await app.inject({ method: "GET", url, cookies: { [SESSION_COOKIE]: token } });
  return response.statusCode === 200;
}

async function demoLogin(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/demo-login",
    remoteAddress: freshAddress(),
  });
  const token = sessionCookieOf(response)?.value;
  if (response.statusCode !== 200 || !token)
    throw new Error(`demo sign-in: ${response.statusCode} ${response.body}`);
  return token;
}

/** What a demo visitor's restaurant holds, read through its own API. */
async function readOwnIds(
  app: FastifyInstance,
  token: string,
): Promise<Partial<Record<FixtureKind, string[]>>> {
  const get = async (url: string) =>
    (await app.inject({ method: "GET", url, cookies: { [SESSION_COOKIE]: token } })).json();
  const me = (await get("/api/auth/me")) as { id: string; restaurant: { id: string } };
  const listed = (await get("/api/orders")) as Array<{
    id: string;
    platform: string;
    status: string;
    items: Array<{ lineId?: string }>;
  }>;
  // An order a platform lets the kitchen change first (an Uber Eats or DoorDash order under
  // way): a call about one of its lines is then valid but for the line it names.
  const isAdjustable = (order: (typeof listed)[number]) =>
    ["ubereats", "doordash"].includes(order.platform) &&
    ["preparing", "ready"].includes(order.status);
  const orders = [...listed.filter(isAdjustable), ...listed.filter((o) => !isAdjustable(o))];
  const menu = (await get("/api/menu")) as {
    categories: Array<{ id: string; items: Array<{ id: string }> }>;
    modifierGroups: Array<{ id: string; options: Array<{ id: string }> }>;
  };
  return {
    user: [me.id],
    restaurant: [me.restaurant.id],
    order: orders.map((order) => order.id),
    orderLine: orders.flatMap((order) => order.items.flatMap((item) => item.lineId ?? [])),
    menuCategory: menu.categories.map((category) => category.id),
    menuItem: menu.categories.flatMap((category) => category.items.map((item) => item.id)),
    modifierGroup: menu.modifierGroups.map((group) => group.id),
    modifierOption: menu.modifierGroups.flatMap((group) => group.options.map((o) => o.id)),
  };
}
