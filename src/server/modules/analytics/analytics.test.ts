import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "../../../domain/api/analytics";
import { orderDetailsSchema } from "../../../domain/order";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { createSignedInAdmin } from "../../test/admin-helpers";
import { insertPlannedOrder, type PlannedOrder } from "../../test/analytics-helpers";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { toOrderRow } from "../orders/order-row";
import { chooseCurrency } from "./analytics.service";
import { ORDER_PAGE } from "./analytics-export";

/**
 * Analytics figures computed by hand from the orders below. The restaurant is in New York;
 * 2026-03-08 is the day its clocks spring forward (02:00 EST → 03:00 EDT, a 23-hour day).
 *
 *  #   created (UTC)        local (New York)      platform  type      status     items                      prep
 *  O1  2026-03-07 17:00     Mar 7 12:00 EST       ubereats  pickup    completed  Burger 15.00 + Fries 5.00  600 s
 *  O2  2026-03-08 04:30     Mar 7 23:30 EST       doordash  delivery  cancelled  2 x Salad 12.00, 6 x Fries  —
 *  O3  2026-03-08 05:30     Mar 8 00:30 EST       ubereats  delivery  completed  2 x Burger + Bacon 2.50     900 s
 *  O4  2026-03-08 07:30     Mar 8 03:30 EDT       website   pickup    completed  Fries 5.00 + Burger 15.00   1200 s
 *  O9  2026-03-08 14:00     Mar 8 10:00 EDT       grubhub   pickup    ready      Salad 12.00                 25 h (left out)
 *  T1  2026-03-08 15:00     Mar 8 11:00 EDT       website   pickup    completed  Burger 15.00 (TEST ORDER)   60 s
 *  O5  2026-03-08 16:00     Mar 8 12:00 EDT       shopify   delivery  cancelled  3 x Fries 5.00              —
 *  O6  2026-03-09 03:30     Mar 8 23:30 EDT       ubereats  pickup    ready      Salad 12.00                 300 s
 *  O7  2026-03-09 04:30     Mar 9 00:30 EDT       ubereats  pickup    completed  Salad 12.00                 600 s
 *
 * O2 is on March 8 in UTC but March 7 in New York; O6 is on March 9 in UTC but March 8.
 */
const BURGER = { name: "Burger", quantity: 1, price: 1500 };
const FRIES = { name: "Fries", quantity: 1, price: 500 };
const SALAD = { name: "Salad", quantity: 1, price: 1200 };

type Plan = Omit<PlannedOrder, "restaurantId">;
const ORDERS: Record<string, Plan> = {
  O1: {
    platform: "ubereats",
    created: "2026-03-07T17:00:00Z",
    status: "completed",
    items: [BURGER, FRIES],
    readyAfterSeconds: 600,
  },
  O2: {
    platform: "doordash",
    created: "2026-03-08T04:30:00Z",
    status: "cancelled",
    isDelivery: true,
    items: [
      { ...SALAD, quantity: 2 },
      { ...FRIES, quantity: 6 },
    ],
  },
  O3: {
    platform: "ubereats",
    created: "2026-03-08T05:30:00Z",
    status: "completed",
    isDelivery: true,
    items: [{ ...BURGER, quantity: 2, modifiers: [{ name: "Bacon", price: 250 }] }],
    readyAfterSeconds: 900,
  },
  O4: {
    platform: "website",
    created: "2026-03-08T07:30:00Z",
    status: "completed",
    items: [FRIES, BURGER],
    readyAfterSeconds: 1200,
    // A spreadsheet must not run this as a formula.
    customerName: '=HYPERLINK("http://evil.example","Click")',
  },
  O9: {
    platform: "grubhub",
    created: "2026-03-08T14:00:00Z",
    status: "ready",
    items: [SALAD],
    readyAfterSeconds: 25 * 3600,
  },
  T1: {
    platform: "website",
    created: "2026-03-08T15:00:00Z",
    status: "completed",
    items: [BURGER],
    readyAfterSeconds: 60,
    isTest: true,
  },
  O5: {
    platform: "shopify",
    created: "2026-03-08T16:00:00Z",
    status: "cancelled",
    isDelivery: true,
    items: [{ ...FRIES, quantity: 3 }],
  },
  O6: {
    platform: "ubereats",
    created: "2026-03-09T03:30:00Z",
    status: "ready",
    items: [SALAD],
    readyAfterSeconds: 300,
  },
  O7: {
    platform: "ubereats",
    created: "2026-03-09T04:30:00Z",
    status: "completed",
    items: [SALAD],
    readyAfterSeconds: 600,
  },
};

describe(`analytics (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;
  let neighbour: SignedInOwner;

  const get = (token: string, url: string) =>
    testApp.app.inject({ method: "GET", url, cookies: { [SESSION_COOKIE]: token } });
  const report = async (query: string, token = owner.token): Promise<AnalyticsReport> => {
    const response = await get(token, `/api/analytics?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    owner = await createSignedInOwner(testApp.app, db, "Figures Diner");
    neighbour = await createSignedInOwner(testApp.app, db, "Next Door Grill");
    await db
      .update(restaurants)
      .set({ timezone: "America/New_York" })
      .where(eq(restaurants.id, owner.restaurantId));
    for (const [number, plan] of Object.entries(ORDERS))
      await insertPlannedOrder(db, {
        ...plan,
        restaurantId: owner.restaurantId,
        orderNumber: number,
      });
    // The neighbour's busy day falls in the same hours: none of it may show above.
    for (const hour of [6, 12, 18])
      await insertPlannedOrder(db, {
        restaurantId: neighbour.restaurantId,
        platform: "doordash",
        created: `2026-03-08T${String(hour).padStart(2, "0")}:00:00Z`,
        status: "completed",
        items: [{ name: "Neighbour Pizza", quantity: 4, price: 9900 }],
        readyAfterSeconds: 60,
      });
  });
  afterAll(() => testApp.close());

  it("sums the daylight-saving day by the restaurant's clock, against the day before", async () => {
    const figures = await report("from=2026-03-08&to=2026-03-08");
    expect(figures.timezone).toBe("America/New_York");
    expect(figures.currency).toBe("USD");
    expect(figures.currencies).toEqual([{ currency: "USD", orders: 5 }]);
    expect(figures.period).toEqual({ from: "2026-03-08", to: "2026-03-08", days: 1 });
    expect(figures.previousPeriod).toEqual({ from: "2026-03-07", to: "2026-03-07" });
    // O3, O4, O9, O5, O6: sales 35.00 + 20.00 + 12.00 + 12.00 (O5 cancelled); prep
    // (900 + 1200 + 300) / 3 (O9's 25 h left out); completion 2 of O3, O4, O5.
    expect(figures.summary).toEqual({
      orders: 5,
      grossSales: 79,
      averageOrderValue: 19.75,
      averagePrepSeconds: 800,
      completionRate: 2 / 3,
      cancelled: 1,
    });
    // O1 and O2 (23:30 on March 7 in New York, March 8 in UTC).
    expect(figures.previousSummary).toEqual({
      orders: 2,
      grossSales: 20,
      averageOrderValue: 20,
      averagePrepSeconds: 600,
      completionRate: 1 / 2,
      cancelled: 1,
    });
    expect(figures.days).toEqual([
      { date: "2026-03-08", orders: 5, sales: 79, averagePrepSeconds: 800 },
    ]);
  });

  it("counts hours on the restaurant's clock: 02:00 does not exist that day", async () => {
    const { hours } = await report("from=2026-03-08&to=2026-03-08");
    expect(hours).toHaveLength(24);
    expect(hours.filter((hour) => hour.orders > 0)).toEqual([
      { hour: 0, orders: 1 },
      { hour: 3, orders: 1 },
      { hour: 10, orders: 1 },
      { hour: 12, orders: 1 },
      { hour: 23, orders: 1 },
    ]);
  });

  it("splits by platform, by delivery or pickup, and ranks items", async () => {
    const figures = await report("from=2026-03-08&to=2026-03-08");
    expect(figures.platforms).toEqual([
      {
        platform: "ubereats",
        orders: 2,
        sales: 47,
        averageOrderValue: 23.5,
        averagePrepSeconds: 600,
      },
      {
        platform: "website",
        orders: 1,
        sales: 20,
        averageOrderValue: 20,
        averagePrepSeconds: 1200,
      },
      {
        platform: "grubhub",
        orders: 1,
        sales: 12,
        averageOrderValue: 12,
        averagePrepSeconds: null,
      },
      {
        platform: "shopify",
        orders: 1,
        sales: 0,
        averageOrderValue: null,
        averagePrepSeconds: null,
      },
    ]);
    expect(figures.fulfilment).toEqual([
      { type: "delivery", orders: 2, sales: 35 },
      { type: "pickup", orders: 3, sales: 44 },
    ]);
    // Burger: 2 x (15.00 + 2.50) + 15.00; Salad: O9 and O6; Fries: O4 (O5 was cancelled).
    expect(figures.topItemsByQuantity).toEqual([
      { name: "Burger", quantity: 3, revenue: 50 },
      { name: "Salad", quantity: 2, revenue: 24 },
      { name: "Fries", quantity: 1, revenue: 5 },
    ]);
    expect(figures.topItemsByRevenue.map((item) => item.name)).toEqual([
      "Burger",
      "Salad",
      "Fries",
    ]);
  });

  it("adds test orders only when asked", async () => {
    const figures = await report("from=2026-03-08&to=2026-03-08&includeTest=true");
    expect(figures.includeTest).toBe(true);
    expect(figures.summary).toEqual({
      orders: 6,
      grossSales: 94,
      averageOrderValue: 18.8,
      averagePrepSeconds: 615,
      completionRate: 3 / 4,
      cancelled: 1,
    });
    expect(figures.hours[11]).toEqual({ hour: 11, orders: 1 });
  });

  it("fills every day of a longer period, and compares with as many days before", async () => {
    const figures = await report("from=2026-03-06&to=2026-03-09");
    expect(figures.previousPeriod).toEqual({ from: "2026-03-02", to: "2026-03-05" });
    expect(figures.days).toEqual([
      { date: "2026-03-06", orders: 0, sales: 0, averagePrepSeconds: null },
      { date: "2026-03-07", orders: 2, sales: 20, averagePrepSeconds: 600 },
      { date: "2026-03-08", orders: 5, sales: 79, averagePrepSeconds: 800 },
      { date: "2026-03-09", orders: 1, sales: 12, averagePrepSeconds: 600 },
    ]);
    expect(figures.summary.orders).toBe(8);
    expect(figures.previousSummary).toEqual({
      orders: 0,
      grossSales: 0,
      averageOrderValue: null,
      averagePrepSeconds: null,
      completionRate: null,
      cancelled: 0,
    });
  });

  it("reads the same instants as other days once the restaurant moves to another zone", async () => {
    // In Los Angeles (3 hours behind New York), O3 and O4 fall on the evening of March 7,
    // while O6 (23:30 EDT) is 20:30 and O7 (00:30 EDT on March 9) 21:30 on March 8.
    const { db } = testApp.database;
    await db
      .update(restaurants)
      .set({ timezone: "America/Los_Angeles" })
      .where(eq(restaurants.id, owner.restaurantId));
    try {
      const figures = await report("from=2026-03-08&to=2026-03-08");
      expect(figures.timezone).toBe("America/Los_Angeles");
      // O9, O5 (cancelled), O6, O7.
      expect(figures.summary.orders).toBe(4);
      expect(figures.summary.grossSales).toBe(12 + 12 + 12);
    } finally {
      await db
        .update(restaurants)
        .set({ timezone: "America/New_York" })
        .where(eq(restaurants.id, owner.restaurantId));
    }
  });

  it("shows each restaurant only its own orders", async () => {
    const figures = await report("from=2026-03-08&to=2026-03-08", neighbour.token);
    expect(figures.summary.orders).toBe(3);
    expect(figures.topItemsByQuantity).toEqual([
      { name: "Neighbour Pizza", quantity: 12, revenue: 1188 },
    ]);
    const csv = await get(
      neighbour.token,
      "/api/analytics/export.csv?from=2026-03-08&to=2026-03-08",
    );
    expect(csv.body).not.toContain("O3");
    expect(csv.body.trim().split("\r\n")).toHaveLength(4);
  });

  it("is for a signed-in restaurant: 401 without a session, 403 for an administrator", async () => {
    const url = "/api/analytics?from=2026-03-08&to=2026-03-08";
    expect((await testApp.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const exportUrl = "/api/analytics/export.csv?from=2026-03-08&to=2026-03-08";
    expect((await testApp.app.inject({ method: "GET", url: exportUrl })).statusCode).toBe(401);
    const admin = await createSignedInAdmin(testApp.app, testApp.database.db);
    expect((await get(admin.token, url)).statusCode).toBe(403);
  });

  it("refuses a period it cannot read, naming the field", async () => {
    const cases: Array<[string, string, string]> = [
      ["from=2026-03-09&to=2026-03-08", "to", "to must not be before from"],
      ["from=2026-02-30&to=2026-03-08", "from", "from must be a date, e.g. 2026-11-22"],
      ["from=2025-01-01&to=2026-03-08", "to", "A period can be at most 366 days"],
      ["to=2026-03-08", "from", "from is required, e.g. 2026-11-22"],
      ["from=9999-12-31&to=9999-12-31", "from", "from must be between 2000-01-01 and 2099-12-31"],
      ["from=0100-01-01&to=0100-01-02", "from", "from must be between 2000-01-01 and 2099-12-31"],
      [
        "from=2026-03-01&from=2026-03-02&to=2026-03-08",
        "from",
        "from must be given once, as a date such as 2026-11-22",
      ],
      [
        "from=2026-03-08&to=2026-03-08&includeTest=yes",
        "includeTest",
        "includeTest must be true or false",
      ],
      [
        "from=2026-03-08&to=2026-03-08&currency=US",
        "currency",
        "currency must be a three-letter currency code, e.g. USD",
      ],
      [
        "from=2026-03-08&to=2026-03-08&currency=USD&currency=AUD",
        "currency",
        "currency must be a three-letter currency code, e.g. USD",
      ],
    ];
    for (const [query, path, message] of cases) {
      const response = await get(owner.token, `/api/analytics?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().issues, query).toContainEqual({ path, message });
    }
    const badTable = await get(
      owner.token,
      "/api/analytics/export.csv?from=2026-03-08&to=2026-03-08&table=customers",
    );
    expect(badTable.statusCode).toBe(400);
  });

  describe("CSV export", () => {
    const csv = async (query: string) => {
      const response = await get(owner.token, `/api/analytics/export.csv?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.body.startsWith("\uFEFF")).toBe(true);
      return {
        fileName: /filename="([^"]+)"/.exec(String(response.headers["content-disposition"]))?.[1],
        lines: response.body.slice(1).split("\r\n").filter(Boolean),
      };
    };

    it("lists the period's orders, oldest first, on the restaurant's clock", async () => {
      const { fileName, lines } = await csv("from=2026-03-08&to=2026-03-08");
      expect(fileName).toBe("figures-diner-orders-2026-03-08-to-2026-03-08.csv");
      expect(lines).toEqual([
        "Order number,Platform,Placed,Status,Type,Customer,Items,Currency,Subtotal,Tax,Delivery fee,Total,Prep time (min),Test order",
        "O3,Uber Eats,2026-03-08 00:30,Completed,Delivery,Dana Whitfield,2,USD,35.00,1.00,2.99,38.99,15,no",
        `O4,Website,2026-03-08 03:30,Completed,Pickup,"'=HYPERLINK(""http://evil.example"",""Click"")",2,USD,20.00,1.00,0.00,21.00,20,no`,
        "O9,Grubhub,2026-03-08 10:00,Ready for Pickup,Pickup,Dana Whitfield,1,USD,12.00,1.00,0.00,13.00,1500,no",
        "O5,Shopify,2026-03-08 12:00,Cancelled,Delivery,Dana Whitfield,3,USD,15.00,1.00,2.99,18.99,,no",
        "O6,Uber Eats,2026-03-08 23:30,Ready for Pickup,Pickup,Dana Whitfield,1,USD,12.00,1.00,0.00,13.00,5,no",
      ]);
      const withTest = await csv("from=2026-03-08&to=2026-03-08&includeTest=true");
      expect(withTest.lines).toContain(
        "T1,Website,2026-03-08 11:00,Completed,Pickup,Dana Whitfield,1,USD,15.00,1.00,0.00,16.00,1,yes",
      );
    });

    it("writes every order when they span several pages, even at one instant", async () => {
      // ORDER_PAGE + 3 orders placed at the very same microsecond (set in SQL below): the
      // pages must neither repeat nor skip one where a page ends.
      const busy = await createSignedInOwner(testApp.app, testApp.database.db, "Rush Hour");
      const count = ORDER_PAGE + 3;
      await testApp.database.db.insert(orders).values(
        Array.from({ length: count }, (_, index) =>
          toOrderRow({
            restaurantId: busy.restaurantId,
            platform: "website",
            externalId: `rush-${index}`,
            receivedAt: new Date("2026-03-08T17:00:00Z"),
            details: orderDetailsSchema.parse({
              orderNumber: `R${index}`,
              customer: { name: "Rush", phone: "" },
              isDelivery: false,
              items: [FRIES],
            }),
          }),
        ),
      );
      // A JavaScript Date holds milliseconds; the database keeps microseconds.
      await testApp.database.db.execute(
        sql`update orders set created_at = '2026-03-08T17:00:00.123456Z' where restaurant_id = ${busy.restaurantId}`,
      );
      const response = await get(
        busy.token,
        "/api/analytics/export.csv?from=2026-03-08&to=2026-03-08",
      );
      const numbers = response.body
        .split("\r\n")
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(",")[0]);
      expect(numbers).toHaveLength(count);
      expect(new Set(numbers).size).toBe(count);
    });

    it("writes each table as the page shows it", async () => {
      const period = "from=2026-03-07&to=2026-03-08";
      expect((await csv(`${period}&table=top-items-by-revenue`)).lines).toEqual([
        "Rank,Item,Quantity,Revenue (USD)",
        "1,Burger,4,65.00",
        "2,Salad,2,24.00",
        "3,Fries,2,10.00",
      ]);
      expect((await csv(`${period}&table=top-items-by-quantity`)).lines[1]).toBe(
        "1,Burger,4,65.00",
      );
      expect((await csv(`${period}&table=platforms`)).lines).toEqual([
        "Platform,Orders,Sales (USD),Average order value (USD),Average prep time (min)",
        "Uber Eats,3,67.00,22.33,10",
        "Website,1,20.00,20.00,20",
        "Grubhub,1,12.00,12.00,",
        "DoorDash,1,0.00,,",
        "Shopify,1,0.00,,",
      ]);
      const days = await csv(`${period}&table=days`);
      expect(days.fileName).toBe("figures-diner-days-2026-03-07-to-2026-03-08.csv");
      expect(days.lines).toEqual([
        "Date,Orders,Sales (USD),Average prep time (min)",
        "2026-03-07,2,20.00,10",
        "2026-03-08,5,79.00,13.3",
      ]);
    });
  });

  /**
   * One restaurant paid in three currencies (and a fourth on May 12), on UTC days:
   *
   *  #   created (UTC)     currency  platform  status            items
   *  J0  May 9 12:00       JPY       grubhub   completed         2 x Gyoza ¥600              600 s
   *  A1  May 10 01:00      AUD       ubereats  completed         2 x Flat White 4.50 + Oat 0.50, line total 9.00   300 s
   *  A2  May 10 02:00      AUD       doordash  completed         Toastie 12.50               600 s
   *  A3  May 10 03:00      AUD       ubereats  cancelled         Toastie 12.50
   *  U1  May 10 04:00      USD       website   completed         9,999 x Banquet 100,000.00  900 s
   *  J1  May 10 05:00      JPY       grubhub   completed         2 x Ramen ¥1,944            600 s
   *  J2  May 10 06:00      JPY       grubhub   ready             Gyoza ¥1,200                300 s
   *  J3  May 10 07:00      JPY       grubhub   awaiting payment  10 x Ramen ¥1,944 (left out)
   *  A5  May 11 01:00      AUD       ubereats  completed         Toastie 12.50
   *  J5  May 11 02:00      JPY       grubhub   completed         Gyoza ¥1,200
   *  K1  May 12 10:00      KWD       doordash  completed         Machboos KWD 1.250, delivered   600 s
   *
   * Every order pays tax 100 minor units (¥100, 1.00 dollar, 0.100 dinar); a delivery 299.
   */
  describe("in several currencies", () => {
    let harbour: SignedInOwner;
    const plans: Record<string, Plan> = {
      J0: {
        platform: "grubhub",
        currency: "JPY",
        created: "2026-05-09T12:00:00Z",
        status: "completed",
        items: [{ name: "Gyoza", quantity: 2, price: 600 }],
        readyAfterSeconds: 600,
      },
      A1: {
        platform: "ubereats",
        currency: "AUD",
        created: "2026-05-10T01:00:00Z",
        status: "completed",
        // The platform's line total (a promotion) is kept over 2 x (4.50 + 0.50).
        items: [
          {
            name: "Flat White",
            quantity: 2,
            price: 450,
            modifiers: [{ name: "Oat milk", price: 50 }],
            lineTotal: 900,
          },
        ],
        readyAfterSeconds: 300,
      },
      A2: {
        platform: "doordash",
        currency: "AUD",
        created: "2026-05-10T02:00:00Z",
        status: "completed",
        items: [{ name: "Toastie", quantity: 1, price: 1250 }],
        readyAfterSeconds: 600,
      },
      A3: {
        platform: "ubereats",
        currency: "AUD",
        created: "2026-05-10T03:00:00Z",
        status: "cancelled",
        items: [{ name: "Toastie", quantity: 1, price: 1250 }],
      },
      U1: {
        platform: "website",
        currency: "USD",
        created: "2026-05-10T04:00:00Z",
        status: "completed",
        // 9,999 x 10,000,000 cents: far past a 32-bit integer.
        items: [{ name: "Banquet", quantity: 9999, price: 10_000_000 }],
        readyAfterSeconds: 900,
      },
      J1: {
        platform: "grubhub",
        currency: "JPY",
        created: "2026-05-10T05:00:00Z",
        status: "completed",
        items: [{ name: "Ramen", quantity: 2, price: 1944 }],
        readyAfterSeconds: 600,
      },
      J2: {
        platform: "grubhub",
        currency: "JPY",
        created: "2026-05-10T06:00:00Z",
        status: "ready",
        items: [{ name: "Gyoza", quantity: 1, price: 1200 }],
        readyAfterSeconds: 300,
      },
      J3: {
        platform: "grubhub",
        currency: "JPY",
        created: "2026-05-10T07:00:00Z",
        status: "awaiting_payment",
        items: [{ name: "Ramen", quantity: 10, price: 1944 }],
      },
      A5: {
        platform: "ubereats",
        currency: "AUD",
        created: "2026-05-11T01:00:00Z",
        status: "completed",
        items: [{ name: "Toastie", quantity: 1, price: 1250 }],
      },
      J5: {
        platform: "grubhub",
        currency: "JPY",
        created: "2026-05-11T02:00:00Z",
        status: "completed",
        items: [{ name: "Gyoza", quantity: 1, price: 1200 }],
      },
      K1: {
        platform: "doordash",
        currency: "KWD",
        created: "2026-05-12T10:00:00Z",
        status: "completed",
        isDelivery: true,
        items: [{ name: "Machboos", quantity: 1, price: 1250 }],
        readyAfterSeconds: 600,
      },
    };
    const may10 = "from=2026-05-10&to=2026-05-10";

    beforeAll(async () => {
      const { db } = testApp.database;
      harbour = await createSignedInOwner(testApp.app, db, "Harbour Kitchen");
      await db
        .update(restaurants)
        .set({ timezone: "UTC" })
        .where(eq(restaurants.id, harbour.restaurantId));
      for (const [number, plan] of Object.entries(plans))
        await insertPlannedOrder(db, {
          ...plan,
          restaurantId: harbour.restaurantId,
          orderNumber: number,
        });
    });

    it("is in the period's most used currency by default, and lists every currency", async () => {
      const figures = await report(may10, harbour.token);
      expect(figures.currency).toBe("AUD");
      // J3 is awaiting payment: not a sale, so not counted at all.
      expect(figures.currencies).toEqual([
        { currency: "AUD", orders: 3 },
        { currency: "JPY", orders: 2 },
        { currency: "USD", orders: 1 },
      ]);
      // A1 counts its line total, 9.00, not 2 x (4.50 + 0.50).
      expect(figures.summary).toEqual({
        orders: 3,
        grossSales: 21.5,
        averageOrderValue: 10.75,
        averagePrepSeconds: 450,
        completionRate: 2 / 3,
        cancelled: 1,
      });
      expect(figures.previousSummary.orders).toBe(0);
      expect(figures.topItemsByQuantity).toEqual([
        { name: "Flat White", quantity: 2, revenue: 9 },
        { name: "Toastie", quantity: 1, revenue: 12.5 },
      ]);
      expect(figures.platforms.map((row) => [row.platform, row.sales])).toEqual([
        ["doordash", 12.5],
        ["ubereats", 9],
      ]);
    });

    it("gives every figure in yen alone when asked for JPY", async () => {
      const figures = await report(`${may10}&currency=jpy`, harbour.token);
      expect(figures.currency).toBe("JPY");
      expect(figures.currencies).toHaveLength(3);
      expect(figures.summary).toEqual({
        orders: 2,
        grossSales: 5088,
        averageOrderValue: 2544,
        averagePrepSeconds: 450,
        completionRate: 1,
        cancelled: 0,
      });
      expect(figures.previousSummary).toEqual({
        orders: 1,
        grossSales: 1200,
        averageOrderValue: 1200,
        averagePrepSeconds: 600,
        completionRate: 1,
        cancelled: 0,
      });
      expect(figures.days).toEqual([
        { date: "2026-05-10", orders: 2, sales: 5088, averagePrepSeconds: 450 },
      ]);
      expect(figures.hours.filter((hour) => hour.orders > 0)).toEqual([
        { hour: 5, orders: 1 },
        { hour: 6, orders: 1 },
      ]);
      expect(figures.platforms).toEqual([
        {
          platform: "grubhub",
          orders: 2,
          sales: 5088,
          averageOrderValue: 2544,
          averagePrepSeconds: 450,
        },
      ]);
      expect(figures.fulfilment).toEqual([
        { type: "delivery", orders: 0, sales: 0 },
        { type: "pickup", orders: 2, sales: 5088 },
      ]);
      // J3's ten bowls of ramen were never paid for.
      expect(figures.topItemsByQuantity).toEqual([
        { name: "Ramen", quantity: 2, revenue: 3888 },
        { name: "Gyoza", quantity: 1, revenue: 1200 },
      ]);
    });

    it("multiplies 9,999 units at 100,000.00 without overflowing", async () => {
      const figures = await report(`${may10}&currency=USD`, harbour.token);
      expect(figures.summary.grossSales).toBe(999_900_000);
      expect(figures.summary.averageOrderValue).toBe(999_900_000);
      expect(figures.topItemsByRevenue).toEqual([
        { name: "Banquet", quantity: 9999, revenue: 999_900_000 },
      ]);
    });

    it("answers zeros for a currency the period has no orders in, still listing the others", async () => {
      const figures = await report(`${may10}&currency=EUR`, harbour.token);
      expect(figures.currency).toBe("EUR");
      expect(figures.summary.orders).toBe(0);
      expect(figures.summary.grossSales).toBe(0);
      expect(figures.currencies.map((entry) => entry.currency)).toEqual(["AUD", "JPY", "USD"]);
    });

    it("breaks a tie by the previous period, and is USD with no orders at all", async () => {
      // May 11: one AUD and one JPY order; May 10 had more in AUD.
      expect((await report("from=2026-05-11&to=2026-05-11", harbour.token)).currency).toBe("AUD");
      const empty = await report("from=2026-06-20&to=2026-06-20", harbour.token);
      expect(empty.currency).toBe("USD");
      expect(empty.currencies).toEqual([]);
    });

    it.each([
      [
        "the most orders in the period",
        [
          ["JPY", 2, 0],
          ["AUD", 1, 9],
        ],
        "JPY",
      ],
      [
        "a tie: more in the previous period",
        [
          ["JPY", 1, 0],
          ["AUD", 1, 2],
        ],
        "AUD",
      ],
      [
        "a tie both times: USD",
        [
          ["AUD", 1, 1],
          ["USD", 1, 1],
          ["JPY", 1, 1],
        ],
        "USD",
      ],
      [
        "a tie without USD: by code",
        [
          ["JPY", 1, 1],
          ["AUD", 1, 1],
        ],
        "AUD",
      ],
      ["orders only before the period", [["JPY", 0, 3]], "JPY"],
      ["no orders", [], "USD"],
    ] as const)("chooses the currency with %s", (_case, counts, expected) => {
      const rows = counts.map(([currency, orders, previous]) => ({
        currency,
        orders,
        previous_orders: previous,
      }));
      expect(chooseCurrency({ requested: undefined, counts: rows })).toBe(expected);
      expect(chooseCurrency({ requested: "KWD", counts: rows })).toBe("KWD");
    });

    describe("CSV export", () => {
      const csv = async (query: string) => {
        const response = await get(harbour.token, `/api/analytics/export.csv?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return {
          fileName: /filename="([^"]+)"/.exec(String(response.headers["content-disposition"]))?.[1],
          lines: response.body.slice(1).split("\r\n").filter(Boolean),
        };
      };

      it("lists one currency's orders with its own decimals: yen without, dinars with three", async () => {
        const yen = await csv(`${may10}&currency=JPY`);
        // The period has other currencies: the file name says which one this is.
        expect(yen.fileName).toBe("harbour-kitchen-orders-jpy-2026-05-10-to-2026-05-10.csv");
        expect(yen.lines).toEqual([
          "Order number,Platform,Placed,Status,Type,Customer,Items,Currency,Subtotal,Tax,Delivery fee,Total,Prep time (min),Test order",
          "J1,Grubhub,2026-05-10 05:00,Completed,Pickup,Dana Whitfield,2,JPY,3888,100,0,3988,10,no",
          "J2,Grubhub,2026-05-10 06:00,Ready for Pickup,Pickup,Dana Whitfield,1,JPY,1200,100,0,1300,5,no",
        ]);
        const dinars = await csv("from=2026-05-12&to=2026-05-12");
        expect(dinars.fileName).toBe("harbour-kitchen-orders-2026-05-12-to-2026-05-12.csv");
        expect(dinars.lines.slice(1)).toEqual([
          "K1,DoorDash,2026-05-12 10:00,Completed,Delivery,Dana Whitfield,1,KWD,1.250,0.100,0.299,1.649,10,no",
        ]);
        const dollars = await csv(`${may10}&currency=USD`);
        expect(dollars.lines.slice(1)).toEqual([
          "U1,Website,2026-05-10 04:00,Completed,Pickup,Dana Whitfield,9999,USD,999900000.00,1.00,0.00,999900001.00,15,no",
        ]);
      });

      it("defaults to the report's currency and heads the money columns with it", async () => {
        const orders = await csv(may10);
        expect(orders.fileName).toBe("harbour-kitchen-orders-aud-2026-05-10-to-2026-05-10.csv");
        expect(orders.lines.slice(1).map((line) => line.split(",")[0])).toEqual(["A1", "A2", "A3"]);
        const items = await csv(`${may10}&table=top-items-by-revenue`);
        expect(items.fileName).toBe(
          "harbour-kitchen-top-items-by-revenue-aud-2026-05-10-to-2026-05-10.csv",
        );
        expect(items.lines).toEqual([
          "Rank,Item,Quantity,Revenue (AUD)",
          "1,Toastie,1,12.50",
          "2,Flat White,2,9.00",
        ]);
        expect((await csv(`${may10}&table=platforms&currency=JPY`)).lines).toEqual([
          "Platform,Orders,Sales (JPY),Average order value (JPY),Average prep time (min)",
          "Grubhub,2,5088,2544,7.5",
        ]);
        expect((await csv(`${may10}&table=days&currency=USD`)).lines).toEqual([
          "Date,Orders,Sales (USD),Average prep time (min)",
          "2026-05-10,1,999900000.00,15",
        ]);
      });
    });
  });
});
