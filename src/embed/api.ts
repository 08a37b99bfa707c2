import type { PublicOrderInput, PublicOrderResult } from "@/domain/api/public-order";
import { FAILURE_TEXT } from "./messages";
import type { PublicMenu } from "./types";

/**
 * The two calls of the public order API (src/server/modules/public/public.routes.ts), from
 * any website: no cookies, JSON in and out, and every answer turned into an outcome the form
 * can show.
 */
export type ApiOptions = {
  /** Where embed.js came from: the OrderDock server, whatever site shows the form. */
  apiOrigin: string;
  restaurantId: string;
  fetch?: typeof fetch;
};

export type Issue = { path: string; message: string };

export type Failure =
  | { kind: "invalid"; message: string; issues: Issue[] }
  | { kind: "sold-out"; message: string; issues: Issue[] }
  | { kind: "unavailable" | "paused" | "rate-limited" | "network" | "server"; message: string };

export type MenuOutcome = { ok: true; menu: PublicMenu } | ({ ok: false } & Failure);

export type OrderOutcome =
  | { ok: true; result: PublicOrderResult; isNew: boolean }
  | ({ ok: false } & Failure);

const restaurantUrl = ({ apiOrigin, restaurantId }: ApiOptions, path: string) =>
  `${apiOrigin}/api/public/restaurants/${encodeURIComponent(restaurantId)}/${path}`;

export async function loadMenu(options: ApiOptions): Promise<MenuOutcome> {
  const response = await send(options, restaurantUrl(options, "menu"), {
    headers: { accept: "application/json" },
  });
  if (!response) return { ok: false, ...failureOf(0, null) };
  const body = await readJson(response);
  if (response.ok && isMenu(body)) return { ok: true, menu: body };
  return { ok: false, ...failureOf(response.status, body) };
}

export async function placeOrder(
  options: ApiOptions,
  order: PublicOrderInput,
): Promise<OrderOutcome> {
  const response = await send(options, restaurantUrl(options, "orders"), {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(order),
  });
  if (!response) return { ok: false, ...failureOf(0, null) };
  const body = await readJson(response);
  if ((response.status === 200 || response.status === 201) && isOrderResult(body)) {
    return { ok: true, result: body, isNew: response.status === 201 };
  }
  return { ok: false, ...failureOf(response.status, body) };
}

/** What an answer that is not a success means; status 0 is no answer at all. */
export function failureOf(status: number, body: unknown): Failure {
  const issues = issuesOf(body);
  if (status === 400) {
    const message = messageOf(body) || FAILURE_TEXT.server;
    return {
      kind: "invalid",
      message,
      issues: issues.length > 0 ? issues : [{ path: "", message }],
    };
  }
  if (status === 409 && codeOf(body) === "ITEM_UNAVAILABLE") {
    return { kind: "sold-out", message: messageOf(body), issues };
  }
  if (status === 409 && codeOf(body) === "ORDERING_PAUSED") {
    return { kind: "paused", message: FAILURE_TEXT.paused };
  }
  if (status === 404) return { kind: "unavailable", message: FAILURE_TEXT.unavailable };
  if (status === 429) return { kind: "rate-limited", message: FAILURE_TEXT.rateLimited };
  if (status === 0) return { kind: "network", message: FAILURE_TEXT.network };
  return { kind: "server", message: FAILURE_TEXT.server };
}

async function send(options: ApiOptions, url: string, init: RequestInit) {
  const request = options.fetch ?? fetch;
  try {
    // The form needs no session; a cookie would only make the API treat it as a page's call.
    return await request(url, { ...init, credentials: "omit", mode: "cors" });
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const isMenu = (body: unknown): body is PublicMenu =>
  isRecord(body) && isRecord(body.restaurant) && Array.isArray(body.categories);

const isOrderResult = (body: unknown): body is PublicOrderResult =>
  isRecord(body) && typeof body.orderNumber === "string" && typeof body.total === "number";

const messageOf = (body: unknown) =>
  isRecord(body) && typeof body.message === "string" ? body.message : "";

const codeOf = (body: unknown) => (isRecord(body) ? body.code : undefined);

function issuesOf(body: unknown): Issue[] {
  if (!isRecord(body) || !Array.isArray(body.issues)) return [];
  return body.issues.filter(
    (issue): issue is Issue =>
      isRecord(issue) && typeof issue.path === "string" && typeof issue.message === "string",
  );
}
