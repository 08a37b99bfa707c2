import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "../../../domain/api/analytics";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { createSignedInAdmin } from "../../test/admin-helpers";
import { insertPlannedOrder, type PlannedOrder } from "../../test/analytics-helpers";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { SESSION_COOKIE } from "../auth/session-cookie";
import { toOrderRow } from "../orders/order-row";
import { ORDER_PAGE } from "./analytics-export";

/**
 * issue 10: figures computed by hand from the orders below. The restaurant is in New York;
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
        "Order number,Platform,Placed,Status,Type,Customer,Items,Subtotal,Tax,Delivery fee,Total,Prep time (min),Test order",
        "O3,Uber Eats,2026-03-08 00:30,Completed,Delivery,Dana Whitfield,2,35.00,1.00,2.99,38.99,15,no",
        `O4,Website,2026-03-08 03:30,Completed,Pickup,"'=HYPERLINK(""http://evil.example"",""Click"")",2,20.00,1.00,0.00,21.00,20,no`,
        "O9,Grubhub,2026-03-08 10:00,Ready for Pickup,Pickup,Dana Whitfield,1,12.00,1.00,0.00,13.00,1500,no",
        "O5,Shopify,2026-03-08 12:00,Cancelled,Delivery,Dana Whitfield,3,15.00,1.00,2.99,18.99,,no",
        "O6,Uber Eats,2026-03-08 23:30,Ready for Pickup,Pickup,Dana Whitfield,1,12.00,1.00,0.00,13.00,5,no",
      ]);
      const withTest = await csv("from=2026-03-08&to=2026-03-08&includeTest=true");
      expect(withTest.lines).toContain(
        "T1,Website,2026-03-08 11:00,Completed,Pickup,Dana Whitfield,1,15.00,1.00,0.00,16.00,1,yes",
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
            details: {
              orderNumber: `R${index}`,
              customer: { name: "Rush", phone: "" },
              isDelivery: false,
              deliveryFee: 0,
              tax: 0,
              items: [{ ...FRIES, modifiers: [] }],
            },
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
        "Rank,Item,Quantity,Revenue",
        "1,Burger,4,65.00",
        "2,Salad,2,24.00",
        "3,Fries,2,10.00",
      ]);
      expect((await csv(`${period}&table=top-items-by-quantity`)).lines[1]).toBe(
        "1,Burger,4,65.00",
      );
      expect((await csv(`${period}&table=platforms`)).lines).toEqual([
        "Platform,Orders,Sales,Average order value,Average prep time (min)",
        "Uber Eats,3,67.00,22.33,10",
        "Website,1,20.00,20.00,20",
        "Grubhub,1,12.00,12.00,",
        "DoorDash,1,0.00,,",
        "Shopify,1,0.00,,",
      ]);
      const days = await csv(`${period}&table=days`);
      expect(days.fileName).toBe("figures-diner-days-2026-03-07-to-2026-03-08.csv");
      expect(days.lines).toEqual([
        "Date,Orders,Sales,Average prep time (min)",
        "2026-03-07,2,20.00,10",
        "2026-03-08,5,79.00,13.3",
      ]);
    });
  });
});
