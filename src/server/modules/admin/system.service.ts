import type { AdminStats, SystemStatus } from "../../../domain/api/admin";
import type { DatabaseHandle } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { APP_VERSION } from "../../lib/app-version";
import { withTimeout } from "../../lib/with-timeout";
import { SESSION_LIFETIME_MS } from "../auth/auth.service";
import type { RealtimeHub } from "../realtime/realtime.hub";
import { countRestaurantsByKind } from "../restaurants/restaurants.repository";
import { countActiveIntegrations, countOwners } from "./owners.repository";
import { readServerVersion } from "./system.repository";

/** The admin Dashboard and System views: live checks and counts. */

export const CHECK_TIMEOUT_MS = 2_000;
const HOUR_MS = 3600_000;

export type SystemStatusOptions = {
  database: DatabaseHandle;
  bus: EventBus;
  hub: RealtimeHub;
  now?: () => Date;
};

/**
 * 'Operational' only when the database answers and an event sent through it comes back
 * to this instance (the path every new order takes to the dashboards); otherwise
 * 'Degraded' with the first reason.
 */
export async function checkSystemStatus({
  database,
  bus,
  hub,
  now = () => new Date(),
}: SystemStatusOptions): Promise<SystemStatus> {
  const reasons: string[] = [];
  const started = performance.now();
  let serverVersion: string | null = null;
  let latencyMs: number | null = null;
  try {
    serverVersion = await withTimeout(readServerVersion(database.db), CHECK_TIMEOUT_MS);
    latencyMs = Math.round((performance.now() - started) * 10) / 10;
  } catch (error) {
    reasons.push(`The database did not answer: ${messageOf(error)}`);
  }

  let isListening = false;
  try {
    await bus.checkFeed(CHECK_TIMEOUT_MS);
    isListening = true;
  } catch (error) {
    reasons.push(`Live order updates are not getting through: ${messageOf(error)}`);
  }

  return {
    status: reasons.length === 0 ? "operational" : "degraded",
    reason: reasons[0] ?? null,
    checkedAt: now().toISOString(),
    version: APP_VERSION,
    database: {
      connected: latencyMs !== null,
      engine: database.engine === "pglite" ? "PGlite" : "PostgreSQL",
      serverVersion,
      latencyMs,
    },
    realtime: { listening: isListening, connectedSockets: hub.countSockets() },
    security: {
      authentication: "JWT-based authentication",
      adminSessionHours: SESSION_LIFETIME_MS.admin / HOUR_MS,
      ownerSessionHours: SESSION_LIFETIME_MS.shop_owner / HOUR_MS,
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The Dashboard's cards: owners, and the connected flags of each platform across all owners. */
export async function countAdminStats(database: DatabaseHandle): Promise<AdminStats> {
  const { db } = database;
  const [owners, activeIntegrations, kinds] = await Promise.all([
    countOwners(db),
    countActiveIntegrations(db),
    countRestaurantsByKind(db),
  ]);
  return {
    totalOwners: owners.total,
    activeOwners: owners.active,
    activeIntegrations,
    testRestaurants: kinds.test,
    demoRestaurants: kinds.demo,
  };
}
