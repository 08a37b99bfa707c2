import {
  type ConnectionDetails,
  type ConnectionUpdateValues,
  webhookPath,
} from "../../../domain/api/platform-connections";
import { PLATFORMS, type Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { validationFailed } from "../../errors";
import type { SecretsBox } from "../../lib/secrets-box";
import { maskKey } from "../auth/current-user";
import { credentialRefusals } from "../platform-calls/platform-actions.service";
import type { CredentialRefusal } from "../platform-calls/platform-calls.repository";
import {
  findConnection,
  listPlatformConnections,
  type PlatformConnectionRow,
  saveConnection,
} from "./platform-connections.repository";

/**
 * Saving a platform connection (the update payload). Every field entered is
 * kept: URLs in `settings`, keys and secrets sealed together; an omitted secret keeps the
 * saved one. Only the last four characters of a key are ever kept in the clear, to show
 * "••••1234".
 */
export type ConnectionsScope = { db: Database; box: SecretsBox; restaurantId: string };

const lastFour = (value: string) => value.slice(-4);

/** Which secret a platform's webhooks are checked with; "Save and Connect" needs it. */
const REQUIRED_SECRET: Partial<Record<Platform, "apiKey" | "consumerSecret">> = {
  doordash: "apiKey",
  grubhub: "apiKey",
  shopify: "apiKey",
  woocommerce: "consumerSecret",
};

export async function updateConnection(
  { db, box, restaurantId }: ConnectionsScope,
  input: ConnectionUpdateValues,
): Promise<PlatformConnectionRow> {
  const current = await findConnection(db, restaurantId, input.platform);
  const secrets = { ...box.open(current?.secretsEncrypted ?? null) };
  const settings = { ...(current?.settings ?? {}) };
  if (input.apiKey) {
    secrets.apiKey = input.apiKey;
    settings.apiKeyHint = lastFour(input.apiKey);
  }
  if (input.consumerKey) {
    secrets.consumerKey = input.consumerKey;
    settings.consumerKeyHint = lastFour(input.consumerKey);
  }
  if (input.consumerSecret) secrets.consumerSecret = input.consumerSecret;
  if (input.storeUrl !== undefined) settings.storeUrl = input.storeUrl;
  if (input.siteUrl !== undefined) settings.siteUrl = input.siteUrl;

  const needed = REQUIRED_SECRET[input.platform];
  if (input.connected && needed && !secrets[needed]) {
    throw validationFailed([
      {
        path: [needed],
        message: needed === "apiKey" ? "Enter your API key" : "Enter your consumer secret",
      },
    ]);
  }
  return saveConnection(db, restaurantId, input.platform, {
    isConnected: input.connected,
    settings,
    secretsEncrypted: Object.keys(secrets).length > 0 ? box.seal(secrets) : null,
    connectedAt: input.connected ? (current?.connectedAt ?? new Date()) : null,
  });
}

export function toConnectionDetails(
  platform: Platform,
  row: PlatformConnectionRow | undefined,
  {
    origin,
    restaurantId,
    box,
    refusal = null,
  }: {
    origin: string;
    restaurantId: string;
    box: SecretsBox;
    /** Its latest answer refused OrderDock's credentials. */
    refusal?: CredentialRefusal | null;
  },
): ConnectionDetails {
  const settings = row?.settings ?? {};
  const path = webhookPath(platform, restaurantId);
  return {
    platform,
    connected: row?.isConnected ?? false,
    storeUrl: settings.storeUrl ?? null,
    siteUrl: settings.siteUrl ?? null,
    consumerKey: settings.consumerKeyHint ? maskKey(settings.consumerKeyHint) : null,
    hasConsumerSecret: Boolean(box.open(row?.secretsEncrypted ?? null).consumerSecret),
    webhookUrl: path ? `${origin}${path}` : null,
    // Only a connection in use can need attention: one switched off sends nothing.
    problem:
      refusal && row?.isConnected
        ? { status: refusal.status, message: refusal.message, at: refusal.at.toISOString() }
        : null,
  };
}

export async function listConnectionDetails(
  scope: ConnectionsScope,
  origin: string,
): Promise<ConnectionDetails[]> {
  const rows = await listPlatformConnections(scope.db, scope.restaurantId);
  const byPlatform = new Map(rows.map((row) => [row.platform, row]));
  const connected = rows.filter((row) => row.isConnected).map((row) => row.platform);
  const refusals = new Map(
    (await credentialRefusals(scope.db, scope.restaurantId, connected)).map((refusal) => [
      refusal.platform,
      refusal,
    ]),
  );
  return PLATFORMS.map((platform) =>
    toConnectionDetails(platform, byPlatform.get(platform), {
      ...scope,
      origin,
      refusal: refusals.get(platform) ?? null,
    }),
  );
}
