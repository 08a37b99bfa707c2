import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { asRecord } from "./twin-api";
import { uberEatsGuard } from "./twin-guards";
import { uberStoreInPath } from "./twin-restaurants";
import {
  isGiven,
  parseDateTime,
  type TwinStoreAnswer,
  type TwinStoreCall,
  type TwinStoreEndpoint,
} from "./twin-store-endpoints";
import { saveTwinStore } from "./twin-stores.repository";
import { UBER_TWIN_SCOPE } from "./ubereats-scopes";

/**
 * The Uber Eats twin's store endpoints: `POST /v1/eats/store/{store_id}/status` (Uber's
 * "Set Restaurant Status": PAUSED with an optional `paused_until`, or ONLINE) → 204, and
 * `POST /v1/delivery/store/{store_id}/update-store-prep-time` `{default_prep_time}` in
 * seconds, at most 10,800 → 204 (known from independent clients only: unconfirmed). The
 * store id is the one Uber granted the connection; an unknown one is 404, a bad body 400,
 * both in Uber's `{code, message}`.
 */
const BASE = `${TWIN_PATHS.ubereats}/v1`;
const MAX_PREP_SECONDS = 10_800;
const MAX_REASON_LENGTH = 500;

const invalid = (restaurantId: string, message: string): TwinStoreAnswer => ({
  status: 400,
  body: { code: "invalid_request", message },
  restaurantId,
});

const NOT_FOUND: TwinStoreAnswer = {
  status: 404,
  body: { code: "not_found", message: "Store not found." },
  restaurantId: null,
};

async function setStatus(request: FastifyRequest, call: TwinStoreCall): Promise<TwinStoreAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) return NOT_FOUND;
  const body = asRecord(request.body);
  if (body.status !== "PAUSED" && body.status !== "ONLINE") {
    return invalid(restaurantId, "status must be ONLINE or PAUSED");
  }
  if (typeof body.reason !== "string" || !body.reason.trim()) {
    return invalid(restaurantId, "reason is required and must be a string");
  }
  const pausedUntil = isGiven(body.paused_until) ? parseDateTime(body.paused_until) : null;
  if (isGiven(body.paused_until) && !pausedUntil) {
    return invalid(
      restaurantId,
      "paused_until must be a date-time such as YYYY-MM-DDT00:00:00Z or YYYY-MM-DDT00:00:00+00:00",
    );
  }
  const isPaused = body.status === "PAUSED";
  await saveTwinStore(call.db, {
    platform: "ubereats",
    restaurantId,
    change: {
      paused: isPaused,
      pausedUntil: isPaused ? pausedUntil : null,
      pauseReason: isPaused ? body.reason.trim().slice(0, MAX_REASON_LENGTH) : null,
    },
    at: call.now,
  });
  return { status: 204, body: null, restaurantId };
}

async function setPrepTime(request: FastifyRequest, call: TwinStoreCall): Promise<TwinStoreAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) return NOT_FOUND;
  const seconds = asRecord(request.body).default_prep_time;
  if (
    typeof seconds !== "number" ||
    !Number.isInteger(seconds) ||
    seconds <= 0 ||
    seconds > MAX_PREP_SECONDS
  ) {
    return invalid(
      restaurantId,
      `default_prep_time must be a whole number of seconds from 1 to ${MAX_PREP_SECONDS}`,
    );
  }
  await saveTwinStore(call.db, {
    platform: "ubereats",
    restaurantId,
    change: { prepSeconds: seconds },
    at: call.now,
  });
  return { status: 204, body: null, restaurantId };
}

export function uberEatsStoreEndpoints(config: Config): TwinStoreEndpoint[] {
  const common = { restaurantOf: uberStoreInPath, method: "POST" as const };
  return [
    {
      ...common,
      ...uberEatsGuard(config, UBER_TWIN_SCOPE.storeStatus),
      url: `${BASE}/eats/store/:storeId/status`,
      operation: "store_status",
      handle: setStatus,
    },
    {
      ...common,
      ...uberEatsGuard(config, UBER_TWIN_SCOPE.menus),
      url: `${BASE}/delivery/store/:storeId/update-store-prep-time`,
      operation: "update_store_prep_time",
      handle: setPrepTime,
    },
  ];
}
