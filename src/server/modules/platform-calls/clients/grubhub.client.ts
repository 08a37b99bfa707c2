import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Config } from "../../../config";
import { grubhubTwinKeys, TWIN_PATHS } from "../../../lib/sandbox-credentials";
import { type ClientContext, notApplicable, type PlatformClient } from "./client";
import { sendHttp } from "./http";

/**
 * Grubhub POS (its archived OpenAPI): every answer is PUT
 * /pos/v1/merchant/{mid}/orders/{uuid}/status with CONFIRMED (+ wait time), REJECTED
 * (+ message, required), PICKUP_READY or FULFILLED, answered 200. A cancellation is a
 * change request (POST …/changerequests, `cancel.action`) that Grubhub's care team
 * reviews; its ticket id is kept. Requests carry `X-GH-PARTNER-KEY` and a MAC
 * Authorization header in the IETF MAC-token style (id "sv:v1:{client id}", nonce,
 * bodyhash, mac); the exact normalised string is unconfirmed.
 */
export type GrubhubKeys = {
  partnerKey: string;
  clientId: string;
  secretKey: string;
  apiUrl: string;
};

export function grubhubKeys(config: Config, origin: string): GrubhubKeys {
  if (config.grubhub) return config.grubhub;
  return { ...grubhubTwinKeys(config.sessionSecret), apiUrl: `${origin}${TWIN_PATHS.grubhub}` };
}

export type MacParts = { id: string; nonce: string; bodyhash: string; mac: string };

/** The string the MAC covers: nonce, method, path with query, host, port, body hash. */
export function macBaseString(method: string, url: URL, nonce: string, bodyhash: string): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return [
    nonce,
    method.toUpperCase(),
    `${url.pathname}${url.search}`,
    url.hostname,
    port,
    bodyhash,
    "",
  ]
    .join("\n")
    .concat("\n");
}

export function bodyHash(body: string): string {
  return createHash("sha256").update(body).digest("base64");
}

export function macSignature(secretKey: string, base: string): string {
  return createHmac("sha256", secretKey).update(base).digest("base64");
}

export function grubhubAuthorization(
  keys: GrubhubKeys,
  method: string,
  url: URL,
  body: string,
): string {
  const nonce = `${Math.floor(Date.now() / 1000)}:${randomBytes(8).toString("hex")}`;
  const hash = bodyHash(body);
  const mac = macSignature(keys.secretKey, macBaseString(method, url, nonce, hash));
  return `MAC id="sv:v1:${keys.clientId}",nonce="${nonce}",bodyhash="${hash}",mac="${mac}"`;
}

export const sendGrubhubCall: PlatformClient = async (context) => {
  const keys = grubhubKeys(context.config, context.origin);
  const merchantId = context.connection.settings.merchantId || context.restaurantId;
  const orderUrl = `${keys.apiUrl}/pos/v1/merchant/${encodeURIComponent(merchantId)}/orders/${encodeURIComponent(context.order.externalId)}`;
  const request = requestFor(context, orderUrl);
  if (!request) return notApplicable("Grubhub takes item changes through its care team");
  const url = new URL(request.url);
  const text = JSON.stringify(request.body);
  const outcome = await sendHttp({
    method: request.method,
    url: request.url,
    headers: {
      "x-gh-partner-key": keys.partnerKey,
      authorization: grubhubAuthorization(keys, request.method, url, text),
    },
    body: request.body,
  });
  if (outcome.kind === "done" && context.action === "cancel") {
    const ticket = (outcome.body as { ticket_id?: unknown } | null)?.ticket_id;
    return {
      ...outcome,
      ...(ticket !== undefined && ticket !== null && { reference: String(ticket) }),
    };
  }
  return outcome;
};

/**
 * Grubhub's archived orders OpenAPI marks `reason_code` and `message` as required on every
 * status update (its enum: RESTAURANT_OFFLINE, MENU_ITEM_NOT_FOUND, PRICE_MISMATCH,
 * CONFIRMED_BUT_NOT_SUBMITTED, SUBMITTED, OTHER), while its own example leaves them out: both
 * are sent. UNCONFIRMED: which code fits a status other than REJECTED is not said; a
 * confirmation is SUBMITTED (the order reached the kitchen), the rest OTHER.
 */
const GRUBHUB_STATUS_REASONS = {
  CONFIRMED: { reason_code: "SUBMITTED", message: "Accepted by the restaurant" },
  PICKUP_READY: { reason_code: "OTHER", message: "Ready for pickup" },
  FULFILLED: { reason_code: "OTHER", message: "Handed over" },
} as const;

function requestFor({ action, payload }: ClientContext, orderUrl: string) {
  const status = (body: Record<string, unknown>) => ({
    method: "PUT" as const,
    url: `${orderUrl}/status`,
    body,
  });
  switch (action) {
    case "accept":
      return status({
        status: "CONFIRMED",
        wait_time_in_minutes: payload.prepMinutes ?? 20,
        ...GRUBHUB_STATUS_REASONS.CONFIRMED,
      });
    case "deny":
      return status({
        status: "REJECTED",
        reason_code: payload.reason ?? "OTHER",
        message: payload.note || payload.reasonLabel || "Refused by the restaurant",
      });
    case "ready":
      return status({ status: "PICKUP_READY", ...GRUBHUB_STATUS_REASONS.PICKUP_READY });
    case "complete":
      return status({ status: "FULFILLED", ...GRUBHUB_STATUS_REASONS.FULFILLED });
    case "adjust":
      return null;
    case "cancel":
      return {
        method: "POST" as const,
        url: `${orderUrl}/changerequests`,
        body: {
          change_action: "cancel.action",
          restaurant_agent_name: "OrderDock",
          requestor_email: "orders@orderdock.app",
          requestor_first_name: "Restaurant",
          requestor_last_name: "Staff",
          reason_code: payload.reason ?? "OTHER",
          reason: payload.note || payload.reasonLabel || "Cancelled by the restaurant",
        },
      };
  }
}
