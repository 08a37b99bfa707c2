import type { RestaurantProfile } from "@/domain/api/settings";

export function buildProfile(overrides: Partial<RestaurantProfile> = {}): RestaurantProfile {
  return {
    name: "Luigi's Trattoria",
    phone: "(555) 010-2233",
    address: "12 Main St, Springfield, IL",
    timezone: "America/Chicago",
    prepMinutes: 20,
    ...overrides,
  };
}

export { buildCurrentUser as buildUser } from "@/client/test/current-user";
