import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type FilterableOrder,
  filterOrders,
  isFilterActive,
  NO_FILTERS,
  type OrderFilters,
  sortOrders,
} from "./order-list";
import type { Platform } from "./platforms";
import type { OrderStatus } from "./status";

type ListOrder = FilterableOrder & { id: string; created: string };

function makeOrder(
  id: string,
  platform: Platform,
  status: OrderStatus,
  created: string,
): ListOrder {
  return {
    id,
    orderNumber: `#${id}`,
    platform,
    status,
    created,
    customer: { name: `Customer ${id}`, phone: "" },
    items: [{ name: id === "3" ? "Pad Thai" : "Green Curry", modifiers: [] }],
  };
}

const orders: ListOrder[] = [
  makeOrder("1", "ubereats", "new", "2026-11-20T10:00:00Z"),
  makeOrder("2", "ubereats", "ready", "2026-11-20T11:00:00Z"),
  makeOrder("3", "doordash", "new", "2026-11-20T12:00:00Z"),
  makeOrder("4", "grubhub", "preparing", "2026-11-20T09:00:00Z"),
  makeOrder("5", "website", "completed", "2026-11-20T13:00:00Z"),
];

function ids(list: ReadonlyArray<{ id: string }>): string[] {
  return list.map((order) => order.id);
}

function filtered(filters: Partial<OrderFilters>): string[] {
  return ids(filterOrders(orders, { ...NO_FILTERS, ...filters }));
}

describe("filterOrders", () => {
  it("keeps every order when nothing is selected (an empty selection means all)", () => {
    expect(filtered({})).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("keeps the orders of any selected platform (OR within one selection)", () => {
    expect(filtered({ platforms: ["ubereats", "grubhub"] })).toEqual(["1", "2", "4"]);
  });

  it("keeps the orders in any selected status (OR within one selection)", () => {
    expect(filtered({ statuses: ["new", "completed"] })).toEqual(["1", "3", "5"]);
  });

  it("combines platform AND status", () => {
    expect(filtered({ platforms: ["ubereats"], statuses: ["new"] })).toEqual(["1"]);
  });

  it("returns nothing when no order has both the platform and the status", () => {
    expect(filtered({ platforms: ["website"], statuses: ["new"] })).toEqual([]);
  });

  it("combines the search with the chips", () => {
    expect(filtered({ query: "curry" })).toEqual(["1", "2", "4", "5"]);
    expect(filtered({ query: "curry", platforms: ["ubereats", "doordash"] })).toEqual(["1", "2"]);
    expect(filtered({ query: "curry", platforms: ["ubereats"], statuses: ["ready"] })).toEqual([
      "2",
    ]);
    expect(filtered({ query: "pad thai", statuses: ["ready"] })).toEqual([]);
  });

  it("leaves held orders out of 'All', shows them by their status or when a search names them", () => {
    const held = [
      ...orders,
      makeOrder("6", "woocommerce", "awaiting_payment", "2026-11-20T14:00:00Z"),
      makeOrder("7", "grubhub", "scheduled", "2026-11-20T15:00:00Z"),
    ];
    const list = (filters: Partial<OrderFilters>) =>
      ids(filterOrders(held, { ...NO_FILTERS, ...filters }));
    expect(list({})).toEqual(["1", "2", "3", "4", "5"]);
    expect(list({ statuses: ["scheduled"] })).toEqual(["7"]);
    expect(list({ statuses: ["awaiting_payment", "new"] })).toEqual(["1", "3", "6"]);
    expect(list({ query: "#7" })).toEqual(["7"]);
  });

  it("keeps the input order", () => {
    const reversed = [...orders].reverse();
    expect(ids(filterOrders(reversed, NO_FILTERS))).toEqual(["5", "4", "3", "2", "1"]);
  });
});

describe("isFilterActive", () => {
  it.each([
    [{}, false],
    [{ query: "   " }, false],
    [{ query: "pad" }, true],
    [{ platforms: ["doordash"] }, true],
    [{ statuses: ["ready"] }, true],
    [{ platforms: ["doordash"], statuses: ["ready"], query: "x" }, true],
  ] as [Partial<OrderFilters>, boolean][])("%j is active: %s", (filters, active) => {
    expect(isFilterActive({ ...NO_FILTERS, ...filters })).toBe(active);
  });
});

describe("sortOrders", () => {
  it("puts the newest first by default", () => {
    expect(ids(sortOrders(orders))).toEqual(["5", "3", "2", "1", "4"]);
  });

  it("puts the oldest first when asked", () => {
    expect(ids(sortOrders(orders, "oldest"))).toEqual(["4", "1", "2", "3", "5"]);
  });

  it("compares instants, not strings, across time-zone offsets", () => {
    const early = makeOrder("a", "website", "new", "2026-11-20T09:00:00-05:00"); // 14:00Z
    const late = makeOrder("b", "website", "new", "2026-11-20T15:00:00Z");
    expect(ids(sortOrders([late, early], "oldest"))).toEqual(["a", "b"]);
    expect(ids(sortOrders([early, late], "newest"))).toEqual(["b", "a"]);
  });

  it("breaks ties on the created time by id, whatever the input order", () => {
    const at = "2026-11-20T12:00:00Z";
    const tied = [makeOrder("b", "website", "new", at), makeOrder("c", "website", "new", at)];
    const withA = [...tied, makeOrder("a", "website", "new", at)];
    expect(ids(sortOrders(withA, "oldest"))).toEqual(["a", "b", "c"]);
    expect(ids(sortOrders([...withA].reverse(), "oldest"))).toEqual(["a", "b", "c"]);
    expect(ids(sortOrders(withA, "newest"))).toEqual(["c", "b", "a"]);
  });

  it("does not mutate the input", () => {
    const input = [...orders];
    const snapshot = structuredClone(input);
    const sorted = sortOrders(input, "oldest");
    expect(input).toEqual(snapshot);
    expect(sorted).not.toBe(input);
  });

  it("gives the same order for any permutation of the input, and oldest reverses newest", () => {
    const createdTimes = fc.integer({ min: 1_700_000_000_000, max: 1_700_000_010_000 });
    const list = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1 }), time: createdTimes }),
      {
        selector: (entry) => entry.id,
        maxLength: 12,
      },
    );
    const listAndShuffle = list.chain((entries) =>
      fc.tuple(
        fc.constant(entries),
        fc.shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length }),
      ),
    );
    const toOrders = (entries: { id: string; time: number }[]) =>
      entries.map(({ id, time }) => ({ id, created: new Date(time).toISOString() }));
    fc.assert(
      fc.property(listAndShuffle, ([entries, shuffledEntries]) => {
        const input = toOrders(entries);
        const newest = sortOrders(input, "newest");
        expect(ids(sortOrders(toOrders(shuffledEntries), "newest"))).toEqual(ids(newest));
        expect(ids(sortOrders(toOrders(shuffledEntries), "oldest"))).toEqual(ids(newest).reverse());
        const times = newest.map((order) => Date.parse(order.created));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }),
    );
  });
});
