import type { MenuSnapshot } from "../../../../domain/menu-snapshot";
import type { MenuAction } from "../../../../domain/menu-sync";
import type { Config } from "../../../config";
import { DOORDASH_PROVIDER_TYPE, doorDashHeaders, doorDashKeys } from "./doordash.client";
import { grubhubAuthorization, grubhubKeys } from "./grubhub.client";
import { type CallOutcome, type HttpRequest, type StatusMeaning, sendHttp } from "./http";
import { toDoorDashMenu } from "./menu-formats/doordash-menu";
import { toUberMenu, uberSuspension } from "./menu-formats/uber-menu";
import { sendUberCall, UBER_SCOPES, uberCredentials } from "./uber-client";

/**
 * The menu calls (docs/menu-sync.md): an item or option 86'd and back on, the whole menu
 * published, and a look at how Grubhub's background load of it ended. Each platform's path,
 * auth and body; the base URL and keys are those of its order calls, so with no credentials
 * configured the calls reach its twin. Every id is OrderDock's own, which the publish gave
 * each item and option as its external id.
 */
export type MenuPayload = {
  /** Suspend and unsuspend: what, and (suspend) until when; null: until turned back on. */
  entity?: { kind: "item" | "option"; id: string };
  until?: string | null;
  /** Menu status: Grubhub's ingestion job to look at, or DoorDash's job reference. */
  jobId?: string;
  reference?: string;
};

/** A publish as a menu client sends it: the menu, its feed's address, DoorDash's menu id. */
export type MenuPublishContext = {
  snapshot: MenuSnapshot;
  feedUrl: string;
  doorDashMenuId: string | null;
};

export type MenuClientContext = {
  config: Config;
  origin: string;
  restaurantId: string;
  connection: { settings: Record<string, string>; secrets: Record<string, string> };
  action: MenuAction;
  payload: MenuPayload;
  /**
   * Publish: the menu as staff published it, the address Grubhub downloads it from, and the
   * id DoorDash gave the restaurant's menu (its menu status webhook), once it has one.
   */
  publish: MenuPublishContext | null;
  now: Date;
};

export type MenuClient = (context: MenuClientContext) => Promise<CallOutcome>;

const refused = (message: string): CallOutcome => ({ kind: "refused", status: 0, message });

/** The call names a publish, or an item, that is gone: nothing left to send. */
const MISSING = refused("There is nothing to send any more");

/**
 * Uber Eats: `POST /v2/eats/stores/{store_id}/menus/items/{item_id}` with `suspension_info`
 * (a sparse update; an option is an item of Uber's menu too) → 204, and
 * `PUT /v2/eats/stores/{store_id}/menus` with the whole menu → 204 (Uber's menu API). Uber
 * answers an item update with 404 until a menu was uploaded through the API. An 86 is sent
 * as the menu itself sends one (`uberSuspension`: until its end, or until the far-future
 * time Uber's own example uses); a return sends `suspension: null`, which Uber reads as
 * available.
 */
const sendUberEatsMenuCall: MenuClient = async (context) => {
  const storeId = context.connection.settings.storeId;
  if (!storeId) return refused("Connect Uber Eats again: the connection has no store id");
  const credentials = uberCredentials(context.config, context.origin);
  const store = `${credentials.apiUrl}/v2/eats/stores/${encodeURIComponent(storeId)}`;
  const { action, payload } = context;
  let request: Pick<HttpRequest, "method" | "url" | "body">;
  if (action === "publish_menu") {
    if (!context.publish) return MISSING;
    request = { method: "PUT", url: `${store}/menus`, body: toUberMenu(context.publish.snapshot) };
  } else if (action === "suspend" || action === "unsuspend") {
    if (!payload.entity) return MISSING;
    request = {
      method: "POST",
      url: `${store}/menus/items/${encodeURIComponent(payload.entity.id)}`,
      body: {
        suspension_info:
          action === "suspend" ? uberSuspension(payload.until ?? null) : { suspension: null },
      },
    };
  } else {
    return refused("Uber Eats takes its menu at once: there is no job to look at");
  }
  const outcome = await sendUberCall(credentials, UBER_SCOPES.store, request);
  if (outcome.kind === "refused" && outcome.status === 404 && action !== "publish_menu") {
    return { ...outcome, message: "Uber Eats has no menu from OrderDock yet: publish the menu" };
  }
  return outcome;
};

/**
 * DoorDash: `PUT /api/v1/stores/{merchant_supplied_id}/items/status` (or
 * `…/item_options/status`) with `[{merchant_supplied_id, is_active}]` → 200, which has no
 * end time, so OrderDock sends the return when a timed 86 ends; `POST /api/v1/menus` the
 * first time and `PATCH /api/v1/menus/{id}` after (the id DoorDash's menu status webhook
 * gave; a second POST would make a second menu) → 200 `{reference, status}`, processed in the background and answered by that
 * webhook (its OpenAPI and menu guides).
 */

const sendDoorDashMenuCall: MenuClient = async (context) => {
  const { action, payload, connection } = context;
  const keys = doorDashKeys(context.config, context.origin);
  const storeId = connection.settings.storeId || context.restaurantId;
  let request: Pick<HttpRequest, "method" | "url" | "body">;
  if (action === "publish_menu") {
    if (!context.publish) return MISSING;
    const menuId = context.publish.doorDashMenuId;
    request = {
      method: menuId ? "PATCH" : "POST",
      url: `${keys.apiUrl}/api/v1/menus${menuId ? `/${encodeURIComponent(menuId)}` : ""}`,
      body: toDoorDashMenu(context.publish.snapshot, {
        storeId,
        providerType: DOORDASH_PROVIDER_TYPE,
      }),
    };
  } else if (action === "suspend" || action === "unsuspend") {
    if (!payload.entity) return MISSING;
    const kind = payload.entity.kind === "item" ? "items" : "item_options";
    request = {
      method: "PUT",
      url: `${keys.apiUrl}/api/v1/stores/${encodeURIComponent(storeId)}/${kind}/status`,
      body: [{ merchant_supplied_id: payload.entity.id, is_active: action === "unsuspend" }],
    };
  } else {
    // The look waited for DoorDash's menu status webhook, which never came.
    return refused("DoorDash has not said how the menu went: publish it again");
  }
  const outcome = await sendHttp({
    ...request,
    headers: await doorDashHeaders(keys),
  });
  if (outcome.kind === "done" && action === "publish_menu") {
    const reference = referenceOf(outcome.body, "reference");
    return { ...outcome, ...(reference && { reference }) };
  }
  return outcome;
};

/**
 * Grubhub: `PATCH /pos/v1/merchant/{id}/menu/schedules/overrides/external` with a HIDE
 * override from now to the 86's end (`9999-12-31T23:59:00.000Z`, Grubhub's "no end") or a
 * SHOW one from now on → 200 `{status: "QUEUED", job_id}`; `POST /pos/v1/menu/ingestion`
 * `{merchant_ids, menu_url, normalized_menu: true}` → 200 `{job_id}`, after which Grubhub
 * downloads the menu from OrderDock; `GET /pos/v1/menu/ingestion/jobs/{job_id}` says how
 * that ended (its archived OpenAPIs). Reading HIDE as "not orderable" is our inference from
 * the override's values.
 */
export const GRUBHUB_NO_END = "9999-12-31T23:59:00.000Z";

/**
 * Grubhub's menu ingestion answers 409 while another asynchronous menu job of the merchant
 * is running (its archived menu OpenAPI): the menu was not taken, so it is sent again later.
 */
export const GRUBHUB_INGESTION_MEANINGS = {
  409: { kind: "retry", message: "Grubhub is still taking an earlier menu: sending again shortly" },
} as const satisfies Record<number, StatusMeaning>;

/** Grubhub's job states that are still under way: look again later. */
const GRUBHUB_JOB_RUNNING = new Set(["REQUESTED", "QUEUED", "IN_PROGRESS", "UNKNOWN"]);

const sendGrubhubMenuCall: MenuClient = async (context) => {
  const { action, payload, now } = context;
  const keys = grubhubKeys(context.config, context.origin);
  const merchantId = context.connection.settings.merchantId || context.restaurantId;
  let request: Pick<HttpRequest, "method" | "url" | "body">;
  if (action === "publish_menu") {
    if (!context.publish) return MISSING;
    request = {
      method: "POST",
      url: `${keys.apiUrl}/pos/v1/menu/ingestion`,
      body: {
        merchant_ids: [merchantId],
        menu_url: context.publish.feedUrl,
        normalized_menu: true,
        // The 86s in force (schedule overrides) stay in force over the new menu.
        apply_existing_schedule_overrides: true,
      },
    };
  } else if (action === "suspend" || action === "unsuspend") {
    if (!payload.entity) return MISSING;
    const merchant = `${keys.apiUrl}/pos/v1/merchant/${encodeURIComponent(merchantId)}`;
    request = {
      method: "PATCH",
      url: `${merchant}/menu/schedules/overrides/external?allow_partial_success=false`,
      body: [
        {
          entity_ids: [payload.entity.id],
          schedule_override: {
            op: "ADD",
            start: now.toISOString(),
            end: (action === "suspend" && payload.until) || GRUBHUB_NO_END,
            show_or_hide: action === "suspend" ? "HIDE" : "SHOW",
          },
        },
      ],
    };
  } else {
    if (!payload.jobId) return MISSING;
    request = {
      method: "GET",
      url: `${keys.apiUrl}/pos/v1/menu/ingestion/jobs/${encodeURIComponent(payload.jobId)}`,
    };
  }
  const text = request.body === undefined ? "" : JSON.stringify(request.body);
  const outcome = await sendHttp({
    ...request,
    headers: {
      "x-gh-partner-key": keys.partnerKey,
      authorization: grubhubAuthorization(keys, request.method, new URL(request.url), text),
    },
    ...(action === "publish_menu" && { meanings: GRUBHUB_INGESTION_MEANINGS }),
  });
  if (outcome.kind !== "done") return outcome;
  if (action === "publish_menu") {
    const jobId = referenceOf(outcome.body, "job_id");
    return { ...outcome, ...(jobId && { reference: jobId }) };
  }
  if (action === "menu_status") return readGrubhubJob(outcome.body);
  return readGrubhubOverride(outcome);
};

/**
 * Grubhub answers a schedule override 200 whatever happened; its `status` says: QUEUED or OK
 * taken, INVALID (an id it does not know: the whole request is aborted) or ERROR refused.
 */
function readGrubhubOverride(outcome: Extract<CallOutcome, { kind: "done" }>): CallOutcome {
  const body = (outcome.body ?? {}) as { status?: unknown; message?: unknown };
  const status = String(body.status ?? "");
  if (status !== "INVALID" && status !== "ERROR") return outcome;
  const words = typeof body.message === "string" && body.message ? body.message : status;
  return { kind: "refused", status: outcome.status, message: words.slice(0, 300) };
}

/** Grubhub's answer about an ingestion job: done, still going, or failed with its words. */
function readGrubhubJob(body: unknown): CallOutcome {
  const record = (body ?? {}) as { merchant_statuses?: unknown; details?: unknown };
  const statuses = Array.isArray(record.merchant_statuses) ? record.merchant_statuses : [];
  const status = String((statuses[0] as { status?: unknown } | undefined)?.status ?? "UNKNOWN");
  const details = Array.isArray(record.details)
    ? record.details.map(String).join("; ")
    : typeof record.details === "string"
      ? record.details
      : "";
  if (GRUBHUB_JOB_RUNNING.has(status)) {
    return { kind: "retry", status: 200, message: "Grubhub is still loading the menu" };
  }
  if (status === "SUCCESS" || status === "PARTIAL_SUCCESS") {
    return { kind: "done", status: 200, body, ...(details && { note: details }) };
  }
  return {
    kind: "refused",
    status: 200,
    message: `Grubhub could not load the menu (${status})${details ? `: ${details}` : ""}`,
  };
}

function referenceOf(body: unknown, key: string): string | null {
  if (!body || typeof body !== "object") return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value ? value.slice(0, 200) : null;
}

/** The marketplaces that take menu calls. */
export const MENU_CLIENTS = {
  ubereats: sendUberEatsMenuCall,
  doordash: sendDoorDashMenuCall,
  grubhub: sendGrubhubMenuCall,
} as const satisfies Record<string, MenuClient>;

/**
 * Which platforms end a timed 86 by themselves, given its end (Uber's `suspend_until`,
 * Grubhub's override end); the others are sent the return when it ends.
 */
export const ENDS_SUSPENSION_ITSELF = { ubereats: true, doordash: false, grubhub: true } as const;
