import type { CurrentUser } from "@/domain/api/auth";
import { permissionsOf } from "@/domain/permissions";

/** A signed-in restaurant owner, as GET /api/auth/me describes them, for client tests. */
export const TEST_RESTAURANT_ID = "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f50";
export const TEST_USER_ID = "2c9a1d4e-0b7f-4c52-8e11-5f0c1a7e2b3d";

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
    restaurant: { id: TEST_RESTAURANT_ID, name: "Luigi's Trattoria", timezone: "America/Chicago" },
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
