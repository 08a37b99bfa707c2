import { SignJWT } from "jose";
import type { Config } from "../../../config";
import {
  DOORDASH_TWIN_DEVELOPER_ID,
  DOORDASH_TWIN_KEY_ID,
  TWIN_PATHS,
  twinKey,
} from "../../../lib/sandbox-credentials";
import { type ClientContext, notApplicable, type PlatformClient } from "./client";
import { sendHttp } from "./http";

/**
 * DoorDash Marketplace (its OpenAPI): confirm or fail with PATCH /api/v1/orders/{id},
 * ready with PATCH …/events/order_ready_for_pickup, cancel with PATCH …/cancellation, an
 * item out of stock with PATCH …/adjustment (ITEM_REMOVE by DoorDash's line_item_id), all
 * answered 202. A late confirmation is answered 400 "order has expired". Auth is a JWT the
 * developer signs (HS256, header `dd-ver: DD-JWT-V1`, claims aud/iss/kid/exp/iat) with the
 * base64url-decoded signing secret; that format is taken from DoorDash's JWT guide as
 * summarised by third parties (unconfirmed against the primary page).
 */
export type DoorDashKeys = {
  developerId: string;
  keyId: string;
  signingSecret: string;
  apiUrl: string;
};

export function doorDashKeys(config: Config, origin: string): DoorDashKeys {
  if (config.doordash) return config.doordash;
  return {
    developerId: DOORDASH_TWIN_DEVELOPER_ID,
    keyId: DOORDASH_TWIN_KEY_ID,
    signingSecret: twinKey(config.sessionSecret, "doordash"),
    apiUrl: `${origin}${TWIN_PATHS.doordash}`,
  };
}

/**
 * The provider type DoorDash knows OrderDock by: it names OrderDock in the `User-Agent`
 * (`<provider_type>/1.0`, DoorDash's Marketplace JWT page) and in every menu it is sent.
 */
export const DOORDASH_PROVIDER_TYPE = "orderdock";

/**
 * The headers of every Marketplace call (DoorDash's Marketplace JWT page): the bearer JWT,
 * `auth-version: v2` and a `User-Agent` naming the provider.
 */
export async function doorDashHeaders(keys: DoorDashKeys): Promise<Record<string, string>> {
  return {
    authorization: `Bearer ${await currentJwt(keys)}`,
    "auth-version": "v2",
    "user-agent": `${DOORDASH_PROVIDER_TYPE}/1.0`,
  };
}

/** Tokens are reused until a minute before they expire, as DoorDash's clients do. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

export async function currentJwt(keys: DoorDashKeys): Promise<string> {
  const key = `${keys.apiUrl}|${keys.developerId}|${keys.keyId}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt - 60_000 > Date.now()) return cached.token;
  const now = new Date();
  const token = await doorDashJwt(keys, now);
  tokens.set(key, { token, expiresAt: now.getTime() + JWT_LIFETIME_S * 1000 });
  return token;
}

const JWT_LIFETIME_S = 300;

export async function doorDashJwt(keys: DoorDashKeys, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ aud: "doordash", iss: keys.developerId, kid: keys.keyId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT", "dd-ver": "DD-JWT-V1" })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + JWT_LIFETIME_S)
    .sign(Buffer.from(keys.signingSecret, "base64url"));
}

export const sendDoorDashCall: PlatformClient = async (context) => {
  const keys = doorDashKeys(context.config, context.origin);
  const orderUrl = `${keys.apiUrl}/api/v1/orders/${encodeURIComponent(context.order.externalId)}`;
  const request = requestFor(context, orderUrl);
  if (!request) return notApplicable("DoorDash takes no call for this");
  return sendHttp({
    method: "PATCH",
    url: request.url,
    headers: await doorDashHeaders(keys),
    body: request.body,
  });
};

function requestFor({ action, payload, order }: ClientContext, orderUrl: string) {
  const merchantSuppliedId = order.id;
  switch (action) {
    case "accept":
      return {
        url: orderUrl,
        body: {
          merchant_supplied_id: merchantSuppliedId,
          order_status: "success",
          ...(payload.readyAt && { prep_time: payload.readyAt }),
        },
      };
    case "deny":
      return {
        url: orderUrl,
        body: {
          merchant_supplied_id: merchantSuppliedId,
          order_status: "fail",
          failure_reason: payload.reasonLabel ?? "Other",
          errors: [
            {
              code: payload.reason ?? "OTHER",
              merchant_supplied_id: merchantSuppliedId,
              message: payload.note || payload.reasonLabel || "Refused by the restaurant",
            },
          ],
        },
      };
    case "ready":
      return {
        url: `${orderUrl}/events/order_ready_for_pickup`,
        body: { merchant_supplied_id: merchantSuppliedId },
      };
    case "cancel":
      return {
        url: `${orderUrl}/cancellation`,
        body: {
          cancel_reason: payload.reason ?? "OTHER",
          ...(payload.note && { cancel_details: payload.note }),
        },
      };
    case "adjust":
      return {
        url: `${orderUrl}/adjustment`,
        body: { items: [{ line_item_id: payload.lineId, adjustment_type: "ITEM_REMOVE" }] },
      };
    case "complete":
      return null;
  }
}
