import type { Config } from "../../../config";
import {
  sandboxClientSecret,
  TWIN_PATHS,
  UBER_SANDBOX_CLIENT_ID,
} from "../../../lib/sandbox-credentials";

/**
 * Uber Eats over HTTP: the authorization-code grant for connecting a store, client
 * credentials for reading orders. With no credentials configured the same calls go to
 * OrderDock's own sandbox, so the flow is one code path.
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
    throw new Error(`Uber token endpoint answered ${response.status}: ${String(body.error ?? "")}`);
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

/** Cache the client-credentials token; Uber limits how many are minted. */
const appTokens = new Map<string, { token: string; expiresAt: number }>();

export async function appToken(credentials: UberCredentials): Promise<string> {
  const key = `${credentials.authUrl}|${credentials.clientId}`;
  const cached = appTokens.get(key);
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
  const tokens = await postToken(credentials, {
    grant_type: "client_credentials",
    scope: "eats.store.orders.read eats.order eats.store.orders.restaurantdelivery.status",
  });
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
export function forgetAppToken(credentials: UberCredentials): void {
  appTokens.delete(`${credentials.authUrl}|${credentials.clientId}`);
}

/** GET /v2/eats/order/{id}: the full order a thin notification points at. */
export async function fetchOrderDetails(
  credentials: UberCredentials,
  orderId: string,
): Promise<unknown> {
  return getJson(
    `${credentials.apiUrl}/v2/eats/order/${encodeURIComponent(orderId)}`,
    await appToken(credentials),
  );
}
