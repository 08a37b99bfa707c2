import type { AdminAccount, RestaurantOwner, SystemStatus } from "@/domain/api/admin";

const NO_PLATFORMS = {
  ubereats: false,
  doordash: false,
  grubhub: false,
  shopify: false,
  woocommerce: false,
  website: false,
};

export function buildOwner(overrides: Partial<RestaurantOwner> = {}): RestaurantOwner {
  return {
    id: "0b7f3c52-4a8e-4d0e-9a55-2f1c7b0d9e11",
    name: "Maria Lopez",
    email: "maria@example.com",
    restaurantName: "Casa Maria",
    active: true,
    platformConnections: NO_PLATFORMS,
    restaurantId: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f50",
    accountId: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f50",
    locations: 1,
    accountDisabled: false,
    isTestData: false,
    createdAt: "2026-01-05T15:04:00.000Z",
    ...overrides,
  };
}

/** Casa Maria's account: two locations, a paired and a waiting device, three people. */
export function buildAccount(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f50",
    name: "Casa Maria",
    createdAt: "2026-01-05T15:04:00.000Z",
    disabledAt: null,
    locations: [
      {
        id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f50",
        name: "Casa Maria Centro",
        kitchenId: null,
        address: "12 Main St, Springfield",
        timezone: "America/Chicago",
        currency: "USD",
        orders: 120,
        devices: [
          { id: "d1", name: "Pass iPad", status: "paired", lastSeenAt: null },
          { id: "d2", name: "Bar tablet", status: "waiting", lastSeenAt: null },
        ],
      },
      {
        id: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        name: "Casa Maria Harbour",
        kitchenId: null,
        address: "3 Pier Rd, Springfield",
        timezone: "America/Chicago",
        currency: "USD",
        orders: 1,
        devices: [],
      },
    ],
    people: [
      {
        id: "0b7f3c52-4a8e-4d0e-9a55-2f1c7b0d9e11",
        name: "Maria Lopez",
        email: "maria@example.com",
        role: "owner",
        active: true,
        locationIds: null,
      },
      {
        id: "p2",
        name: "Sam Park",
        email: "sam@example.com",
        role: "manager",
        active: true,
        locationIds: ["7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"],
      },
      {
        id: "p3",
        name: "Lee Chen",
        email: "lee@example.com",
        role: "staff",
        active: false,
        locationIds: [
          "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f50",
          "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        ],
      },
    ],
    ...overrides,
  };
}

export function buildSystemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    status: "operational",
    reason: null,
    checkedAt: "2026-01-05T15:04:05.000Z",
    version: "1.0.0",
    database: { connected: true, engine: "PostgreSQL", serverVersion: "15.19", latencyMs: 4 },
    realtime: { listening: true, connectedSockets: 2 },
    security: {
      authentication: "JWT-based authentication",
      adminSessionHours: 24,
      ownerSessionHours: 168,
    },
    ...overrides,
  };
}
