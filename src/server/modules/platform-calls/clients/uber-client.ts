import type { Config } from "../../../config";
import {
  sandboxClientSecret,
  TWIN_PATHS,
  UBER_SANDBOX_CLIENT_ID,
} from "../../../lib/sandbox-credentials";
import { type CallOutcome, type HttpRequest, sendHttp } from "./http";

/**
 * Uber Eats over HTTP: the authorization-code grant for connecting a store, client
 * credentials (a token per scope) for every other call. With no credentials configured the
 * same calls go to OrderDock's own sandbox, so the flow is one code path.
 */
export type UberCredentials = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
  isSandbox: boolean;
};

export function uberCredentials(config: Config, origin: string): UberCredentials {
  if (config.ubereats) return { ...config.ubereats, isSandbox: false };
  return {
    clientId: UBER_SANDBOX_CLIENT_ID,
    clientSecret: sandboxClientSecret(config.sessionSecret),
    authUrl: `${origin}${TWIN_PATHS.ubereats}`,
    apiUrl: `${origin}${TWIN_PATHS.ubereats}`,
    isSandbox: true,
  };
}

export function authorizeUrl(
  credentials: UberCredentials,
  { redirectUri, state }: { redirectUri: string; state: string },
): string {
  const query = new URLSearchParams({
    client_id: credentials.clientId,
    response_type: "code",
    redirect_uri: redirectUri,
    scope: "eats.pos_provisioning",
    state,
  });
  return `${credentials.authUrl}/oauth/v2/authorize?${query}`;
}

export type UberTokens = { accessToken: string; refreshToken: string | null; expiresIn: number };

/**
 * The scope each kind of call asks its token for (docs/platforms/ubereats.md): Uber's
 * reference names `eats.order` for accept, deny and cancel, `eats.store.orders.read` for
 * reading an order, `eats.store.orders.restaurantdelivery.status` for the restaurant's own
 * delivery, `eats.store.status.write` for Set Restaurant Status (pause, resume) and
 * `eats.store` for Upload Menu and Update Item (publish, 86). UNCONFIRMED: the newer
 * `/v1/delivery/…` calls (ready, an item out of stock, the store's preparation time) name no
 * scope on any page found; they ask for the scope of their older neighbours.
 */
export const UBER_SCOPES = {
  orders: "eats.order",
  readOrder: "eats.store.orders.read",
  ownDelivery: "eats.store.orders.restaurantdelivery.status",
  storeStatus: "eats.store.status.write",
  store: "eats.store",
} as const;
export type UberScope = (typeof UBER_SCOPES)[keyof typeof UBER_SCOPES];

/** The token endpoint refused: OAuth's `error` (`invalid_client`, `invalid_scope` …). */
export class UberTokenError extends Error {
  override name = "UberTokenError";

  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Uber token endpoint answered ${status}: ${code}`);
  }
}

async function postToken(
  credentials: UberCredentials,
  form: Record<string, string>,
): Promise<UberTokens> {
  const response = await fetch(`${credentials.authUrl}/oauth/v2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
      ...form,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.access_token !== "string") {
    throw new UberTokenError(response.status, String(body.error ?? "").slice(0, 100));
  }
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === "string" ? body.refresh_token : null,
    expiresIn: typeof body.expires_in === "number" ? body.expires_in : 2_592_000,
  };
}

export function exchangeCode(
  credentials: UberCredentials,
  { code, redirectUri }: { code: string; redirectUri: string },
): Promise<UberTokens> {
  return postToken(credentials, {
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
  });
}

/** Cache the client-credentials tokens, one per scope; Uber limits how many are minted. */
const appTokens = new Map<string, { token: string; expiresAt: number }>();

const tokenKey = (credentials: UberCredentials, scope: UberScope) =>
  `${credentials.authUrl}|${credentials.clientId}|${scope}`;

export async function appToken(credentials: UberCredentials, scope: UberScope): Promise<string> {
  const key = tokenKey(credentials, scope);
  const cached = appTokens.get(key);
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
  const tokens = await postToken(credentials, { grant_type: "client_credentials", scope });
  appTokens.set(key, {
    token: tokens.accessToken,
    expiresAt: Date.now() + tokens.expiresIn * 1000,
  });
  return tokens.accessToken;
}

/** Uber answered, with an error status: what it said, for the caller to tell apart. */
export class UberApiError extends Error {
  override name = "UberApiError";

  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
  }
}

async function getJson(url: string, token: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new UberApiError(url, response.status);
  return response.json();
}

/** The stores the connecting user may integrate; the first is the one connected. */
export async function listStores(
  credentials: UberCredentials,
  userToken: string,
): Promise<Array<{ storeId: string; name: string }>> {
  const body = (await getJson(`${credentials.apiUrl}/v1/eats/stores`, userToken)) as {
    stores?: Array<{ store_id?: unknown; name?: unknown }>;
  };
  return (body.stores ?? []).flatMap((store) =>
    typeof store.store_id === "string"
      ? [{ storeId: store.store_id, name: typeof store.name === "string" ? store.name : "" }]
      : [],
  );
}

/** Forgets a token the API refused (revoked, or minted by a sandbox that was reset). */
export function forgetAppToken(credentials: UberCredentials, scope: UberScope): void {
  appTokens.delete(tokenKey(credentials, scope));
}

/** GET /v2/eats/order/{id}: the full order a thin notification points at. */
export async function fetchOrderDetails(
  credentials: UberCredentials,
  orderId: string,
): Promise<unknown> {
  return getJson(
    `${credentials.apiUrl}/v2/eats/order/${encodeURIComponent(orderId)}`,
    await appToken(credentials, UBER_SCOPES.readOrder),
  );
}

/**
 * One call to Uber's API with a client-credentials token for `scope`. A 401 drops the token
 * and the call is sent once more with a new one (a token revoked, or minted by a sandbox
 * since reset); a second 401, a 403, or a token Uber will not mint (a scope the app was not
 * given) is a refusal shown to staff in Uber's words, never tried again on its own. Whether
 * Uber answers a missing scope with 401 or 403 is not published: both end here.
 */
export async function sendUberCall(
  credentials: UberCredentials,
  scope: UberScope,
  request: Omit<HttpRequest, "headers">,
): Promise<CallOutcome> {
  const send = async (): Promise<CallOutcome> => {
    let token: string;
    try {
      token = await appToken(credentials, scope);
    } catch (error) {
      return tokenRefusal(error, scope);
    }
    return sendHttp({ ...request, headers: { authorization: `Bearer ${token}` } });
  };
  const first = await send();
  if (first.kind !== "refused" || first.status !== 401) return first;
  forgetAppToken(credentials, scope);
  return send();
}

/** A token Uber would not mint: refused when it said no, tried again when it could not answer. */
function tokenRefusal(error: unknown, scope: UberScope): CallOutcome {
  if (error instanceof UberTokenError && error.status >= 400 && error.status < 500) {
    const why = error.code === "invalid_scope" ? `the app may not use ${scope}` : error.code;
    return {
      kind: "refused",
      status: error.status,
      message: `Uber would not give OrderDock a token: ${why || `HTTP ${error.status}`}`,
    };
  }
  return { kind: "retry", status: null, message: "Uber's sign-in could not be reached" };
}
