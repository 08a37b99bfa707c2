import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driveTwin } from "../../../../scripts/simulate/twin-driver";
import { orders } from "../../db/schema/orders";
import { insertSampleOrders } from "../../modules/sample-data/insert-sample-orders";
import { createRandom } from "../../modules/sample-data/random";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { createSignedInOwner } from "../../test/realtime-helpers";
import { TEST_ENGINE } from "../../test/test-database";
import { eventually, startTwinApp, type TwinTestApp } from "../../test/twin-helpers";
import { listTwinOrders } from "./twin-orders.repository";

/**
 * The twins' consoles, for the signed-in restaurant only, and `npm run simulate` placing
 * orders through them.
 */
describe(`the platform twins' consoles (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
  });
  afterAll(() => app.close());

  it("asks a visitor without a session to sign in, and shows a restaurant only its own orders", async () => {
    const anonymous = await app.app.inject({ method: "GET", url: "/sandbox/doordash" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain("Sign in to OrderDock first");
    const place = await app.app.inject({ method: "POST", url: "/sandbox/doordash/console/orders" });
    expect(place.statusCode).toBe(401);

    const other = await createSignedInOwner(app.app, app.database.db, "Other Diner");
    const page = await app.app.inject({
      method: "GET",
      url: "/sandbox/doordash",
      cookies: { [SESSION_COOKIE]: other.token },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Other Diner");
    expect(page.body).toContain("No open orders");
  });

  it("tells a restaurant that has not connected the platform to connect it first", async () => {
    const other = await createSignedInOwner(app.app, app.database.db, "Unconnected Diner");
    const place = await app.app.inject({
      method: "POST",
      url: "/sandbox/grubhub/console/orders",
      cookies: { [SESSION_COOKIE]: other.token },
    });
    expect(place.statusCode).toBe(303);
    expect(decodeURIComponent(String(place.headers.location))).toContain(
      "Connect Grubhub on the Platform Connections screen first",
    );
  });

  it("refuses a clock moved by nonsense and an outage of a status that is not a 5xx", async () => {
    const post = (url: string, payload: string) =>
      app.app.inject({
        method: "POST",
        url,
        payload,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        cookies: { [SESSION_COOKIE]: app.owner.token },
      });
    const clock = await post("/sandbox/ubereats/console/clock", "minutes=-5");
    expect(decodeURIComponent(String(clock.headers.location))).toContain(
      "Minutes must be between 1 and 1440",
    );
    const outage = await post("/sandbox/doordash/console/outage", "seconds=10&status=418");
    expect(decodeURIComponent(String(outage.headers.location))).toContain(
      "Status must be 500, 502, 503 or 504",
    );
  });

  it("knows the sample orders as its own, so staff can answer them", async () => {
    const other = await createSignedInOwner(app.app, app.database.db, "Sample Diner");
    await insertSampleOrders({
      db: app.database.db,
      restaurantId: other.restaurantId,
      random: createRandom(7),
      now: new Date(),
      plans: [{ status: "new", minutesAgo: 3, platform: "doordash" }],
    });
    const [sample] = await listTwinOrders(app.database.db, other.restaurantId, "doordash");
    expect(sample?.state).toBe("placed");
    const [order] = await app.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.restaurantId, other.restaurantId));
    const accept = await app.app.inject({
      method: "POST",
      url: `/api/orders/${order?.id}/accept`,
      cookies: { [SESSION_COOKIE]: other.token },
      payload: { prepMinutes: 25 },
    });
    expect(accept.statusCode).toBe(200);
    const accepted = await eventually(async () => {
      const [row] = await listTwinOrders(app.database.db, other.restaurantId, "doordash");
      return row?.state === "accepted" ? row : null;
    });
    expect(accepted.prepMinutes).toBeGreaterThanOrEqual(24);
  });

  it("npm run simulate places orders through the twin, which OrderDock stores", async () => {
    const lines: string[] = [];
    const delivered = await driveTwin({
      url: app.origin,
      email: app.owner.account.email,
      password: app.owner.account.password,
      platform: "grubhub",
      count: 3,
      rate: 50,
      log: (line) => lines.push(line),
    });
    expect(delivered).toBe(3);
    expect(lines).toHaveLength(3);
    const placed = await listTwinOrders(app.database.db, app.owner.restaurantId, "grubhub");
    expect(placed).toHaveLength(3);
    const stored = await app.database.db
      .select({ externalId: orders.externalId })
      .from(orders)
      .where(and(eq(orders.restaurantId, app.owner.restaurantId), eq(orders.platform, "grubhub")));
    expect(stored.map((row) => row.externalId).sort()).toEqual(
      placed.map((row) => row.externalId).sort(),
    );
  });
});
