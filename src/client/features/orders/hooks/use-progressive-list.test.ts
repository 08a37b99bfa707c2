import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstScreenCards, REST_AFTER_MS, useProgressiveList } from "./use-progressive-list";

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);
const firstScreen = () => firstScreenCards(window.innerWidth, window.innerHeight);

/** Renders the hook and records the length it returned at every render. */
function renderProgressive(initial: { items: number[]; key: string }) {
  const seen: number[] = [];
  const hook = renderHook(
    ({ items, key }) => {
      const shown = useProgressiveList(items, key);
      seen.push(shown.length);
      return shown;
    },
    { initialProps: initial },
  );
  return { ...hook, seen };
}

afterEach(() => vi.useRealTimers());

describe("the first screenful, sized to the screen", () => {
  it.each([
    [390, 844, 1 * 7],
    [820, 1180, 3 * 9],
    [1180, 820, 2 * 7],
    [1440, 900, 3 * 7],
    [3840, 2160, 36],
  ])("%i×%i px draws %i cards at once", (width, height, cards) => {
    expect(firstScreenCards(width, height)).toBe(cards);
  });
});

describe("drawing a long grid a screenful first", () => {
  it("gives the first screenful at once, then every item", async () => {
    const { result, seen } = renderProgressive({ items: numbers(500), key: "all" });
    expect(seen[0]).toBe(firstScreen());
    await waitFor(() => expect(result.current).toHaveLength(500));
  });

  it("keeps every item when the list updates, and starts over when the filters change", async () => {
    const { result, rerender, seen } = renderProgressive({ items: numbers(300), key: "all" });
    await waitFor(() => expect(result.current).toHaveLength(300));

    seen.length = 0;
    rerender({ items: numbers(301), key: "all" });
    expect(seen).toEqual([301]);

    seen.length = 0;
    rerender({ items: numbers(200), key: "query:a" });
    await waitFor(() => expect(result.current).toHaveLength(200));
    expect(seen.filter((length) => length !== 200)).toEqual([firstScreen()]);
  });

  it("draws the rest only once the search has stood still", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderProgressive({ items: numbers(400), key: "query:" });
    act(() => vi.advanceTimersByTime(REST_AFTER_MS - 50));
    rerender({ items: numbers(390), key: "query:s" });
    act(() => vi.advanceTimersByTime(REST_AFTER_MS - 50));
    rerender({ items: numbers(380), key: "query:sa" });
    act(() => vi.advanceTimersByTime(REST_AFTER_MS - 50));
    // Typed a key every 250 ms: still the first screenful only.
    expect(result.current).toHaveLength(firstScreen());
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toHaveLength(380);
  });

  it("keeps a short list whole as it grows past a screenful", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderProgressive({ items: numbers(5), key: "all" });
    expect(result.current).toHaveLength(5);
    act(() => vi.advanceTimersByTime(REST_AFTER_MS));
    rerender({ items: numbers(100), key: "all" });
    expect(result.current).toHaveLength(100);
  });

  it("returns a short list whole", () => {
    const items = numbers(5);
    const { result } = renderHook(() => useProgressiveList(items, "all"));
    expect(result.current).toBe(items);
  });
});
