import type { CurrentUser } from "@/domain/api/auth";
import type { LocationSummary } from "@/domain/api/location-summary";
import { permissionsOf } from "@/domain/permissions";

/** A signed-in restaurant owner, as GET /api/auth/me describes them, for client tests. */
export const TEST_RESTAURANT_ID = "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f50";
export const TEST_USER_ID = "2c9a1d4e-0b7f-4c52-8e11-5f0c1a7e2b3d";
export const TEST_ACCOUNT_ID = "9b2e4f6a-1c3d-4e5f-8a7b-6c5d4e3f2a10";
/** The restaurant the session works at: the account's one location unless a test adds more. */
export const TEST_LOCATION: LocationSummary = {
  id: TEST_RESTAURANT_ID,
  name: "Luigi's Trattoria",
  kitchenId: null,
  timezone: "America/Chicago",
  currency: "USD",
};
/** A second location of the same account, for the screens that change with more than one. */
export const TEST_SECOND_LOCATION: LocationSummary = {
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f51",
  name: "Luigi's Harbour",
  kitchenId: null,
  timezone: "America/New_York",
  currency: "USD",
};

export function buildCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const role = overrides.role ?? "shop_owner";
  return {
    id: TEST_USER_ID,
    name: "Luigi Rossi",
    email: "luigi@example.com",
    role,
    permissions: [...permissionsOf(role)],
    platformConnections: {
      ubereats: false,
      doordash: false,
      grubhub: false,
      shopify: false,
      woocommerce: false,
      website: false,
    },
    apiKeys: {},
    uberEatsMerchantAgreementDate: null,
    restaurant: TEST_LOCATION,
    account: { id: TEST_ACCOUNT_ID, name: "Luigi's Trattoria" },
    locations: [TEST_LOCATION],
    worksAtAllLocations: role !== "kitchen",
    device: null,
    ...overrides,
  };
}

export const TEST_DEVICE_ID = "7e3b9c1a-5d2f-4a8e-b6c0-1f2e3d4c5b6a";

/** A paired kitchen device's session: role "kitchen", the device's own permissions. */
export function buildDeviceSession(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return buildCurrentUser({
    id: TEST_DEVICE_ID,
    name: "Pass iPad",
    email: "",
    role: "kitchen",
    device: { id: TEST_DEVICE_ID, name: "Pass iPad", pinActions: ["reject", "cancel"] },
    ...overrides,
  });
}
