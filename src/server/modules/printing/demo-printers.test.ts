import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Menu } from "../../../domain/api/menu";
import type { PrintersView, TwinTicket } from "../../../domain/api/printers";
import { displayOrderNumber } from "../../../domain/order-number";
import { stationItems, stationMapOf } from "../../../domain/station-routing";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { listenOnRandomPort, waitUntil } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { TEST_SECRETS_KEY } from "../../test/webhook-helpers";

/**
 * A demo visitor's restaurant has a Star kitchen printer and an Epson bar printer, twins
 * OrderDock runs itself: a new order comes out of them, and Settings shows the tickets.
 */
describe(`the demo's printers (${TEST_ENGINE})`, () => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await createTestApp({ config: { secretsKey: TEST_SECRETS_KEY } });
    await listenOnRandomPort(test.app);
    const login = await test.app.inject({ method: "POST", url: "/api/auth/demo-login" });
    expect(login.statusCode).toBe(200);
    token = login.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? "";
  });
  afterAll(() => test.close());

  const get = async <T>(url: string): Promise<T> =>
    (await test.app.inject({ method: "GET", url, cookies: { [SESSION_COOKIE]: token } })).json();
  type TestOrder = { orderNumber: string; items: Array<{ name: string }> };
  const postTestOrder = async (): Promise<TestOrder> => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/orders/test-new",
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it("prints a new order on the demo's kitchen printer twin, shown in Settings", async () => {
    const { printers, stations } = await get<PrintersView>("/api/printers");
    expect(printers.map(({ name, protocol, isTwin }) => ({ name, protocol, isTwin }))).toEqual([
      { name: "Bar", protocol: "epson-sdp", isTwin: true },
      { name: "Kitchen", protocol: "star-cloudprnt", isTwin: true },
    ]);
    expect(stations).toEqual(expect.arrayContaining(["kitchen", "bar", "expo"]));
    const kitchen = printers[1]?.id ?? "";
    await waitUntil(
      async () => (await get<PrintersView>("/api/printers")).printers[1]?.online === true,
      {
        timeoutMs: 30_000,
        label: "the kitchen twin online",
      },
    );

    // A test order draws its items at random, and an order of drinks alone is the bar's
    // only: the first with something the kitchen makes is the one to look for.
    const menu = await get<Menu>("/api/menu");
    const itemStations = stationMapOf(
      menu.categories.flatMap((category) =>
        category.items.map(({ name }) => ({ name, station: category.station })),
      ),
    );
    let order: TestOrder | undefined;
    for (let tries = 0; tries < 20 && !order; tries++) {
      const made = await postTestOrder();
      if (stationItems(made.items, "kitchen", itemStations).length > 0) order = made;
    }
    if (!order) throw new Error("20 test orders, none with an item the kitchen makes");
    const { orderNumber } = order;
    let tickets: TwinTicket[] = [];
    await waitUntil(
      async () => {
        tickets = await get<TwinTicket[]>(`/api/printers/${kitchen}/tickets`);
        return tickets.some((ticket) =>
          ticket.text.includes(`#${displayOrderNumber(orderNumber)}`),
        );
      },
      { timeoutMs: 30_000, label: "the ticket" },
    );
    expect(tickets[0]?.reprint).toBe(false);
    // Its two waits are generous guards for a busy machine; the test's own limit covers both.
  }, 150_000);
});
