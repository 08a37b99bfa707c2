import { useEffect, useSyncExternalStore } from "react";
import type { CurrentUser } from "@/domain/api/auth";
import { can } from "./permissions";

/**
 * Which orders the dashboard and the live feed follow on this browser: the location it
 * works at ("current", the server's cookie), or every location the person works at at once
 * ("all", the All locations dashboard). Kept in localStorage, so the pass's screen comes
 * back as it was left; here rather than in a feature because the app shell's switcher sets
 * it and the orders feature reads it, and features never import each other.
 */
export type LocationView = "current" | "all";

export const LOCATION_VIEW_KEY = "orderdock.location-view.v1";

const listeners = new Set<() => void>();
// Where the choice lives when storage is blocked (private mode): this visit only.
let memoryView: LocationView = "current";

function readView(): LocationView {
  try {
    return localStorage.getItem(LOCATION_VIEW_KEY) === "all" ? "all" : "current";
  } catch {
    return memoryView;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice as stored, for a call made outside a render (an order's action). */
export function isAllLocationsView(): boolean {
  return readView() === "all";
}

/** Remembers the choice on this browser and tells every screen following it. */
export function setLocationView(view: LocationView): void {
  if (view === readView()) return;
  memoryView = view;
  try {
    if (view === "all") localStorage.setItem(LOCATION_VIEW_KEY, view);
    else localStorage.removeItem(LOCATION_VIEW_KEY);
  } catch {
    // Storage blocked: kept in memory above.
  }
  for (const listener of listeners) listener();
}

/**
 * Whether the person may see every location at once: more than one (a location's brands are
 * on its own board already), and the permission.
 */
export function canViewAllLocations(user: Pick<CurrentUser, "permissions" | "locations">): boolean {
  // An account read kept offline from before there were locations has no list: one.
  const places = (user.locations as CurrentUser["locations"] | undefined) ?? [];
  // A read kept from before there were brands names no kitchen: each is a location.
  const count = places.filter((place) => !place.kitchenId).length;
  return count > 1 && can(user, "locations.overview");
}

/**
 * The view to follow for this person. A browser may remember "all" from someone who could
 * have it (an owner who signed out, a location since removed): then it is "current", and the
 * stored choice is dropped so calls made outside a render agree.
 */
export function useLocationView(
  user: Pick<CurrentUser, "permissions" | "locations"> | null | undefined,
): LocationView {
  const stored = useSyncExternalStore(subscribe, readView, () => "current" as const);
  const isAllowed = user ? canViewAllLocations(user) : false;
  // Only for someone signed in: while the session loads, or signed out, the choice is kept.
  const isRefused = user != null && stored === "all" && !isAllowed;
  useEffect(() => {
    if (isRefused) setLocationView("current");
  }, [isRefused]);
  return stored === "all" && isAllowed ? "all" : "current";
}
