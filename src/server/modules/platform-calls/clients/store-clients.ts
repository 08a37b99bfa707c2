import type { StoreAction } from "../../../../domain/store-controls";
import type { Config } from "../../../config";
import { notApplicable } from "./client";
import { doorDashHeaders, doorDashKeys } from "./doordash.client";
import { grubhubAuthorization, grubhubKeys } from "./grubhub.client";
import { type CallOutcome, type HttpRequest, sendHttp } from "./http";
import { sendUberCall, UBER_SCOPES, uberCredentials } from "./uber-client";

/**
 * The store calls (docs/store-controls.md): pause a marketplace and reopen it, make it busy
 * and end that. Each platform's path, auth and body; the base URL and keys are the same as
 * its order calls, so with no credentials configured the calls reach its twin.
 */
export type StorePayload = {
  /** When the pause or busy spell ends (ISO); null: until turned off. */
  until?: string | null;
  /** Why, in words the platform shows its own staff. */
  reason?: string;
  /** Busy mode: minutes added, and the restaurant's usual preparation time. */
  extraMinutes?: number;
  prepMinutes?: number;
};

export type StoreClientContext = {
  config: Config;
  origin: string;
  restaurantId: string;
  connection: { settings: Record<string, string>; secrets: Record<string, string> };
  action: StoreAction;
  payload: StorePayload;
  now: Date;
};

export type StoreClient = (context: StoreClientContext) => Promise<CallOutcome>;

/**
 * Uber Eats: pause and reopen with the documented `POST /v1/eats/store/{store_id}/status`
 * (`PAUSED` with `paused_until`, or `ONLINE`) → 204. Busy mode sets the store's default
 * preparation time with `POST /v1/delivery/store/{id}/update-store-prep-time`
 * `{default_prep_time}` in seconds (at most 10,800); that call and its field are known only
 * from independent clients (unconfirmed).
 */
const UBER_MAX_PREP_SECONDS = 10_800;

const sendUberEatsStoreCall: StoreClient = async (context) => {
  const storeId = context.connection.settings.storeId;
  if (!storeId) {
    return {
      kind: "refused",
      status: 0,
      message: "Connect Uber Eats again: the connection has no store id",
    };
  }
  const credentials = uberCredentials(context.config, context.origin);
  const store = encodeURIComponent(storeId);
  const { action, payload } = context;
  const prepSeconds = (minutes: number) => Math.min(UBER_MAX_PREP_SECONDS, minutes * 60);
  const request =
    action === "pause" || action === "resume"
      ? {
          url: `${credentials.apiUrl}/v1/eats/store/${store}/status`,
          scope: UBER_SCOPES.storeStatus,
          body:
            action === "pause"
              ? {
                  status: "PAUSED",
                  ...(payload.until && { paused_until: payload.until }),
                  reason: payload.reason ?? "Paused by the restaurant",
                }
              : { status: "ONLINE", reason: payload.reason ?? "Reopened by the restaurant" },
        }
      : {
          url: `${credentials.apiUrl}/v1/delivery/store/${store}/update-store-prep-time`,
          scope: UBER_SCOPES.store,
          body: {
            default_prep_time: prepSeconds(
              (payload.prepMinutes ?? 20) + (action === "busy" ? (payload.extraMinutes ?? 0) : 0),
            ),
          },
        };
  return sendUberCall(credentials, request.scope, {
    method: "POST",
    url: request.url,
    body: request.body,
  });
};

/**
 * DoorDash: `PUT /api/v1/stores/{location_id}/status` with `is_active` false, a reason
 * from DoorDash's list and `end_time`, or `is_active` true → 200 (its OpenAPI). DoorDash has
 * no busy call: the extra minutes go out on each order's confirmation (`prep_time`).
 */
const DOORDASH_PAUSE_REASON = "store_self_disabled_in_their_POS_portal";

const sendDoorDashStoreCall: StoreClient = async (context) => {
  const { action, payload } = context;
  if (action === "busy" || action === "busy_end") {
    return notApplicable("DoorDash hears the extra minutes on each order's confirmation");
  }
  const keys = doorDashKeys(context.config, context.origin);
  const locationId = context.connection.settings.storeId || context.restaurantId;
  return sendHttp({
    method: "PUT",
    url: `${keys.apiUrl}/api/v1/stores/${encodeURIComponent(locationId)}/status`,
    headers: await doorDashHeaders(keys),
    body:
      action === "pause"
        ? {
            is_active: false,
            reason: DOORDASH_PAUSE_REASON,
            notes: payload.reason ?? "Paused by the restaurant",
            ...(payload.until && { end_time: payload.until }),
          }
        : { is_active: true },
  });
};

/**
 * Grubhub: `POST …/schedules/closenow` and `…/schedules/opennow` → 200 (no body); closenow
 * has no end, so OrderDock sends opennow when the pause ends. Busy mode is
 * `POST …/busy {eta_increase_seconds, start_time, end_time}` → 200 and ends by itself, or
 * early with `DELETE …/busy` → 204 (its archived OpenAPI). A busy spell with no end is sent
 * with one at `GRUBHUB_OPEN_BUSY_HOURS`, as Grubhub requires an end time.
 */
const GRUBHUB_OPEN_BUSY_HOURS = 12;

const sendGrubhubStoreCall: StoreClient = async (context) => {
  const { action, payload, now } = context;
  const keys = grubhubKeys(context.config, context.origin);
  const merchantId = context.connection.settings.merchantId || context.restaurantId;
  const merchant = `${keys.apiUrl}/pos/v1/merchant/${encodeURIComponent(merchantId)}`;
  const request: Pick<HttpRequest, "method" | "url" | "body"> =
    action === "pause"
      ? { method: "POST", url: `${merchant}/schedules/closenow` }
      : action === "resume"
        ? { method: "POST", url: `${merchant}/schedules/opennow` }
        : action === "busy"
          ? {
              method: "POST",
              url: `${merchant}/busy`,
              body: {
                eta_increase_seconds: (payload.extraMinutes ?? 0) * 60,
                start_time: now.toISOString(),
                end_time:
                  payload.until ??
                  new Date(now.getTime() + GRUBHUB_OPEN_BUSY_HOURS * 3_600_000).toISOString(),
              },
            }
          : { method: "DELETE", url: `${merchant}/busy` };
  const text = request.body === undefined ? "" : JSON.stringify(request.body);
  return sendHttp({
    ...request,
    headers: {
      "x-gh-partner-key": keys.partnerKey,
      authorization: grubhubAuthorization(keys, request.method, new URL(request.url), text),
    },
  });
};

/** The marketplaces that take store calls; the website's pause needs no one told. */
export const STORE_CLIENTS = {
  ubereats: sendUberEatsStoreCall,
  doordash: sendDoorDashStoreCall,
  grubhub: sendGrubhubStoreCall,
} as const satisfies Record<string, StoreClient>;

export type StorePlatform = keyof typeof STORE_CLIENTS;

export function isStorePlatform(value: string): value is StorePlatform {
  return Object.hasOwn(STORE_CLIENTS, value);
}
