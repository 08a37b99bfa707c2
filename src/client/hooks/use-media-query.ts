import { useCallback, useSyncExternalStore } from "react";

/** Below Tailwind's `md` (768 px): a phone, where wide tables become lists. */
export const PHONE_QUERY = "(max-width: 767px)";

const hasMatchMedia = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function";

/**
 * Whether a CSS media query matches now, following it as the window changes. Without
 * `matchMedia` (server rendering, jsdom) nothing matches, so the wide layout is drawn.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  const getSnapshot = () => hasMatchMedia() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
