import type { Logger } from "pino";
import { badRequest, conflict } from "../../../errors";
import { uberCredentials } from "../../platform-calls/clients/uber-client";
import {
  activateUberStore,
  deactivateUberStore,
} from "../../platform-calls/clients/uber-integration";
import { findConnection, saveConnection } from "../platform-connections.repository";
import { UberConnectError, type UberConnectScope } from "./uber-connect.service";

/**
 * Choosing and activating the Uber Eats store (docs/platforms/ubereats.md): the stores the
 * owner may integrate were kept when Uber sent them back; the owner picks one, OrderDock
 * activates the integration on it as its order manager with the owner's token, and only
 * then is Uber Eats connected. Disconnecting switches the integration off at Uber first.
 */
export type UberStoreChoice = { storeId: string; name: string };

export type UberStores = {
  /** The stores to choose from, after Uber's consent; empty when there is nothing to choose. */
  choices: UberStoreChoice[];
  /** The store OrderDock runs, once activated. */
  activated: { storeId: string; name: string; activatedAt: string | null } | null;
};

export function activatedMessage(name: string): string {
  return `Uber Eats store ${name} is activated: OrderDock accepts its orders`;
}

function choicesOf(settings: Record<string, string>): UberStoreChoice[] {
  try {
    const parsed: unknown = JSON.parse(settings.storeChoices ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) =>
      entry && typeof entry.storeId === "string"
        ? [{ storeId: entry.storeId, name: typeof entry.name === "string" ? entry.name : "" }]
        : [],
    );
  } catch {
    return [];
  }
}

export async function listUberStores({
  db,
  restaurantId,
}: Pick<UberConnectScope, "db" | "restaurantId">): Promise<UberStores> {
  const current = await findConnection(db, restaurantId, "ubereats");
  const settings = current?.settings ?? {};
  return {
    choices: choicesOf(settings),
    activated:
      current?.isConnected && settings.storeId
        ? {
            storeId: settings.storeId,
            name: settings.storeName || settings.storeId,
            activatedAt: settings.activatedAt ?? null,
          }
        : null,
  };
}

/** Activates the chosen store at Uber and connects it; Uber's refusal in its own words. */
export async function activateChosenStore(
  scope: UberConnectScope,
  storeId: string,
): Promise<{ message: string }> {
  const { db, box, config, origin, restaurantId } = scope;
  const current = await findConnection(db, restaurantId, "ubereats");
  const choice = choicesOf(current?.settings ?? {}).find((store) => store.storeId === storeId);
  if (!current || !choice) {
    throw badRequest("Choose one of the stores Uber Eats listed", "UNKNOWN_STORE");
  }
  const secrets = box.open(current.secretsEncrypted);
  if (!secrets.accessToken) throw conflict("Connect to Uber Eats again", "NOT_AUTHORIZED");
  const name = choice.name || choice.storeId;
  const outcome = await activateUberStore(uberCredentials(config, origin), secrets.accessToken, {
    storeId,
    integratorStoreId: restaurantId,
  });
  if (outcome.kind === "retry") {
    throw new UberConnectError("Uber Eats did not answer. Please try again.");
  }
  if (outcome.kind === "refused") {
    throw new UberConnectError(`Uber Eats did not activate ${name}: ${outcome.message}`);
  }
  // A store switched off at Uber before is on again once activated.
  const {
    storeChoices: _chosen,
    integrationOffAt: _offAt,
    integrationOffReason: _offReason,
    ...settings
  } = current.settings;
  await saveConnection(db, restaurantId, "ubereats", {
    isConnected: true,
    settings: { ...settings, storeId, storeName: name, activatedAt: new Date().toISOString() },
    secretsEncrypted: current.secretsEncrypted,
    // The agreement was accepted for the store it was accepted with.
    merchantAgreementAcceptedAt:
      current.isConnected && current.settings.storeId === storeId
        ? current.merchantAgreementAcceptedAt
        : null,
    connectedAt: new Date(),
  });
  return { message: activatedMessage(name) };
}

/**
 * Back to "Not Connected": the integration is switched off at Uber, then the tokens and the
 * store are forgotten. When Uber does not switch it off, OrderDock still lets go of the
 * store and says so, so the owner can switch it off in Uber Eats Manager.
 */
export async function disconnectUber(
  { db, config, origin, restaurantId }: Omit<UberConnectScope, "box" | "userId">,
  log: Pick<Logger, "warn">,
): Promise<{ warning: string | null }> {
  const current = await findConnection(db, restaurantId, "ubereats");
  const storeId = current?.isConnected ? current.settings.storeId : undefined;
  let warning: string | null = null;
  if (storeId) {
    const outcome = await deactivateUberStore(uberCredentials(config, origin), storeId);
    if (outcome.kind !== "done") {
      log.warn({ outcome }, "Uber Eats did not switch the integration off");
      warning = `Uber Eats did not switch the integration off (${outcome.message}): turn OrderDock off for this store in Uber Eats Manager.`;
    }
  }
  await saveConnection(db, restaurantId, "ubereats", {
    isConnected: false,
    settings: {},
    secretsEncrypted: null,
    merchantAgreementAcceptedAt: null,
    connectedAt: null,
  });
  return { warning };
}
