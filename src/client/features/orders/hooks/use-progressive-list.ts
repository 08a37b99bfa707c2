import { startTransition, useEffect, useState } from "react";

/** The tallest screen's worth: a 4K screen holds about this many cards in three columns. */
const MAX_FIRST_SCREEN_CARDS = 36;
/** The shortest a card gets (a pickup order with one item), in CSS pixels. */
const SHORTEST_CARD_PX = 150;
/**
 * The rest of a long list is drawn once the list has stood still this long: while staff
 * type a search, each key redraws only the first screenful, and the cards below it (which
 * nobody sees yet) wait for the pause instead of holding up the next key.
 */
export const REST_AFTER_MS = 300;

/**
 * How many cards fill a screen of this size in the board's grid (one column; three on a
 * portrait tablet, 768–1023 px; two from 1024 px, three from 1280 px), with a row to spare:
 * the cards drawn at once.
 */
export function firstScreenCards(width: number, height: number): number {
  const columns = width >= 1280 ? 3 : width >= 1024 ? 2 : width >= 768 ? 3 : 1;
  const rows = Math.ceil(height / SHORTEST_CARD_PX) + 1;
  return Math.min(MAX_FIRST_SCREEN_CARDS, columns * rows);
}

/**
 * The first screenful of `items` at once and the rest in a background render (a transition,
 * so typing and clicks keep priority) once the list has stood still for REST_AFTER_MS.
 * Starts again from the first screenful only when `resetKey` changes (a new search, chip or
 * sort), never when the list itself updates, so a new order arriving does not shrink the grid
 * under staff who have scrolled down.
 */
export function useProgressiveList<T>(items: ReadonlyArray<T>, resetKey: string): ReadonlyArray<T> {
  // The key whose whole list has been drawn. Keyed rather than a count, so a background
  // render started for an earlier search can never widen or cut short the current one.
  const [wholeFor, setWholeFor] = useState<string | null>(null);
  const [firstScreen] = useState(() => firstScreenCards(window.innerWidth, window.innerHeight));
  const isWhole = wholeFor === resetKey;
  useEffect(() => {
    // A short list is marked whole too, so a list that grows later keeps every card drawn.
    if (isWhole) return;
    const timer = setTimeout(() => startTransition(() => setWholeFor(resetKey)), REST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isWhole, resetKey]);
  return isWhole || items.length <= firstScreen ? items : items.slice(0, firstScreen);
}
