import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_BUSY } from "../../../domain/api/auth";
import { restaurants } from "../../db/schema/restaurants";
import { DEMO_BUSY_MESSAGE } from "../../flows/open-demo";
import { uniqueEmail } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

/**
 * Service-wide ceilings an hour, whatever the addresses: many visitors, each within the
 * per-address limits, cannot make restaurants without end. Past the ceiling the service
 * answers 503 with Retry-After, the same to everyone.
 */
const SIGNUPS_PER_HOUR = 3;
const DEMOS_PER_HOUR = 2;

describe(`service-wide ceilings on new restaurants an hour (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let nextAddress = 1;
  const freshAddress = () => `10.50.0.${nextAddress++}`;

  beforeAll(async () => {
    testApp = await createTestApp({
      config: { signupsPerHour: SIGNUPS_PER_HOUR, demoRestaurantsPerHour: DEMOS_PER_HOUR },
    });
  });
  afterAll(() => testApp.close());

  const signUp = () =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: {
        restaurantName: "Corner Bakery",
        name: "Ada Baker",
        email: uniqueEmail("ceiling"),
        password: "sourdough-starter",
      },
      remoteAddress: freshAddress(),
    });
  const signedUpRestaurants = async () => {
    const [row] = await testApp.database.db
      .select({ total: count() })
      .from(restaurants)
      .where(and(eq(restaurants.kind, "standard"), isNotNull(restaurants.trialEndsAt)));
    return row?.total ?? 0;
  };

  it("creates no more sign-ups in an hour than the ceiling, even when they all come at once", async () => {
    const burst = await Promise.all(Array.from({ length: 2 * SIGNUPS_PER_HOUR }, () => signUp()));
    // All passed the route's check together: none was created yet when they asked.
    expect(burst.map((response) => response.statusCode)).toEqual(burst.map(() => 200));
    await testApp.app.backgroundTasks.drain();
    expect(await signedUpRestaurants()).toBe(SIGNUPS_PER_HOUR);

    const next = await signUp();
    expect(next.statusCode).toBe(503);
    expect(next.json()).toMatchObject({ message: SIGN_UP_BUSY, code: "SIGN_UP_BUSY" });
    const retryAfter = Number(next.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    await testApp.app.backgroundTasks.drain();
    expect(await signedUpRestaurants()).toBe(SIGNUPS_PER_HOUR);
  });

  it("opens no more demo restaurants in an hour than the ceiling, from any number of addresses", async () => {
    const demo = () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/auth/demo-login",
        remoteAddress: freshAddress(),
      });
    for (let opened = 0; opened < DEMOS_PER_HOUR; opened += 1) {
      expect((await demo()).statusCode).toBe(200);
    }
    const past = await demo();
    expect(past.statusCode).toBe(503);
    expect(past.json()).toMatchObject({ message: DEMO_BUSY_MESSAGE, code: "DEMO_BUSY" });
    expect(Number(past.headers["retry-after"])).toBeGreaterThan(3500);
  });
});
