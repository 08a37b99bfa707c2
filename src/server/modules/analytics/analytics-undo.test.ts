import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "../../../domain/api/analytics";
import { restaurants } from "../../db/schema/restaurants";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import {
  createSignedInOwner,
  postTestOrder,
  putStatus,
  type SignedInOwner,
} from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createTestClock, type TestClock } from "../../test/test-clock";
import { TEST_ENGINE } from "../../test/test-database";

/**
 * An undone change and its correction are history, not a status entered (decision 105):
 * preparation time runs from the order's arrival to the Ready that stayed.
 */
describe(`analytics after an undo (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createTestClock();
    testApp = await createTestApp({ clock: clock.now });
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Second Thoughts Cafe");
    await testApp.database.db
      .update(restaurants)
      .set({ timezone: "UTC" })
      .where(eq(restaurants.id, owner.restaurantId));
  });
  afterAll(() => testApp.close());

  const inject = (method: "GET" | "POST", url: string, payload?: object) =>
    testApp.app.inject({ method, url, payload, cookies: { [SESSION_COOKIE]: owner.token } });

  it("times preparation to the Ready that stayed, not to one undone", async () => {
    const placed = await postTestOrder(testApp.app, owner.token);
    const day = new Date().toISOString().slice(0, 10);

    // Ready a minute in, taken back at once (its correction goes back to New), then Ready
    // again ten minutes in.
    clock.advance(60_000);
    const early = await putStatus(testApp.app, owner.token, placed.id, "ready");
    expect(early.statusCode, early.body).toBe(200);
    const undone = await inject("POST", `/api/orders/${placed.id}/undo`, {
      eventId: early.json().undo.eventId,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().status).toBe("new");
    clock.advance(540_000);
    expect((await putStatus(testApp.app, owner.token, placed.id, "ready")).statusCode).toBe(200);

    const query = `from=${day}&to=${day}&includeTest=true`;
    const report = await inject("GET", `/api/analytics?${query}`);
    expect(report.statusCode, report.body).toBe(200);
    const { summary } = report.json() as AnalyticsReport;
    expect(summary.orders).toBe(1);
    // Ten minutes, plus however long the requests themselves took.
    expect(summary.averagePrepSeconds).toBeGreaterThanOrEqual(600);
    expect(summary.averagePrepSeconds).toBeLessThan(630);

    const csv = await inject("GET", `/api/analytics/export.csv?${query}`);
    expect(csv.statusCode).toBe(200);
    const [header, line] = csv.body.trim().split("\r\n");
    const column = header?.split(",").indexOf("Prep time (min)") ?? -1;
    expect(line?.split(",")[column]).toBe("10");
  });
});
