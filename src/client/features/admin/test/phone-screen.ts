import { vi } from "vitest";
import { PHONE_QUERY } from "@/client/hooks/use-media-query";

/**
 * jsdom has no screen size: make the phone query match, as on a 390 px phone.
 * `vi.unstubAllGlobals()` undoes it.
 */
export function stubPhoneScreen(): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}
