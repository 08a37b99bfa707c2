import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { updateDeviceSettings } from "@/client/lib/device-settings";
import { buildOrder } from "../print/order-fixture";
import { useOrderFilters } from "./use-order-filters";

const orders = [
  buildOrder({ id: "early", created: "2026-11-20T10:00:00.000Z" }),
  buildOrder({ id: "late", created: "2026-11-20T18:00:00.000Z" }),
];
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((order) => order.id);

describe("the dashboard's first sort follows Settings' 'Default sort'", () => {
  it("opens newest first on a device that never chose", () => {
    const { result } = renderHook(() => useOrderFilters(orders));
    expect(result.current.sort).toBe("newest");
    expect(ids(result.current.visible)).toEqual(["late", "early"]);
  });

  it("opens oldest first when this device chose 'Oldest first', and the toggle still flips it", () => {
    updateDeviceSettings({ defaultSort: "oldest" });
    const { result } = renderHook(() => useOrderFilters(orders));
    expect(result.current.sort).toBe("oldest");
    expect(ids(result.current.visible)).toEqual(["early", "late"]);

    act(() => result.current.setSort("newest"));
    expect(ids(result.current.visible)).toEqual(["late", "early"]);
  });
});

describe("held orders stay out of the kitchen's list", () => {
  const list = [
    buildOrder({ id: "kitchen", orderNumber: "7001", status: "new" }),
    buildOrder({ id: "later", orderNumber: "7002", status: "scheduled" }),
    buildOrder({ id: "unpaid", orderNumber: "7003", status: "awaiting_payment" }),
  ];

  it("lists neither a scheduled nor an unpaid order under 'All Statuses'", () => {
    const { result } = renderHook(() => useOrderFilters(list));
    expect(ids(result.current.visible)).toEqual(["kitchen"]);
  });

  it("lists a held order when its status is chosen", () => {
    const { result } = renderHook(() => useOrderFilters(list));
    act(() => result.current.toggleStatus("scheduled"));
    expect(ids(result.current.visible)).toEqual(["later"]);
    act(() => result.current.toggleStatus("awaiting_payment"));
    expect(ids(result.current.visible).sort()).toEqual(["later", "unpaid"]);
  });

  it("finds a held order by search", () => {
    const { result } = renderHook(() => useOrderFilters(list));
    act(() => result.current.setQuery("7003"));
    expect(ids(result.current.visible)).toEqual(["unpaid"]);
  });
});
