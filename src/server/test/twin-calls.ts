import { doorDashHeaders, doorDashKeys } from "../modules/platform-calls/clients/doordash.client";
import {
  grubhubAuthorization,
  grubhubKeys,
} from "../modules/platform-calls/clients/grubhub.client";
import {
  appToken,
  UBER_SCOPES,
  type UberScope,
  uberCredentials,
} from "../modules/platform-calls/clients/uber-client";
import type { TwinTestApp } from "./twin-helpers";
import { storeCallsOf } from "./twin-store-helpers";

/**
 * Calls straight to a platform's twin, signed as the platform's own client signs them, for
 * the contract tests that check what the twin takes and refuses. Each answer comes with its
 * JSON body (null when empty).
 */
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function answerOf(response: Response) {
  const text = await response.text();
  return { response, body: text ? JSON.parse(text) : null };
}

/** The scope Uber's reference names for a path (docs/platforms/ubereats.md). */
function uberScopeOf(path: string): UberScope {
  if (/\/v1\/eats\/store\/[^/]+\/status$/.test(path)) return UBER_SCOPES.storeStatus;
  if (/\/v2\/eats\/stores\/|\/v1\/delivery\/store\//.test(path)) return UBER_SCOPES.store;
  if (/\/restaurantdelivery\/status$/.test(path)) return UBER_SCOPES.ownDelivery;
  if (/\/v2\/eats\/order\//.test(path)) return UBER_SCOPES.readOrder;
  return UBER_SCOPES.orders;
}

/**
 * A call to Uber's or DoorDash's twin with the platform's bearer token (Uber's app token,
 * DoorDash's JWT), or with `authorization` in its place to forge one. No body, no JSON type.
 */
export async function callWithBearer(
  app: TwinTestApp,
  platform: "ubereats" | "doordash",
  {
    method,
    path,
    body,
    authorization,
    scope = uberScopeOf(path),
  }: {
    method: Method;
    path: string;
    body?: unknown;
    authorization?: string;
    /** Uber: the scope the token is minted for; the one Uber names for the path if not given. */
    scope?: UberScope;
  },
) {
  const signed =
    platform === "ubereats"
      ? {
          authorization: `Bearer ${await appToken(uberCredentials(app.config, app.origin), scope)}`,
        }
      : await doorDashHeaders(doorDashKeys(app.config, app.origin));
  const response = await fetch(`${app.origin}${path}`, {
    method,
    headers: {
      ...signed,
      ...(authorization !== undefined && { authorization }),
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf(response);
}

/** A call to Grubhub's twin signed as Grubhub requires; `secretKey` forges the MAC. */
export async function callGrubhubTwin(
  app: TwinTestApp,
  method: Method,
  path: string,
  body?: unknown,
  { secretKey }: { secretKey?: string } = {},
) {
  const keys = grubhubKeys(app.config, app.origin);
  const url = new URL(`${app.origin}${path}`);
  const text = body === undefined ? "" : JSON.stringify(body);
  const response = await fetch(url, {
    method,
    headers: {
      "x-gh-partner-key": keys.partnerKey,
      authorization: grubhubAuthorization(
        { ...keys, secretKey: secretKey ?? keys.secretKey },
        method,
        url,
        text,
      ),
      ...(text && { "content-type": "application/json" }),
    },
    body: text || undefined,
  });
  return answerOf(response);
}

/** The newest store, menu or 86 call the twin recorded for the restaurant (its own by default). */
export async function lastTwinCall(
  app: TwinTestApp,
  platform: "ubereats" | "doordash" | "grubhub",
  restaurantId?: string | null,
) {
  return (await storeCallsOf(app, platform, { restaurantId })).at(-1);
}
