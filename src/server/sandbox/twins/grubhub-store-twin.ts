import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { asRecord, paramOf } from "./twin-api";
import { grubhubGuard } from "./twin-guards";
import { restaurantInPath } from "./twin-restaurants";
import {
  parseDateTime,
  type TwinStoreAnswer,
  type TwinStoreCall,
  type TwinStoreEndpoint,
} from "./twin-store-endpoints";
import { readTwinStore } from "./twin-store-state";
import { findBusyIntervalAnswer, findTwinStore, saveTwinStore } from "./twin-stores.repository";

/**
 * The Grubhub twin's store endpoints (Grubhub's archived POS OpenAPI):
 * `POST …/schedules/closenow` and `…/schedules/opennow` → 200 with the schedule's statuses;
 * `POST …/busy {eta_increase_seconds, start_time, end_time}` → 200 with the interval (422
 * for a bad body), `DELETE …/busy` → 204 (also with none in force), `GET …/busy` → 200.
 * The merchant id is the OrderDock restaurant's id, as for its order calls; unknown → 404.
 */
const BASE = `${TWIN_PATHS.grubhub}/pos/v1/merchant/:merchantId`;
/** The twin's own bound on the extra time (Grubhub documents none): a day. */
const MAX_ETA_INCREASE_SECONDS = 24 * 3600;

const NOT_FOUND: TwinStoreAnswer = {
  status: 404,
  body: { message: "Merchant not found" },
  restaurantId: null,
};

function schedule(isOpen: boolean) {
  return async (_request: FastifyRequest, call: TwinStoreCall): Promise<TwinStoreAnswer> => {
    const { restaurantId } = call;
    if (!restaurantId) return NOT_FOUND;
    // closenow has no end: the store stays closed until opennow.
    await saveTwinStore(call.db, {
      platform: "grubhub",
      restaurantId,
      change: { paused: !isOpen, pausedUntil: null, pauseReason: null },
      at: call.now,
    });
    const status = isOpen ? "OPEN" : "CLOSED";
    return { status: 200, body: { statuses: { DELIVERY: status, PICKUP: status } }, restaurantId };
  };
}

async function startBusy(request: FastifyRequest, call: TwinStoreCall): Promise<TwinStoreAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) return NOT_FOUND;
  const unprocessable = (message: string) => ({ status: 422, body: { message }, restaurantId });
  const body = asRecord(request.body);
  const seconds = body.eta_increase_seconds;
  if (
    typeof seconds !== "number" ||
    !Number.isInteger(seconds) ||
    seconds < 0 ||
    seconds > MAX_ETA_INCREASE_SECONDS
  ) {
    return unprocessable(
      `eta_increase_seconds must be a whole number of seconds from 0 to ${MAX_ETA_INCREASE_SECONDS}`,
    );
  }
  const start = parseDateTime(body.start_time, { isUtc: true });
  if (!start) return unprocessable("start_time must be an RFC 3339 UTC date-time");
  const end = parseDateTime(body.end_time, { isUtc: true });
  if (!end) return unprocessable("end_time must be an RFC 3339 UTC date-time");
  if (end.getTime() <= start.getTime()) return unprocessable("end_time must be after start_time");
  const intervalId = randomUUID();
  await saveTwinStore(call.db, {
    platform: "grubhub",
    restaurantId,
    change: { busySeconds: seconds, busyIntervalId: intervalId, busyUntil: end },
    at: call.now,
  });
  return {
    status: 200,
    body: {
      restaurant_id: paramOf(request, "merchantId"),
      busy_interval_id: intervalId,
      eta_increase_seconds: seconds,
      start_time: body.start_time,
      end_time: body.end_time,
    },
    restaurantId,
  };
}

async function endBusy(_request: FastifyRequest, call: TwinStoreCall): Promise<TwinStoreAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) return NOT_FOUND;
  await saveTwinStore(call.db, {
    platform: "grubhub",
    restaurantId,
    change: { busySeconds: null, busyIntervalId: null, busyUntil: null },
    at: call.now,
  });
  return { status: 204, body: null, restaurantId };
}

async function readBusy(_request: FastifyRequest, call: TwinStoreCall): Promise<TwinStoreAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) return NOT_FOUND;
  const { busy } = readTwinStore(await findTwinStore(call.db, "grubhub", restaurantId), call.now);
  if (!busy) return { status: 200, body: { busy: false, busy_interval: null }, restaurantId };
  const set = await findBusyIntervalAnswer(call.db, restaurantId, busy.intervalId);
  return {
    status: 200,
    body: {
      busy: true,
      busy_interval: {
        busy_interval_id: busy.intervalId,
        start_time: set?.start_time ?? null,
        end_time: busy.until.toISOString(),
        eta_increase_seconds: busy.seconds,
        remaining_seconds: Math.ceil((busy.until.getTime() - call.now.getTime()) / 1000),
      },
    },
    restaurantId,
  };
}

export function grubhubStoreEndpoints(config: Config, origin: () => string): TwinStoreEndpoint[] {
  const common = {
    ...grubhubGuard(config, origin),
    restaurantOf: restaurantInPath("grubhub", "merchantId"),
  };
  return [
    {
      ...common,
      method: "POST",
      url: `${BASE}/schedules/closenow`,
      operation: "closenow",
      handle: schedule(false),
    },
    {
      ...common,
      method: "POST",
      url: `${BASE}/schedules/opennow`,
      operation: "opennow",
      handle: schedule(true),
    },
    { ...common, method: "POST", url: `${BASE}/busy`, operation: "busy", handle: startBusy },
    { ...common, method: "DELETE", url: `${BASE}/busy`, operation: "busy_delete", handle: endBusy },
    { ...common, method: "GET", url: `${BASE}/busy`, operation: "busy_get", handle: readBusy },
  ];
}
