import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { OrderSelectionProvider, useOrderSelection } from "./use-order-selection";

const wrapper = ({ children }: { children: ReactNode }) => (
  <OrderSelectionProvider>{children}</OrderSelectionProvider>
);

describe("the selected order", () => {
  it("opens an order's dialog and closes it, keeping the selection", () => {
    const { result } = renderHook(() => useOrderSelection(), { wrapper });
    act(() => result.current.open("a"));
    expect(result.current).toMatchObject({ selectedId: "a", isDialogOpen: true });
    act(() => result.current.closeDialog());
    expect(result.current).toMatchObject({ selectedId: "a", isDialogOpen: false });
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ selectedId: null, isDialogOpen: false });
  });

  it("a delayed close for one order leaves another order's dialog open", () => {
    const { result } = renderHook(() => useOrderSelection(), { wrapper });
    act(() => result.current.open("completed-one"));
    act(() => result.current.open("next-one"));
    act(() => result.current.closeDialogFor("completed-one"));
    expect(result.current).toMatchObject({ selectedId: "next-one", isDialogOpen: true });
    act(() => result.current.closeDialogFor("next-one"));
    expect(result.current.isDialogOpen).toBe(false);
  });
});
