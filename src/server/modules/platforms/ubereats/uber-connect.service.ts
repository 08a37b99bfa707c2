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
 * The Uber Eats connection, as Uber's integration activation flow runs it: not connected →
 * (authorisation URL, the owner consents at Uber, comes back) → choosing a store (the
 * stores Uber lists for that owner) → activated (uber-store-activation.ts) → agreement
 * accepted; disconnect switches the integration off and goes back to the start. `state`
 * is signed and names the restaurant and user who started, so a callback cannot connect
 * another restaurant or be replayed after ten minutes.
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

/**
 * The callback: check `state`, exchange the code over HTTP, read the stores this owner may
 * integrate and keep them, with the owner's tokens sealed, until the owner picks one. The
 * connection stays "not connected" until a store is activated.
 */
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
  const stores = await listStores(credentials, tokens.accessToken);
  if (stores.length === 0)
    throw new UberConnectError("This Uber Eats account has no store to connect.");
  const current = await findConnection(db, restaurantId, "ubereats");
  // A store already activated stays so until another is chosen.
  await saveConnection(db, restaurantId, "ubereats", {
    isConnected: current?.isConnected ?? false,
    settings: {
      ...(current?.isConnected ? current.settings : {}),
      storeChoices: JSON.stringify(stores.slice(0, MAX_STORE_CHOICES)),
    },
    secretsEncrypted: box.seal({
      ...(current?.isConnected ? box.open(current.secretsEncrypted) : {}),
      accessToken: tokens.accessToken,
      ...(tokens.refreshToken && { refreshToken: tokens.refreshToken }),
    }),
    merchantAgreementAcceptedAt: current?.isConnected ? current.merchantAgreementAcceptedAt : null,
    connectedAt: current?.isConnected ? current.connectedAt : null,
  });
}

/** An owner of a large group sees this many of their stores to choose from. */
export const MAX_STORE_CHOICES = 200;

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
