import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../domain/api/auth";
import { LOCATION_COOKIE, LOCATION_HEADER } from "../../domain/api/locations";
import { orders } from "../db/schema/orders";
import { restaurants } from "../db/schema/restaurants";
import { twinUberIntegrations } from "../db/schema/twin-uber-integrations";
import { TWIN_PATHS } from "../lib/sandbox-credentials";
import { deleteExpiredDemos } from "../modules/restaurants/restaurants.repository";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { sessionCookieOf } from "../test/auth-helpers";
import { eventually, passUndoWindow, startTwinApp, type TwinTestApp } from "../test/twin-helpers";

/**
 * A demo visitor answers the marketplaces' orders as an owner would: an Uber Eats order of
 * the demo's kitchen and of the brand it cooks reaches Uber's twin, whose store of each is
 * activated with OrderDock as its order manager; the stores go with the demo.
 */
describe("the demo answers Uber Eats", () => {
  let app: TwinTestApp;
  let token: string;
  let visitor: CurrentUser;

  beforeAll(async () => {
    app = await startTwinApp();
    const login = await app.app.inject({ method: "POST", url: "/api/auth/demo-login" });
    expect(login.statusCode, login.body).toBe(200);
    token = sessionCookieOf(login)?.value ?? "";
    visitor = (login.json() as { user: CurrentUser }).user;
  });
  afterAll(() => app.close());

  it("takes and accepts an Uber Eats order of the kitchen and of its brand", async () => {
    const brand = visitor.locations.find((place) => place.kitchenId !== null)?.id ?? "";
    const kitchen = visitor.restaurant?.id ?? "";
    for (const at of [kitchen, brand]) {
      // A customer orders from the place's store on Uber's twin: its webhook names the store.
      const placed = await app.app.inject({
        method: "POST",
        url: `${TWIN_PATHS.ubereats}/console/orders`,
        cookies: { [SESSION_COOKIE]: token, [LOCATION_COOKIE]: at },
      });
      const said = new URL(String(placed.headers.location), app.origin).searchParams.get("said");
      expect(said).toMatch(/sent to OrderDock/);
      const [order] = await app.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.restaurantId, at), eq(orders.platform, "ubereats")))
        .orderBy(desc(orders.receivedAt))
        .limit(1);
      if (!order) throw new Error(`the order did not arrive at ${at}`);
      const accepted = await app.app.inject({
        method: "POST",
        url: `/api/orders/${order.id}/accept`,
        cookies: { [SESSION_COOKIE]: token },
        headers: { [LOCATION_HEADER]: at },
        payload: {},
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      passUndoWindow(app);
      const call = await eventually(async () => {
        const [row] = await app.database.db
          .select({ call: orders.platformCall })
          .from(orders)
          .where(eq(orders.id, order.id));
        return row?.call?.state === "done" || row?.call?.state === "failed" ? row.call : null;
      });
      expect(call).toMatchObject({ action: "accept", state: "done" });
    }
  });

  it("forgets the demo's Uber stores when the demo expires", async () => {
    const storeIds = [visitor.restaurant?.id, ...visitor.locations.map((place) => place.id)].map(
      (id) => `demo-${id}`,
    );
    const stores = () =>
      app.database.db
        .select({ storeId: twinUberIntegrations.storeId })
        .from(twinUberIntegrations)
        .where(inArray(twinUberIntegrations.storeId, storeIds));
    expect(await stores()).toHaveLength(3);
    await app.database.db
      .update(restaurants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(restaurants.accountId, visitor.account?.id ?? ""));
    expect(await deleteExpiredDemos(app.database.db, new Date())).toBe(1);
    expect(await stores()).toEqual([]);
  });
});
