import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { isPlatform, type Platform } from "@/domain/platforms";

export const PLATFORM_CONNECTIONS_PATH = "/platform-connections";

/** The screen's address with one tab open: `/platform-connections?platform=doordash`. */
export function platformTabHref(platform: Platform): string {
  return `${PLATFORM_CONNECTIONS_PATH}?platform=${platform}`;
}

/**
 * The open tab lives in `?platform=`, so a reload and the return from Uber Eats' consent
 * page land on it. Switching tabs replaces the history entry: Back leaves the screen
 * rather than walking through every tab looked at. An unknown value opens Uber Eats.
 */
export function usePlatformTab(): [Platform, (platform: string) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get("platform");
  const platform = isPlatform(requested) ? requested : "ubereats";
  const setPlatform = useCallback(
    (next: string) => {
      if (isPlatform(next) && next !== platform) {
        navigate(platformTabHref(next), { replace: true });
      }
    },
    [navigate, platform],
  );
  return [platform, setPlatform];
}
