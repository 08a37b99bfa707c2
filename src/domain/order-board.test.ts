import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BoardOrder, buildBoard, countChips, isFromToday } from "./order-board";
import { NO_FILTERS, type OrderFilters } from "./order-list";
import { PLATFORMS, type Platform } from "./platforms";
import { ORDER_STATUSES, type OrderStatus } from "./status";

// 8 PM on Nov 20 in Chicago (02:00 UTC on Nov 21).
const now = Date.parse("2026-11-21T02:00:00.000Z");
const timeZone = "America/Chicago";
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

function makeOrder(
  id: string,
  status: OrderStatus,
  minutes: number,
  platform: Platform = "ubereats",
): BoardOrder {
  return {
    id,
    orderNumber: id,
    platform,
    status,
    created: minutesAgo(minutes),
    customer: { name: `Guest ${id}`, phone: "" },
    items: [{ name: "Soup", modifiers: [] }],
  };
}

const orders = [
  makeOrder("N1", "new", 3),
  makeOrder("N2", "new", 45, "doordash"),
  makeOrder("P1", "preparing", 12),
  makeOrder("R1", "ready", 20, "grubhub"),
  makeOrder("S1", "scheduled", 30),
  makeOrder("C1", "completed", 60, "doordash"),
  makeOrder("X1", "cancelled", 90),
  // 9:00 PM the evening before in Chicago: yesterday.
  makeOrder("C0", "completed", 23 * 60),
];

const board = (filters: Partial<OrderFilters> = {}, sort: "oldest" | "newest" = "oldest") =>
  buildBoard({ orders, filters: { ...NO_FILTERS, ...filters }, sort, now, timeZone });
const ids = (list: ReadonlyArray<BoardOrder>) => list.map((order) => order.id);

describe("the urgency board", () => {
  it("groups the kitchen's open orders New, Preparing, Ready, the longest wait first", () => {
    const { groups } = board();
    expect(groups.map((group) => [group.status, ids(group.orders)])).toEqual([
      ["new", ["N2", "N1"]],
      ["preparing", ["P1"]],
      ["ready", ["R1"]],
    ]);
  });

  it("folds today's ended orders into Done, and leaves earlier days out", () => {
    const result = board();
    expect(ids(result.done)).toEqual(["X1", "C1"]);
    expect(result.doneScope).toBe("today");
    expect(result.total).toBe(6);
  });

  it("turns every group round with the Newest toggle", () => {
    const result = board({}, "newest");
    expect(ids(result.groups[0]?.orders ?? [])).toEqual(["N1", "N2"]);
    expect(ids(result.done)).toEqual(["C1", "X1"]);
  });

  it("shows a held order in its own group after the kitchen's, once chosen", () => {
    const result = board({ statuses: ["new", "scheduled"] });
    expect(result.groups.map((group) => group.status)).toEqual(["new", "scheduled"]);
  });

  it("reaches ended orders of every day loaded when Completed is chosen or a search names them", () => {
    const chosen = board({ statuses: ["completed"] });
    expect(chosen.groups).toEqual([]);
    expect(ids(chosen.done)).toEqual(["C0", "C1"]);
    expect(chosen.doneScope).toBe("all");
    const searched = board({ query: "C0" });
    expect(ids(searched.done)).toEqual(["C0"]);
    expect(searched.doneScope).toBe("all");
  });

  it("keeps the platform filter across groups and Done", () => {
    const result = board({ platforms: ["doordash"] });
    expect(result.groups.map((group) => ids(group.orders))).toEqual([["N2"]]);
    expect(ids(result.done)).toEqual(["C1"]);
  });
});

describe("'today' is the restaurant's calendar day", () => {
  it("puts 11:30 PM the evening before in yesterday", () => {
    expect(isFromToday({ created: "2026-11-20T05:30:00.000Z" }, { now, timeZone })).toBe(false);
    expect(isFromToday({ created: minutesAgo(60) }, { now, timeZone })).toBe(true);
  });

  it("reads the same moment as today in Chicago and yesterday in Tokyo", () => {
    // 4:00 AM on Nov 20 in Chicago; 7:00 PM on Nov 20 in Tokyo, where it is now Nov 21.
    const early = { created: "2026-11-20T10:00:00.000Z" };
    expect(isFromToday(early, { now, timeZone })).toBe(true);
    expect(isFromToday(early, { now, timeZone: "Asia/Tokyo" })).toBe(false);
  });
});

describe("the chip counts", () => {
  it("count what each chip alone would show, with the other row and the search as they are", () => {
    const counts = countChips({ orders, filters: NO_FILTERS, now, timeZone });
    expect(counts.statuses).toMatchObject({
      all: 6,
      new: 2,
      preparing: 1,
      ready: 1,
      scheduled: 1,
      completed: 2,
      cancelled: 1,
    });
    expect(counts.platforms).toMatchObject({ all: 6, ubereats: 3, doordash: 2, grubhub: 1 });

    const narrowed = countChips({
      orders,
      filters: { ...NO_FILTERS, platforms: ["doordash"], statuses: ["new"] },
      now,
      timeZone,
    });
    // Statuses within DoorDash; platforms among New orders.
    expect(narrowed.statuses).toMatchObject({ all: 2, new: 1, completed: 1, preparing: 0 });
    expect(narrowed.platforms).toMatchObject({ all: 2, ubereats: 1, doordash: 1, grubhub: 0 });
  });

  it("agree with the board for every chip and any filters", () => {
    const orderArb = fc.record({
      id: fc.uuid(),
      status: fc.constantFrom(...ORDER_STATUSES),
      platform: fc.constantFrom(...PLATFORMS),
      minutes: fc.integer({ min: 0, max: 48 * 60 }),
    });
    const filtersArb = fc.record({
      query: fc.constantFrom("", "Guest", "zzz"),
      platforms: fc.subarray([...PLATFORMS]),
      statuses: fc.subarray([...ORDER_STATUSES]),
    });
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 30 }), filtersArb, (made, filters) => {
        const list = made.map((o) => makeOrder(o.id, o.status, o.minutes, o.platform));
        const counts = countChips({ orders: list, filters, now, timeZone });
        const totalWith = (change: Partial<OrderFilters>) =>
          buildBoard({
            orders: list,
            filters: { ...filters, ...change },
            sort: "oldest",
            now,
            timeZone,
          }).total;
        expect(counts.statuses.all).toBe(totalWith({ statuses: [] }));
        expect(counts.platforms.all).toBe(totalWith({ platforms: [] }));
        for (const status of ORDER_STATUSES) {
          expect(counts.statuses[status]).toBe(totalWith({ statuses: [status] }));
        }
        for (const platform of PLATFORMS) {
          expect(counts.platforms[platform]).toBe(totalWith({ platforms: [platform] }));
        }
      }),
    );
  });
});
