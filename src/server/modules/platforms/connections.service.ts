import {
  ADDRESS_LABELS,
  type AddressField,
  type ConnectionDetails,
  type ConnectionUpdateValues,
  notPublicAddressMessage,
  webhookPath,
} from "../../../domain/api/platform-connections";
import { PLATFORMS, type Platform } from "../../../domain/platforms";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { validationFailed } from "../../errors";
import { type AddressGuard, judgeAddress } from "../../lib/address-guard";
import type { SecretsBox } from "../../lib/secrets-box";
import {
  type CredentialRefusal,
  latestCredentialRefusals,
} from "../platform-calls/platform-calls.repository";
import { maskKey } from "./current-user";
import {
  findConnection,
  listPlatformConnections,
  type PlatformConnectionRow,
  saveConnection,
} from "./platform-connections.repository";

type LiveFlags = Pick<Config, "shopifyLive" | "woocommerceLive">;

/**
 * Saving a platform connection (the update payload). Every field entered is
 * kept: URLs in `settings`, keys and secrets sealed together; an omitted secret keeps the
 * saved one. Only the last four characters of a key are ever kept in the clear, to show
 * "••••1234".
 */
export type ConnectionsScope = {
  db: Database;
  box: SecretsBox;
  restaurantId: string;
  /** Which platforms are live: their store's address is called, so it is resolved at save. */
  config?: LiveFlags;
  /** Judges a store's address; the system's resolver unless a test gives its own. */
  addressGuard?: AddressGuard;
};

const lastFour = (value: string) => value.slice(-4);

/** Which secret a platform's webhooks are checked with; "Save and Connect" needs it. */
const REQUIRED_SECRET: Partial<Record<Platform, "apiKey" | "consumerSecret">> = {
  doordash: "apiKey",
  grubhub: "apiKey",
  shopify: "apiKey",
  woocommerce: "consumerSecret",
};

export async function updateConnection(
  scope: ConnectionsScope,
  input: ConnectionUpdateValues,
): Promise<PlatformConnectionRow> {
  const { db, box, restaurantId } = scope;
  await refuseAddressNotPublic(scope, input);
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

/** The address each platform calls back, and the switch that makes those calls real. */
const CALLED_ADDRESS: Partial<Record<Platform, { field: AddressField; live: keyof LiveFlags }>> = {
  shopify: { field: "storeUrl", live: "shopifyLive" },
  woocommerce: { field: "siteUrl", live: "woocommerceLive" },
};

/**
 * A store's address that is this machine or a private network's is never saved (decision
 * 137): a literal address or `localhost` is refused at every save; a name is resolved when
 * the platform is live, and refused when any of its addresses is not public. A name that
 * does not resolve is saved: every call is judged again when it connects.
 */
async function refuseAddressNotPublic(
  { config, addressGuard }: ConnectionsScope,
  input: ConnectionUpdateValues,
): Promise<void> {
  const called = CALLED_ADDRESS[input.platform];
  for (const field of Object.keys(ADDRESS_LABELS) as AddressField[]) {
    const url = input[field];
    if (!url) continue;
    const resolvesNames = called?.field === field && config?.[called.live] === true;
    const verdict = await judgeAddress({ url, guard: addressGuard, resolvesNames });
    if (verdict === "not-public") {
      throw validationFailed([
        { path: [field], message: notPublicAddressMessage(ADDRESS_LABELS[field]) },
      ]);
    }
  }
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
    problem: !row?.isConnected
      ? null
      : settings.integrationOffAt
        ? {
            kind: "integration_off",
            status: 0,
            message: settings.integrationOffReason ?? null,
            at: settings.integrationOffAt,
          }
        : refusal
          ? {
              kind: "credentials",
              status: refusal.status,
              message: refusal.message,
              at: refusal.at.toISOString(),
            }
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
    (await latestCredentialRefusals(scope.db, scope.restaurantId, connected)).map((refusal) => [
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
