import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readDeviceSettings, updateDeviceSettings } from "@/client/lib/device-settings";
import type { Order } from "@/domain/order";
import { buildOrder } from "../test/order-fixture";
import { BOARD_FILTERS_KEY } from "./board-filters-storage";
import { useOrderFilters } from "./use-order-filters";

const now = Date.parse("2026-11-20T20:00:00.000Z");
const orders = [
  buildOrder({ id: "early", status: "new", created: "2026-11-20T10:00:00.000Z" }),
  buildOrder({ id: "late", status: "new", created: "2026-11-20T18:00:00.000Z" }),
];
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((order) => order.id);
const shown = (board: { groups: { orders: Order[] }[]; done: Order[] }) => [
  ...board.groups.flatMap((group) => ids(group.orders)),
  ...ids(board.done),
];
const useFilters = (list: Order[]) => useOrderFilters(list, { now, timeZone: "UTC" });

beforeEach(() => localStorage.clear());

describe("the dashboard's first sort follows Settings' 'Default sort'", () => {
  it("opens oldest first on a device that never chose: the longest wait on top", () => {
    const { result } = renderHook(() => useFilters(orders));
    expect(result.current.sort).toBe("oldest");
    expect(shown(result.current.board)).toEqual(["early", "late"]);
  });

  it("opens newest first when this device chose it, and the toggle flips it and is kept", () => {
    updateDeviceSettings({ defaultSort: "newest" });
    const { result } = renderHook(() => useFilters(orders));
    expect(result.current.sort).toBe("newest");
    expect(shown(result.current.board)).toEqual(["late", "early"]);

    act(() => result.current.setSort("oldest"));
    expect(shown(result.current.board)).toEqual(["early", "late"]);
    expect(readDeviceSettings().defaultSort).toBe("oldest");
  });
});

describe("the chips are kept on this device", () => {
  it("reads back the platforms and statuses chosen before a reload, but not the search", () => {
    const first = renderHook(() => useFilters(orders));
    act(() => first.result.current.togglePlatform("doordash"));
    act(() => first.result.current.toggleStatus("ready"));
    act(() => first.result.current.setQuery("Maria"));
    first.unmount();

    const { result } = renderHook(() => useFilters(orders));
    expect(result.current.platforms).toEqual(["doordash"]);
    expect(result.current.statuses).toEqual(["ready"]);
    expect(result.current.query).toBe("");
    expect(result.current.activeCount).toBe(2);
  });

  it("forgets them once cleared, and ignores values it does not know", () => {
    localStorage.setItem(
      BOARD_FILTERS_KEY,
      JSON.stringify({ platforms: ["ubereats", "fax"], statuses: ["sideways"] }),
    );
    const { result } = renderHook(() => useFilters(orders));
    expect(result.current.platforms).toEqual(["ubereats"]);
    expect(result.current.statuses).toEqual([]);
    act(() => result.current.clearAll());
    expect(localStorage.getItem(BOARD_FILTERS_KEY)).toBeNull();
  });
});

describe("held orders stay out of the kitchen's list", () => {
  const list = [
    buildOrder({ id: "kitchen", orderNumber: "7001", status: "new" }),
    buildOrder({ id: "later", orderNumber: "7002", status: "scheduled" }),
    buildOrder({ id: "unpaid", orderNumber: "7003", status: "awaiting_payment" }),
  ];

  it("lists neither a scheduled nor an unpaid order under 'All Statuses'", () => {
    const { result } = renderHook(() => useFilters(list));
    expect(shown(result.current.board)).toEqual(["kitchen"]);
  });

  it("lists a held order when its status is chosen, in a group of its own", () => {
    const { result } = renderHook(() => useFilters(list));
    act(() => result.current.toggleStatus("scheduled"));
    expect(shown(result.current.board)).toEqual(["later"]);
    act(() => result.current.toggleStatus("awaiting_payment"));
    expect(result.current.board.groups.map((group) => group.status)).toEqual([
      "scheduled",
      "awaiting_payment",
    ]);
  });

  it("finds a held order by search", () => {
    const { result } = renderHook(() => useFilters(list));
    act(() => result.current.setQuery("7003"));
    expect(shown(result.current.board)).toEqual(["unpaid"]);
  });
});
