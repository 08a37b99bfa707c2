import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "../../test/test-database";
import {
  eventually,
  placeTwinOrder,
  staffApi,
  startTwinApp,
  storedOrder,
  type TwinTestApp,
  twinCallsOf,
  twinConsole,
  untilCallState,
} from "../../test/twin-helpers";

/**
 * A call still waiting when the platform cancels the order is not sent: the platform would
 * only refuse it, and staff would read a refusal on an order that is over.
 */
describe(`calls for an order cancelled meanwhile (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
  });
  afterAll(() => app.close());

  it("drops a waiting accept when the customer cancels during an outage", async () => {
    const externalId = await placeTwinOrder(app, "ubereats");
    const order = await storedOrder(app, "ubereats", externalId);
    await twinConsole(app, "ubereats", "outage", { seconds: "600", status: "503" });
    expect((await staffApi(app).post(`/api/orders/${order.id}/accept`, {})).statusCode).toBe(200);
    await eventually(async () =>
      (await twinCallsOf(app.database.db, "ubereats", externalId)).some(
        (call) => call.status === 503,
      ),
    );
    await twinConsole(app, "ubereats", `orders/${externalId}/cancel`);
    await eventually(
      async () => (await storedOrder(app, "ubereats", externalId)).status === "cancelled",
    );
    await twinConsole(app, "ubereats", "outage", { seconds: "0" });

    const settled = await untilCallState(app, "ubereats", externalId, "done", "accept");
    expect(settled.platformCall?.message).toBe("Not sent: the order was cancelled");
    const calls = await twinCallsOf(app.database.db, "ubereats", externalId);
    expect(calls.every((call) => call.status === 503)).toBe(true);
  });
});
