import { randomBytes } from "node:crypto";
import type { Config } from "../../../config";
import type { Database } from "../../../db/database";
import { conflict } from "../../../errors";
import type { SecretsBox } from "../../../lib/secrets-box";
import { signValue, verifyValue } from "../../../lib/signed-token";
import {
  authorizeUrl,
  exchangeCode,
  listStores,
  uberCredentials,
} from "../../platform-calls/clients/uber-client";
import { findConnection, saveConnection } from "../platform-connections.repository";

/**
 * The Uber Eats connection: not connected → (authorisation URL, the owner consents at
 * Uber, comes back) → connected → agreement accepted; disconnect goes back to the start.
 * `state` is signed and names the restaurant and user who started, so a callback cannot
 * connect another restaurant or be replayed after ten minutes.
 */
export const CALLBACK_PATH = "/api/platforms/ubereats/callback";
const STATE_TTL_MS = 10 * 60_000;

export type UberConnectScope = {
  db: Database;
  box: SecretsBox;
  config: Config;
  origin: string;
  restaurantId: string;
  userId: string;
};

export async function startUberConnect({
  config,
  origin,
  restaurantId,
  userId,
}: UberConnectScope): Promise<{ authUrl: string }> {
  const state = await signValue(
    config.sessionSecret,
    { restaurantId, userId, nonce: randomBytes(8).toString("hex") },
    STATE_TTL_MS,
  );
  return {
    authUrl: authorizeUrl(uberCredentials(config, origin), {
      redirectUri: `${origin}${CALLBACK_PATH}`,
      state,
    }),
  };
}

export class UberConnectError extends Error {
  override name = "UberConnectError";
}

/** The callback: check `state`, exchange the code over HTTP, keep the tokens sealed. */
export async function completeUberConnect(
  scope: UberConnectScope,
  { code, state }: { code: string; state: string },
): Promise<void> {
  const { db, box, config, origin, restaurantId, userId } = scope;
  const claims = await verifyValue<{ restaurantId: string; userId: string }>(
    config.sessionSecret,
    state,
  );
  if (!claims || claims.restaurantId !== restaurantId || claims.userId !== userId) {
    throw new UberConnectError(
      "The connection request expired or was not started here. Please try again.",
    );
  }
  const credentials = uberCredentials(config, origin);
  const tokens = await exchangeCode(credentials, {
    code,
    redirectUri: `${origin}${CALLBACK_PATH}`,
  });
  const [store] = await listStores(credentials, tokens.accessToken);
  if (!store) throw new UberConnectError("This Uber Eats account has no store to connect.");
  const current = await findConnection(db, restaurantId, "ubereats");
  await saveConnection(db, restaurantId, "ubereats", {
    isConnected: true,
    settings: { ...(current?.settings ?? {}), storeId: store.storeId, storeName: store.name },
    secretsEncrypted: box.seal({
      accessToken: tokens.accessToken,
      ...(tokens.refreshToken && { refreshToken: tokens.refreshToken }),
    }),
    merchantAgreementAcceptedAt: current?.isConnected ? current.merchantAgreementAcceptedAt : null,
    connectedAt: new Date(),
  });
}

export async function acceptMerchantAgreement({
  db,
  restaurantId,
}: {
  db: Database;
  restaurantId: string;
}) {
  const current = await findConnection(db, restaurantId, "ubereats");
  if (!current?.isConnected)
    throw conflict("Connect Uber Eats before accepting its agreement", "NOT_CONNECTED");
  await saveConnection(db, restaurantId, "ubereats", {
    isConnected: true,
    settings: current.settings,
    secretsEncrypted: current.secretsEncrypted,
    merchantAgreementAcceptedAt: current.merchantAgreementAcceptedAt ?? new Date(),
    connectedAt: current.connectedAt,
  });
}

/** Back to "Not Connected": the tokens and the store are forgotten. */
export async function disconnectUber({ db, restaurantId }: { db: Database; restaurantId: string }) {
  await saveConnection(db, restaurantId, "ubereats", {
    isConnected: false,
    settings: {},
    secretsEncrypted: null,
    merchantAgreementAcceptedAt: null,
    connectedAt: null,
  });
}
