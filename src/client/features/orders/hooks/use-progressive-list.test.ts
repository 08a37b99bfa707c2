import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FIRST_SCREEN_CARDS, useProgressiveList } from "./use-progressive-list";

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

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

describe("drawing a long grid a screenful first", () => {
  it("gives the first screenful at once, then every item", async () => {
    const { result, seen } = renderProgressive({ items: numbers(500), key: "all" });
    expect(seen[0]).toBe(FIRST_SCREEN_CARDS);
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
    expect(seen.filter((length) => length !== 200)).toEqual([FIRST_SCREEN_CARDS]);
  });

  it("returns a short list whole", () => {
    const items = numbers(5);
    const { result } = renderHook(() => useProgressiveList(items, "all"));
    expect(result.current).toBe(items);
  });
});
