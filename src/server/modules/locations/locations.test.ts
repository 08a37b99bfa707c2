import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "../../../domain/api/analytics";
import type { CurrentUser } from "../../../domain/api/auth";
import { LOCATION_COOKIE, LOCATION_MESSAGES, type Location } from "../../../domain/api/locations";
import type { OrderJson } from "../../../domain/api/order-json";
import { PEOPLE_MESSAGES } from "../../../domain/api/people";
import { ROLE_FORBIDDEN_CODE } from "../../../domain/permissions";
import { CLOSE_FORBIDDEN } from "../../../domain/realtime";
import { restaurants } from "../../db/schema/restaurants";
import type { MailMessage } from "../../lib/mailer";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { insertPlannedOrder } from "../../test/analytics-helpers";
import { createMailbox, createOwner, signInToken } from "../../test/auth-helpers";
import { callAtLocation, type LocationCall } from "../../test/location-helpers";
import {
  closeSockets,
  connectJoined,
  connectSocket,
  isEventFor,
  listenOnRandomPort,
  type TestSocket,
} from "../../test/realtime-helpers";
import { joinTeam } from "../../test/team-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

/**
 * An account of several locations (docs/locations.md): adding one, each browser working at
 * the one it chose, people working at all or some, the All locations view of orders, the
 * live feed and analytics, and copying a menu between them.
 */
describe(`locations of an account (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let mail: MailMessage[];
  let port: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const mailbox = createMailbox();
    mail = mailbox.messages;
    testApp = await createTestApp({ mailer: mailbox.mailer });
    port = await listenOnRandomPort(testApp.app);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(() => testApp.close());

  const settle = () => testApp.app.backgroundTasks.drain();
  type Call = LocationCall;
  const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, options: Call) =>
    callAtLocation(testApp.app, method, url, options);
  const me = async (token: string, location?: string) =>
    (await call("GET", "/api/auth/me", { token, location })).json() as CurrentUser;
  const orderIds = async (url: string, options: Call) =>
    ((await call("GET", url, options)).json() as OrderJson[]).map((order) => order.id).sort();

  /** An owner with a second location, "Harbor Street", in euros. */
  async function twoLocations() {
    const owner = await createOwner(testApp.database.db, { restaurantName: "Canal Street" });
    const token = await signInToken(testApp.app, owner);
    const first = owner.user.restaurantId ?? "";
    const added = await call("POST", "/api/locations", {
      token,
      payload: {
        name: "Harbor Street",
        address: "1 Harbor Street",
        timezone: "America/New_York",
        currency: "eur",
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const second = (added.json() as Location).id;
    return { owner, token, first, second };
  }

  const order = (restaurantId: string, currency = "USD", price = 1200) =>
    insertPlannedOrder(testApp.database.db, {
      restaurantId,
      platform: "website",
      created: new Date(Date.now() - 60_000).toISOString(),
      status: "new",
      currency,
      items: [{ name: "Soup", quantity: 1, price }],
    });

  it("adds a location to the owner's account, with the first's terms and its own currency", async () => {
    const { token, first, second } = await twoLocations();
    const here = await me(token);
    expect(here.restaurant?.id).toBe(first);
    expect(here.locations.map((location) => [location.name, location.currency])).toEqual([
      ["Canal Street", "USD"],
      ["Harbor Street", "EUR"],
    ]);
    const listed = (await call("GET", "/api/locations", { token })).json() as Location[];
    expect(listed.map((location) => [location.name, location.isCurrent])).toEqual([
      ["Canal Street", true],
      ["Harbor Street", false],
    ]);
    expect(listed.find((location) => location.id === second)?.address).toBe("1 Harbor Street");

    // A location added to an account on a trial is covered by the same trial.
    const trialEndsAt = new Date("2026-12-13T12:00:00Z");
    await testApp.database.db
      .update(restaurants)
      .set({ trialEndsAt })
      .where(eq(restaurants.id, first));
    const third = await call("POST", "/api/locations", {
      token,
      payload: { name: "Dock Street", timezone: "America/New_York", currency: "USD" },
    });
    expect(third.statusCode, third.body).toBe(201);
    const [terms] = await testApp.database.db
      .select({ kind: restaurants.kind, trialEndsAt: restaurants.trialEndsAt })
      .from(restaurants)
      .where(eq(restaurants.id, (third.json() as Location).id));
    expect(terms).toEqual({ kind: "standard", trialEndsAt });

    const bad = await call("POST", "/api/locations", {
      token,
      payload: { name: " ", timezone: "Nowhere/Town", currency: "XX" },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Location name is required");
  });

  it("works at the location the browser chose, and never at one that is not the person's", async () => {
    const { token, first, second } = await twoLocations();
    const stranger = await twoLocations();
    const [atFirst, atSecond] = [await order(first), await order(second, "EUR")];

    const chose = await call("PUT", "/api/session/location", {
      token,
      payload: { locationId: second },
    });
    expect(chose.statusCode).toBe(204);
    const cookie = chose.cookies.find((set) => set.name === LOCATION_COOKIE);
    expect(cookie?.value).toBe(second);
    expect(cookie?.httpOnly).toBe(true);
    expect(await orderIds("/api/orders", { token, location: second })).toEqual([atSecond]);
    expect(await orderIds("/api/orders", { token, location: first })).toEqual([atFirst]);
    expect((await me(token, second)).restaurant?.name).toBe("Harbor Street");

    // Another account's location: refused to choose, and a cookie naming it changes nothing.
    const theirs = await call("PUT", "/api/session/location", {
      token,
      payload: { locationId: stranger.second },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(LOCATION_MESSAGES.notFound);
    expect(await orderIds("/api/orders", { token, location: stranger.second })).toEqual([atFirst]);
    // A call naming it in its header is refused outright.
    const named = await call("GET", "/api/orders", { token, header: stranger.second });
    expect(named.statusCode).toBe(403);
    expect(named.json().code).toBe("NOT_YOUR_LOCATION");
  });

  it("signs in at the location this browser chose last, among the person's own", async () => {
    const { owner, first, second } = await twoLocations();
    // Another account's location first: a sign-in must not land there.
    await twoLocations();
    const signIn = (location?: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: owner.email, password: owner.password },
        cookies: location ? { [LOCATION_COOKIE]: location } : {},
        remoteAddress: `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
    const chosen = (await signIn(second)).json().user as CurrentUser;
    expect(chosen.restaurant?.id).toBe(second);
    expect(chosen.locations.map((location) => location.id)).toEqual([first, second]);
    const fresh = (await signIn()).json().user as CurrentUser;
    expect(fresh.restaurant?.id).toBe(first);
  });

  it("shows owners every location's orders on All locations, and acts on each at its own", async () => {
    const { token, first, second } = await twoLocations();
    const [atFirst, atSecond] = [await order(first), await order(second, "EUR")];
    const all = (await call("GET", "/api/orders?locations=all", { token })).json() as OrderJson[];
    expect(all.map((row) => [row.id, row.locationId]).sort()).toEqual(
      [
        [atFirst, first],
        [atSecond, second],
      ].sort(),
    );
    // The browser works at the first; the card of the second acts there with the header.
    const moved = await call("PUT", `/api/orders/${atSecond}`, {
      token,
      header: second,
      payload: { status: "preparing" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const elsewhere = await call("PUT", `/api/orders/${atSecond}`, {
      token,
      payload: { status: "ready" },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("keeps a person invited to one location there: their orders, their feed, no All locations", async () => {
    const { token, first, second } = await twoLocations();
    const cook = await joinTeam(testApp.app, {
      inviterToken: token,
      role: "staff",
      mail,
      settle,
      locationIds: [second],
    });
    const manager = await joinTeam(testApp.app, {
      inviterToken: token,
      role: "manager",
      mail,
      settle,
      locationIds: [second],
    });
    const [atFirst, atSecond] = [await order(first), await order(second, "EUR")];
    const cooks = await me(cook.token);
    expect(cooks.locations.map((location) => location.id)).toEqual([second]);
    expect(cooks.worksAtAllLocations).toBe(false);
    expect((await me(token)).worksAtAllLocations).toBe(true);
    expect(cooks.restaurant?.id).toBe(second);
    // Even asked for the first location, they work at theirs.
    expect(await orderIds("/api/orders", { token: cook.token, location: first })).toEqual([
      atSecond,
    ]);
    expect(
      (await call("GET", "/api/orders", { token: cook.token, header: first })).statusCode,
    ).toBe(403);
    const staffAll = await call("GET", "/api/orders?locations=all", { token: cook.token });
    expect(staffAll.statusCode).toBe(403);
    expect(staffAll.json().code).toBe(ROLE_FORBIDDEN_CODE);
    // A manager of one location sees only it on All locations.
    expect(await orderIds("/api/orders?locations=all", { token: manager.token })).toEqual([
      atSecond,
    ]);
    // And invites to their own location only.
    const wider = await call("POST", "/api/people/invitations", {
      token: manager.token,
      payload: { email: "wide@example.com", role: "staff", locationIds: null },
    });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().message).toBe(PEOPLE_MESSAGES.notYourLocations);
    void atFirst;
  });

  it("gives an owner All locations by role change and refuses chosen locations for an owner", async () => {
    const { token, second } = await twoLocations();
    const cook = await joinTeam(testApp.app, {
      inviterToken: token,
      role: "staff",
      mail,
      settle,
      locationIds: [second],
    });
    const ownerOfOne = await call("PATCH", `/api/people/${cook.id}`, {
      token,
      payload: { role: "owner", locationIds: [second] },
    });
    expect(ownerOfOne.statusCode).toBe(400);
    expect(ownerOfOne.json().message).toBe(PEOPLE_MESSAGES.ownerEverywhere);
    const promoted = await call("PATCH", `/api/people/${cook.id}`, {
      token,
      payload: { role: "manager", locationIds: null },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await me(cook.token)).locations).toHaveLength(2);
  });

  it("sends the All locations feed every location's orders, and refuses it to staff", async () => {
    const { token, first, second } = await twoLocations();
    const socket = await connectJoined({ port, token, query: "?locations=all" });
    sockets.push(socket);
    const placed = await Promise.all([
      testApp.app.inject({
        method: "POST",
        url: "/api/orders/test-new",
        cookies: { [SESSION_COOKIE]: token, [LOCATION_COOKIE]: first },
      }),
      testApp.app.inject({
        method: "POST",
        url: "/api/orders/test-new",
        cookies: { [SESSION_COOKIE]: token, [LOCATION_COOKIE]: second },
      }),
    ]);
    for (const placedOrder of placed) {
      expect(placedOrder.statusCode, placedOrder.body).toBeLessThan(300);
      await socket.waitFor(isEventFor((placedOrder.json() as { id: string }).id));
    }
    // Each order's message once, though the socket is in both locations' rooms.
    await socket.ping();
    for (const placedOrder of placed) {
      const id = (placedOrder.json() as { id: string }).id;
      expect(socket.events().filter(isEventFor(id))).toHaveLength(1);
    }

    const cook = await joinTeam(testApp.app, { inviterToken: token, role: "staff", mail, settle });
    const refused = connectSocket({ port, token: cook.token, query: "?locations=all" });
    sockets.push(refused);
    expect((await refused.closed).code).toBe(CLOSE_FORBIDDEN);
  });

  it("rolls analytics up over the locations, per currency, equal to each location's figures", async () => {
    const { token, first, second } = await twoLocations();
    await order(first, "USD", 1000);
    await order(first, "USD", 500);
    await order(second, "USD", 250);
    await order(second, "EUR", 700);
    const day = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const report = async (location: string | undefined, query: string) =>
      (
        await call("GET", `/api/analytics?from=${yesterday}&to=${day}${query}`, {
          token,
          location,
        })
      ).json() as AnalyticsReport;
    const perLocation = [await report(first, ""), await report(second, "")];
    const rolled = await report(first, "&locations=all");
    expect(rolled.currency).toBe("USD");
    expect(rolled.summary.orders).toBe(
      perLocation.reduce((sum, one) => sum + (one.currency === "USD" ? one.summary.orders : 0), 0),
    );
    expect(rolled.summary.orders).toBe(3);
    expect(rolled.summary.grossSales).toBe(17.5);
    expect(rolled.currencies).toEqual([
      { currency: "USD", orders: 3 },
      { currency: "EUR", orders: 1 },
    ]);
    const euros = await report(first, "&locations=all&currency=EUR");
    expect(euros.summary.grossSales).toBe(7);
    expect((await report(second, "&currency=EUR")).summary.grossSales).toBe(7);

    // The export rolls up the same orders, in the currency asked for.
    const exported = await call(
      "GET",
      `/api/analytics/export.csv?from=${yesterday}&to=${day}&table=orders&currency=USD&locations=all`,
      { token, location: first },
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-disposition"]).toContain("all-locations");
    const lines = exported.body.trim().split("\n");
    expect(lines).toHaveLength(1 + 3);
  });

  it("copies another location's menu once: a second copy adds nothing", async () => {
    const { token, first, second } = await twoLocations();
    const category = await call("POST", "/api/menu/categories", {
      token,
      location: first,
      payload: { name: "Soups" },
    });
    expect(category.statusCode, category.body).toBe(201);
    const item = await call("POST", "/api/menu/items", {
      token,
      location: first,
      payload: { categoryId: category.json().id, name: "Tomato soup", price: 6.5 },
    });
    expect(item.statusCode, item.body).toBe(201);
    const copy = () =>
      call("POST", "/api/menu/copy", {
        token,
        location: second,
        payload: { fromLocationId: first },
      });
    const copied = await copy();
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toEqual({ categories: 1, items: 1, modifierGroups: 0 });
    expect((await copy()).json()).toEqual({ categories: 0, items: 0, modifierGroups: 0 });
    const menu = await call("GET", "/api/menu", { token, location: second });
    expect(JSON.stringify(menu.json())).toContain("Tomato soup");

    const same = await call("POST", "/api/menu/copy", {
      token,
      location: first,
      payload: { fromLocationId: first },
    });
    expect(same.statusCode).toBe(400);
    const stranger = await twoLocations();
    const theirs = await call("POST", "/api/menu/copy", {
      token,
      location: second,
      payload: { fromLocationId: stranger.first },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
