import type { RestaurantOwner, SystemStatus } from "@/domain/api/admin";

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
    isTestData: false,
    createdAt: "2026-01-05T15:04:00.000Z",
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
