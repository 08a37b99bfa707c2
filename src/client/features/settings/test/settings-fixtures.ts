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

export { buildCurrentUser as buildUser } from "@/client/test/current-user";
