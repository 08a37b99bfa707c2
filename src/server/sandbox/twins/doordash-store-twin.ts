import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { asRecord } from "./twin-api";
import { doorDashGuard } from "./twin-guards";
import { restaurantInPath } from "./twin-restaurants";
import {
  isGiven,
  parseDateTime,
  type TwinStoreAnswer,
  type TwinStoreCall,
  type TwinStoreEndpoint,
} from "./twin-store-endpoints";
import { readTwinStore } from "./twin-store-state";
import { findTwinStore, saveTwinStore } from "./twin-stores.repository";

/**
 * The DoorDash twin's store endpoint (DoorDash's Marketplace OpenAPI and its guide "Update
 * store & item status"): `PUT /api/v1/stores/{location_id}/status` with `is_active`, and
 * when deactivating a `reason` from the guide's list, optional `notes`, and when it ends:
 * `end_time` (a date-time with its UTC offset, as the guide's example
 * `2023-04-28T01:01:00+01:00`), `duration_in_hours` or `duration_in_secs` → 200 `{}`;
 * deactivating a deactivated store is 200 too (DoorDash's store activation FAQ). A store
 * deactivated with no end is reactivated by DoorDash after two weeks (unconfirmed). The
 * location id is the OrderDock restaurant's id; errors are `{message}`.
 */
const STATUS_URL = `${TWIN_PATHS.doordash}/api/v1/stores/:locationId/status`;

/** The reasons the guide lists: "Please ensure this parameter is associated with one". */
export const DOORDASH_DEACTIVATION_REASONS = [
  "out_of_business",
  "delete_store",
  "payment_issue",
  "operational_issues",
  "store_self_disabled_in_their_POS_portal",
  "store_pos_connectivity_issues",
] as const;

const TWO_WEEKS_MS = 14 * 24 * 3_600_000;
/** The twin's own bound on a duration (DoorDash documents none): a year. */
const MAX_DURATION_SECONDS = 365 * 24 * 3600;
const MAX_NOTES_LENGTH = 500;

const isWholeNumber = (value: unknown, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= max;

type Deactivation = { until: Date; reason: string } | { error: string };

/** When the deactivation ends and why, or DoorDash's words for what is wrong. */
function readDeactivation(body: Record<string, unknown>, now: Date): Deactivation {
  const reasons: readonly unknown[] = DOORDASH_DEACTIVATION_REASONS;
  if (!reasons.includes(body.reason)) {
    return {
      error: `reason is required when is_active is false, one of ${DOORDASH_DEACTIVATION_REASONS.join(", ")}`,
    };
  }
  const reason = String(body.reason);
  if (isGiven(body.notes) && typeof body.notes !== "string") {
    return { error: "notes must be a string" };
  }
  const notes = typeof body.notes === "string" ? body.notes.trim().slice(0, MAX_NOTES_LENGTH) : "";
  const words = notes ? `${reason}: ${notes}` : reason;
  const ends = ["end_time", "duration_in_hours", "duration_in_secs"].filter((name) =>
    isGiven(body[name]),
  );
  if (ends.length > 1) {
    return { error: "Give only one of end_time, duration_in_hours or duration_in_secs" };
  }
  const hours = body.duration_in_hours;
  const seconds = body.duration_in_secs;
  switch (ends[0]) {
    case "end_time": {
      const until = parseDateTime(body.end_time);
      if (!until) {
        return {
          error: "end_time must be a date-time with its offset (YYYY-MM-DDTHH:MM:SS+01:00)",
        };
      }
      return { until, reason: words };
    }
    case "duration_in_hours":
      if (!isWholeNumber(hours, MAX_DURATION_SECONDS / 3600)) {
        return { error: "duration_in_hours must be a whole number of hours, at least 1" };
      }
      return { until: new Date(now.getTime() + hours * 3_600_000), reason: words };
    case "duration_in_secs":
      if (!isWholeNumber(seconds, MAX_DURATION_SECONDS)) {
        return { error: "duration_in_secs must be a whole number of seconds, at least 1" };
      }
      return { until: new Date(now.getTime() + seconds * 1000), reason: words };
    default:
      return { until: new Date(now.getTime() + TWO_WEEKS_MS), reason: words };
  }
}

async function setStatus(request: FastifyRequest, call: TwinStoreCall): Promise<TwinStoreAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) return { status: 404, body: { message: "Store not found" }, restaurantId };
  const invalid = (message: string) => ({ status: 400, body: { message }, restaurantId });
  const body = asRecord(request.body);
  if (typeof body.is_active !== "boolean") {
    return invalid("is_active is required and must be true or false");
  }
  if (body.is_active) {
    await saveTwinStore(call.db, {
      platform: "doordash",
      restaurantId,
      change: { paused: false, pausedUntil: null, pauseReason: null },
      at: call.now,
    });
    return { status: 200, body: {}, restaurantId };
  }
  const deactivation = readDeactivation(body, call.now);
  if ("error" in deactivation) return invalid(deactivation.error);
  await saveTwinStore(call.db, {
    platform: "doordash",
    restaurantId,
    change: { paused: true, pausedUntil: deactivation.until, pauseReason: deactivation.reason },
    at: call.now,
  });
  return { status: 200, body: {}, restaurantId };
}

/**
 * `GET /api/v1/stores/{location_id}/store_details` (DoorDash's guide "Store Temporarily
 * Deactivated": the store's `current_deactivations`): the store as the twin holds it, a
 * harmless read. UNCONFIRMED: the fields beside `current_deactivations` (`is_active`,
 * `location_id`) follow the Marketplace OpenAPI's store info, not a published example.
 */
async function readDetails(
  _request: FastifyRequest,
  call: TwinStoreCall,
): Promise<TwinStoreAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) return { status: 404, body: { message: "Store not found" }, restaurantId };
  const store = readTwinStore(await findTwinStore(call.db, "doordash", restaurantId), call.now);
  return {
    status: 200,
    body: {
      location_id: restaurantId,
      is_active: !store.isPaused,
      current_deactivations: store.isPaused
        ? [
            {
              reason: store.pauseReason?.split(":")[0] ?? null,
              end_time: store.pausedUntil?.toISOString() ?? null,
            },
          ]
        : [],
    },
    restaurantId,
  };
}

export function doorDashStoreEndpoints(config: Config): TwinStoreEndpoint[] {
  const common = {
    ...doorDashGuard(config),
    restaurantOf: restaurantInPath("doordash", "locationId"),
  };
  return [
    { ...common, method: "PUT", url: STATUS_URL, operation: "store_status", handle: setStatus },
    {
      ...common,
      method: "GET",
      url: `${TWIN_PATHS.doordash}/api/v1/stores/:locationId/store_details`,
      operation: "store_details",
      handle: readDetails,
    },
  ];
}
