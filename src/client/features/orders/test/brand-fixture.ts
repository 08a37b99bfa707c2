import { buildCurrentUser, TEST_LOCATION, TEST_SECOND_LOCATION } from "@/client/test/current-user";
import type { CurrentUser } from "@/domain/api/auth";
import type { LocationSummary } from "@/domain/api/location-summary";

/**
 * Test support for brands (docs/brands.md): the browser's location, Luigi's Trattoria, cooks
 * a delivery-only brand, Midnight Wings, in its kitchen; Luigi's Harbour runs none.
 */
export const KITCHEN: LocationSummary = { ...TEST_LOCATION, kitchenId: null };
export const HARBOUR: LocationSummary = { ...TEST_SECOND_LOCATION, kitchenId: null };
export const BRAND: LocationSummary = {
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f60",
  name: "Midnight Wings",
  kitchenId: KITCHEN.id,
  timezone: KITCHEN.timezone,
  currency: KITCHEN.currency,
};

/** An owner at the kitchen, with its brand among their places (and Luigi's Harbour). */
export function buildKitchenOwner(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return buildCurrentUser({
    restaurant: KITCHEN,
    locations: [KITCHEN, BRAND, HARBOUR],
    ...overrides,
  });
}
