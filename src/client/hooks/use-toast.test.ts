import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts, TOAST_REMOVE_DELAY_MS, toast, useToast } from "./use-toast";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("the toast queue", () => {
  it("shows one toast at a time: a new one replaces the current one", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Order Status Updated" });
      toast({ title: "Printing Order" });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: "Printing Order", open: true });
  });

  it("closes a dismissed toast and forgets it after 1,000,000 ms", () => {
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: "Copied!", description: "Embed code copied to clipboard" });
    });
    act(() => handle?.dismiss());
    expect(result.current.toasts[0]).toMatchObject({ title: "Copied!", open: false });

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it("dismisses every toast when no id is given", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Login Successful" });
    });
    act(() => result.current.dismiss());
    expect(result.current.toasts.every((item) => !item.open)).toBe(true);
  });

  it("updates a toast in place", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: "Printing Order" });
      handle.update({ title: "Print Error", variant: "destructive" });
    });
    expect(result.current.toasts[0]).toMatchObject({
      title: "Print Error",
      variant: "destructive",
    });
  });
});
