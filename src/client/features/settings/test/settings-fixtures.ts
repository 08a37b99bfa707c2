import { TEST_RESTAURANT_ID } from "@/client/test/current-user";
import type { Location } from "@/domain/api/locations";
import type { OrderHandling, RestaurantProfile, Settings } from "@/domain/api/settings";

export function buildProfile(overrides: Partial<RestaurantProfile> = {}): RestaurantProfile {
  return {
    name: "Luigi's Trattoria",
    phone: "(555) 010-2233",
    address: "12 Main St, Springfield, IL",
    timezone: "America/Chicago",
    prepMinutes: 20,
    salesTaxPercent: 0,
    ...overrides,
  };
}

export function buildOrderHandling(overrides: Partial<OrderHandling> = {}): OrderHandling {
  return {
    autoAcceptPlatforms: [],
    deadlineWarningMinutes: 2,
    ageWarningMinutes: 10,
    ageLateMinutes: 20,
    ...overrides,
  };
}

/** GET /api/settings as the server answers it. */
export function buildSettings(
  restaurant: Partial<RestaurantProfile> = {},
  orderHandling: Partial<OrderHandling> = {},
): Settings {
  return {
    restaurant: buildProfile(restaurant),
    orderHandling: buildOrderHandling(orderHandling),
    kitchenWatch: { openingHours: null, darkKitchenMinutes: 5, reopenWhenBack: true },
    kitchenLoad: { defaultItemMinutes: 5, rules: null },
    trialEndsAt: null,
  };
}

/** One row of GET /api/locations: the location the test's user works at unless told otherwise. */
export function buildLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: TEST_RESTAURANT_ID,
    name: "Luigi's Trattoria",
    kitchenId: null,
    timezone: "America/Chicago",
    currency: "USD",
    address: "12 Main St, Springfield, IL",
    phone: "(555) 010-2233",
    createdAt: "2025-11-02T10:00:00.000Z",
    isCurrent: true,
    ...overrides,
  };
}

export { buildCurrentUser as buildUser } from "@/client/test/current-user";
