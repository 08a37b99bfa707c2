import { describe, expect, it } from "vitest";
import {
  allDayCounts,
  buildKitchenColumns,
  formatTimer,
  type KitchenTicket,
  ticketAge,
} from "./kitchen-display";
import type { Order, OrderItem } from "./order";
import { ageLevel, orderAgeMinutes } from "./order-age";
import { stationMapOf } from "./station-routing";
import { buildTicketOrder } from "./tickets/ticket-order.fixture";

const item = (name: string, quantity = 1): OrderItem => ({
  name,
  quantity,
  price: 1000,
  modifiers: [],
});
const NOW = Date.parse("2026-11-27T18:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const order = (overrides: Partial<Order>): Order =>
  buildTicketOrder({
    status: "new",
    created: minutesAgo(1),
    items: [item("Burger")],
    ...overrides,
  });
const stations = stationMapOf([
  { name: "Lemonade", station: "bar" },
  { name: "Burger", station: "kitchen" },
]);
const numbers = (tickets: KitchenTicket[]) => tickets.map((ticket) => ticket.order.orderNumber);

describe("the kitchen display's columns", () => {
  it("puts each kitchen order in its status's column, oldest first", () => {
    const columns = buildKitchenColumns({
      orders: [
        order({ id: "a", orderNumber: "A", created: minutesAgo(2) }),
        order({ id: "b", orderNumber: "B", created: minutesAgo(9) }),
        order({ id: "c", orderNumber: "C", status: "preparing", created: minutesAgo(4) }),
        order({ id: "d", orderNumber: "D", status: "ready", created: minutesAgo(30) }),
        order({ id: "e", orderNumber: "E", created: minutesAgo(5) }),
      ],
      station: null,
      stations,
    });
    expect(numbers(columns.new)).toEqual(["B", "E", "A"]);
    expect(numbers(columns.preparing)).toEqual(["C"]);
    expect(numbers(columns.ready)).toEqual(["D"]);
  });

  it("leaves out held orders until they are released, and ended ones", () => {
    const columns = buildKitchenColumns({
      orders: [
        order({ id: "s", orderNumber: "S", status: "scheduled", dueAt: minutesAgo(-30) }),
        order({ id: "p", orderNumber: "P", status: "awaiting_payment" }),
        order({ id: "x", orderNumber: "X", status: "completed" }),
        order({ id: "y", orderNumber: "Y", status: "cancelled" }),
        order({ id: "n", orderNumber: "N" }),
      ],
      station: null,
      stations,
    });
    expect(numbers([...columns.new, ...columns.preparing, ...columns.ready])).toEqual(["N"]);
  });

  it("orders a released scheduled order by when it fell due, not when it was placed", () => {
    const columns = buildKitchenColumns({
      orders: [
        order({ id: "s", orderNumber: "S", created: minutesAgo(300), dueAt: minutesAgo(1) }),
        order({ id: "n", orderNumber: "N", created: minutesAgo(6) }),
      ],
      station: null,
      stations,
    });
    expect(numbers(columns.new)).toEqual(["N", "S"]);
  });

  it("shows a station only the tickets with its items, and only those items", () => {
    const mixed = order({
      id: "m",
      orderNumber: "M",
      items: [item("Burger"), item("Lemonade", 2)],
    });
    const food = order({ id: "f", orderNumber: "F", items: [item("Burger")] });
    const bar = buildKitchenColumns({ orders: [mixed, food], station: "bar", stations });
    expect(numbers(bar.new)).toEqual(["M"]);
    expect(bar.new[0]?.items).toEqual([{ item: item("Lemonade", 2), index: 1 }]);
    const expo = buildKitchenColumns({ orders: [mixed, food], station: "expo", stations });
    expect(expo.new.find((ticket) => ticket.order.id === "m")?.items).toHaveLength(2);
  });
});

describe("the all-day counts", () => {
  it("adds up each item by name across the tickets, most first", () => {
    const tickets: KitchenTicket[] = [
      { order: order({}), items: [{ item: item("Burger", 2), index: 0 }] },
      {
        order: order({}),
        items: [
          { item: item("Fries", 3), index: 0 },
          { item: item(" burger ", 1), index: 1 },
        ],
      },
      { order: order({}), items: [{ item: item("Apple Pie", 3), index: 0 }] },
    ];
    expect(allDayCounts(tickets)).toEqual([
      { name: "Apple Pie", quantity: 3 },
      { name: "Burger", quantity: 3 },
      { name: "Fries", quantity: 3 },
    ]);
  });

  it("counts nothing for no tickets", () => {
    expect(allDayCounts([])).toEqual([]);
  });
});

describe("a ticket's timer and colour", () => {
  const thresholds = { warningMinutes: 8, lateMinutes: 15 };

  it.each([
    [0, "0:00", "fresh"],
    [7 * 60 + 59, "7:59", "fresh"],
    [8 * 60, "8:00", "warning"],
    [14 * 60 + 59, "14:59", "warning"],
    [15 * 60, "15:00", "late"],
    [3723, "1:02:03", "late"],
  ])("after %i s it reads %s and is %s", (seconds, text, level) => {
    const placed = order({ created: new Date(NOW - seconds * 1000).toISOString() });
    expect(ticketAge(placed, NOW, thresholds)).toEqual({ seconds, text, level });
  });

  it("uses the dashboard's rule for the same order at every minute", () => {
    const placed = order({ created: minutesAgo(0) });
    for (let minute = 0; minute <= 30; minute++) {
      const now = NOW + minute * 60_000 + 30_000;
      const dashboard = ageLevel(orderAgeMinutes(placed, now) ?? 0, thresholds);
      expect(ticketAge(placed, now, thresholds).level).toBe(dashboard);
    }
  });

  it("formats hours with padded minutes", () => {
    expect(formatTimer(59)).toBe("0:59");
    expect(formatTimer(3600)).toBe("1:00:00");
  });
});
