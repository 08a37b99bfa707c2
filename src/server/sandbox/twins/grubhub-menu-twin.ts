import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { TwinSuspension } from "../../db/schema/twin-menus";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { downloadMenu, type MenuDownload } from "./grubhub-menu-download";
import { type GrubhubMenuReading, grubhubEntityIds, readGrubhubMenu } from "./grubhub-menu-format";
import { paramOf } from "./twin-api";
import { grubhubGuard } from "./twin-guards";
import type { TwinMenuAnswer, TwinMenuCall, TwinMenuEndpoint } from "./twin-menu-endpoints";
import { isRecord, isText, namesOf } from "./twin-menu-values";
import {
  findIngestionJob,
  findTwinMenu,
  saveTwinMenu,
  setTwinSuspensions,
} from "./twin-menus.repository";
import {
  namesNoRestaurant,
  type RestaurantOf,
  restaurantInPath,
  restaurantOfStoreId,
} from "./twin-restaurants";
import { parseDateTime } from "./twin-store-endpoints";

/**
 * The Grubhub twin's menu endpoints (Grubhub's archived menu OpenAPI):
 * `POST /pos/v1/menu/ingestion` `{merchant_ids: [one], menu_url, normalized_menu: true}` →
 * 200 `{job_id}`, then Grubhub downloads the normalized menu from `menu_url` and loads it;
 * `GET /pos/v1/menu/ingestion/jobs/{job_id}` → 200 with how the job went, 404 "No job found
 * for that ID"; `PATCH /pos/v1/merchant/{id}/menu/schedules/overrides/external
 * ?allow_partial_success=` with `[{entity_ids, schedule_override}]` → 200 QUEUED, hiding or
 * showing items and modifiers. The twin loads a menu at once (before answering), so a job is
 * never still running and 409 "already has an active async update process" never comes.
 * The merchant id is the OrderDock restaurant's id; errors are `{message}`.
 */
const POS = `${TWIN_PATHS.grubhub}/pos/v1`;

const NOT_FOUND: TwinMenuAnswer = {
  status: 404,
  body: { message: "Merchant not found" },
  restaurantId: null,
};

const badRequest = (message: string, restaurantId: string | null = null): TwinMenuAnswer => ({
  status: 400,
  body: { message },
  restaurantId,
});

type Ingestion = { merchantId: string; menuUrl: string; keepsOverrides: boolean };

/** The ingestion request, or Grubhub's 400 message. */
function readIngestion(body: unknown): Ingestion | string {
  if (!isRecord(body)) return "The body must be an object";
  const ids = body.merchant_ids;
  if (!Array.isArray(ids) || ids.length !== 1 || !isText(ids[0])) {
    return "merchant_ids must hold exactly one merchant id";
  }
  if (!isText(body.menu_url)) return "menu_url is required and must be a string";
  if (body.normalized_menu !== true) return "normalized_menu must be true";
  const keeps = body.apply_existing_schedule_overrides;
  if (keeps !== undefined && typeof keeps !== "boolean") {
    return "apply_existing_schedule_overrides must be true or false";
  }
  return { merchantId: ids[0], menuUrl: body.menu_url, keepsOverrides: keeps !== false };
}

/** The one merchant an ingestion names in its body. */
const merchantInIngestion: RestaurantOf = async (request, db) => {
  const read = readIngestion(request.body);
  return typeof read === "string" ? null : restaurantOfStoreId(db, "grubhub", read.merchantId);
};

/** Before the transaction: the download, for a request the twin will take. */
function prepareIngestion(origin: () => string) {
  return async (
    request: FastifyRequest,
    restaurantId: string | null,
  ): Promise<MenuDownload | null> => {
    const read = readIngestion(request.body);
    if (typeof read === "string" || !restaurantId) return null;
    return downloadMenu(read.menuUrl, origin());
  };
}

const isDownload = (value: unknown): value is MenuDownload =>
  isRecord(value) && typeof value.ok === "boolean";

type Outcome = {
  status: "SUCCESS" | "FAILED_MENU_DOWNLOAD" | "FAILED_VALIDATION";
  details: string[];
  /** The menu to load, when it passed. */
  menu: Extract<GrubhubMenuReading, { ok: true }> | null;
};

/** How a job ends: the download, then Grubhub's checks of the normalized menu. */
function outcomeOf(prepared: unknown): Outcome {
  const downloaded: MenuDownload = isDownload(prepared)
    ? prepared
    : { ok: false, status: "FAILED_MENU_DOWNLOAD", detail: "The menu was not downloaded" };
  if (!downloaded.ok) {
    return { status: downloaded.status, details: [downloaded.detail], menu: null };
  }
  const menu = readGrubhubMenu(downloaded.document);
  if (!menu.ok) return { status: "FAILED_VALIDATION", details: menu.problems, menu: null };
  return { status: "SUCCESS", details: ["Successful ingestion"], menu };
}

function ingest(origin: () => string) {
  return async (request: FastifyRequest, call: TwinMenuCall): Promise<TwinMenuAnswer> => {
    const read = readIngestion(request.body);
    if (typeof read === "string") return badRequest(read);
    const { restaurantId } = call;
    if (!restaurantId) return NOT_FOUND;
    const { status, details, menu } = outcomeOf(call.prepared);
    const jobId = randomUUID();
    if (menu) {
      // Overrides already in Grubhub apply to the new menu unless the request says not.
      await saveTwinMenu(call.db, {
        platform: "grubhub",
        restaurantId,
        menu: menu.menu,
        keep: read.keepsOverrides ? [...menu.itemIds, ...menu.modifierIds] : [],
        suspend: {},
        release: [],
        at: call.now,
      });
    }
    const job = {
      job_id: jobId,
      details: status === "SUCCESS" ? "Successful ingestion" : `Menu ingestion ended ${status}`,
      merchant_statuses: [
        {
          merchant_id: read.merchantId,
          status,
          details,
          ...(status === "SUCCESS" && { menu_proof_url: `${origin()}${TWIN_PATHS.grubhub}` }),
        },
      ],
    };
    // The call's record keeps the job beside the answer: GET …/jobs/{id} reads it there.
    return { status: 200, body: { job_id: jobId }, recorded: { job_id: jobId, job }, restaurantId };
  };
}

async function readJob(request: FastifyRequest, call: TwinMenuCall): Promise<TwinMenuAnswer> {
  const found = await findIngestionJob(call.db, paramOf(request, "jobId"));
  if (!found)
    return { status: 404, body: { message: "No job found for that ID" }, restaurantId: null };
  return { status: 200, body: found.job, restaurantId: found.restaurantId };
}

/** Grubhub's end for an override with none: the entity stays hidden until shown again. */
const NO_END = Date.parse("9999-12-31T23:59:00.000Z");

type Override = { ids: string[]; hide: boolean; end: Date };

/** The overrides, or Grubhub's 400 message naming what is wrong. */
function readOverrides(body: unknown): Override[] | string {
  if (!Array.isArray(body) || body.length === 0) {
    return "The body must be a non-empty array of {entity_ids, schedule_override}";
  }
  const read: Override[] = [];
  for (const [index, entry] of body.entries()) {
    const where = `[${index}]`;
    const ids = isRecord(entry) ? entry.entity_ids : undefined;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every(isText)) {
      return `${where}.entity_ids must be a non-empty list of ids`;
    }
    const override = isRecord(entry) ? entry.schedule_override : undefined;
    if (!isRecord(override)) return `${where}.schedule_override is required`;
    if (override.op !== "ADD" && override.op !== "UPDATE") {
      return `${where}.schedule_override.op must be ADD or UPDATE`;
    }
    if (override.show_or_hide !== "SHOW" && override.show_or_hide !== "HIDE") {
      return `${where}.schedule_override.show_or_hide must be SHOW or HIDE`;
    }
    const start = parseDateTime(override.start);
    const end = parseDateTime(override.end);
    if (!start) return `${where}.schedule_override.start must be an ISO-8601 date-time`;
    if (!end) return `${where}.schedule_override.end must be an ISO-8601 date-time`;
    if (end.getTime() <= start.getTime())
      return `${where}.schedule_override.end must be after start`;
    if (override.op === "UPDATE" && !parseDateTime(override.cur_end_date)) {
      return `${where}.schedule_override.cur_end_date is required for UPDATE`;
    }
    read.push({ ids, hide: override.show_or_hide === "HIDE", end });
  }
  return read;
}

/**
 * Grubhub's bulk override: every id not in the menu aborts the whole request unless partial
 * success is allowed ("If one of the IDs is not valid, the other IDs won't be processed
 * either"), answered 200 with the documented status INVALID. The twin applies an override
 * at once and keeps only its end: HIDE until its end (`9999-12-31T23:59:00.000Z`: until
 * shown again), SHOW from now on.
 */
async function overrideSchedules(
  request: FastifyRequest,
  call: TwinMenuCall,
): Promise<TwinMenuAnswer> {
  const partial = (request.query as Record<string, unknown>).allow_partial_success;
  if (partial !== "true" && partial !== "false") {
    return badRequest("allow_partial_success is required and must be true or false");
  }
  const { restaurantId } = call;
  if (!restaurantId) return NOT_FOUND;
  const read = readOverrides(request.body);
  if (typeof read === "string") return badRequest(read, restaurantId);
  const held = await findTwinMenu(call.db, "grubhub", restaurantId);
  const known = held?.menu ? grubhubEntityIds(held.menu) : new Set<string>();
  const sent = [...new Set(read.flatMap((override) => override.ids))];
  const unknown = sent.filter((id) => !known.has(id));
  const jobId = randomUUID();
  if (unknown.length > 0 && partial === "false") {
    return {
      status: 200,
      body: {
        status: "INVALID",
        message: `Not in the merchant's menu: ${namesOf(unknown)}. Nothing was changed.`,
        entity_ids: sent,
        job_id: jobId,
      },
      restaurantId,
    };
  }
  const suspend = new Map<string, TwinSuspension>();
  const release = new Set<string>();
  for (const { ids, hide, end } of read) {
    const isOver = end.getTime() <= call.now.getTime();
    for (const id of ids.filter((entity) => known.has(entity))) {
      if (hide && !isOver) {
        suspend.set(id, {
          until: end.getTime() >= NO_END ? null : end.toISOString(),
          reason: null,
        });
        release.delete(id);
      } else {
        release.add(id);
        suspend.delete(id);
      }
    }
  }
  await setTwinSuspensions(call.db, {
    platform: "grubhub",
    restaurantId,
    suspend: Object.fromEntries(suspend),
    release: [...release],
    at: call.now,
  });
  return {
    status: 200,
    body: {
      status: "QUEUED",
      message: "Menu entity schedule override operation is queued.",
      entity_ids: sent,
      job_id: jobId,
    },
    restaurantId,
  };
}

export function grubhubMenuEndpoints(config: Config, origin: () => string): TwinMenuEndpoint[] {
  const guard = grubhubGuard(config, origin);
  return [
    {
      ...guard,
      restaurantOf: merchantInIngestion,
      method: "POST",
      url: `${POS}/menu/ingestion`,
      operation: "menu_ingestion",
      prepare: prepareIngestion(origin),
      handle: ingest(origin),
    },
    {
      ...guard,
      // A job id is Grubhub's, not a merchant's: read on real time, kept as the job's.
      restaurantOf: namesNoRestaurant,
      method: "GET",
      url: `${POS}/menu/ingestion/jobs/:jobId`,
      operation: "menu_ingestion_job",
      handle: readJob,
    },
    {
      ...guard,
      restaurantOf: restaurantInPath("grubhub", "merchantId"),
      method: "PATCH",
      url: `${POS}/merchant/:merchantId/menu/schedules/overrides/external`,
      operation: "schedule_overrides",
      handle: overrideSchedules,
    },
  ];
}
