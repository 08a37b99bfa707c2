import { startTransition, useEffect, useState } from "react";

/** Cards drawn at once: more than a 4K screen holds in the three-column grid. */
export const FIRST_SCREEN_CARDS = 36;

/**
 * The first screenful of `items` at once and the rest in a background render (a transition,
 * so typing and clicks keep priority). Starts again from the first screenful only when
 * `resetKey` changes (a new search, chip or sort), never when the list itself updates, so a
 * new order arriving does not shrink the grid under staff who have scrolled down.
 */
export function useProgressiveList<T>(items: ReadonlyArray<T>, resetKey: string): ReadonlyArray<T> {
  // The key whose whole list has been drawn. Keyed rather than a count, so a background
  // render started for an earlier search can never widen or cut short the current one.
  const [wholeFor, setWholeFor] = useState<string | null>(null);
  const isWhole = wholeFor === resetKey;
  useEffect(() => {
    if (isWhole) return;
    // After the next frame, so the first screenful is painted before the long render starts.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setWholeFor(resetKey)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isWhole, resetKey]);
  return isWhole || items.length <= FIRST_SCREEN_CARDS ? items : items.slice(0, FIRST_SCREEN_CARDS);
}
