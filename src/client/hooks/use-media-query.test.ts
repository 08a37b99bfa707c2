import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHONE_QUERY, useMediaQuery } from "./use-media-query";

/** A window whose width the test sets; `(max-width: N px)` queries follow it. */
function stubWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => {
    const limit = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      get matches() {
        return width <= limit;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      width = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("useMediaQuery", () => {
  it("matches a phone at 390 px and not a tablet at 820 px", () => {
    stubWindowWidth(390);
    expect(renderHook(() => useMediaQuery(PHONE_QUERY)).result.current).toBe(true);
    stubWindowWidth(820);
    expect(renderHook(() => useMediaQuery(PHONE_QUERY)).result.current).toBe(false);
  });

  it("follows the window as it is resized, and stops listening when unmounted", () => {
    const window = stubWindowWidth(1280);
    const { result, unmount } = renderHook(() => useMediaQuery(PHONE_QUERY));
    expect(result.current).toBe(false);
    act(() => window.resize(390));
    expect(result.current).toBe(true);
    act(() => window.resize(767));
    expect(result.current).toBe(true);
    act(() => window.resize(768));
    expect(result.current).toBe(false);
    unmount();
    expect(window.listeners.size).toBe(0);
  });

  it("matches nothing where the browser cannot tell (no matchMedia)", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(renderHook(() => useMediaQuery(PHONE_QUERY)).result.current).toBe(false);
  });
});
