import { type CallOutcome, sendHttp } from "./http";
import { sendUberCall, UBER_SCOPES, type UberCredentials } from "./uber-client";

/**
 * Uber's integration configuration (docs/platforms/ubereats.md, "Connecting a store"):
 * Activate Integration `POST /v1/eats/stores/{store_id}/pos_data` with the owner's user token
 * (scope `eats.pos_provisioning`), naming OrderDock the store's order manager, so it may
 * accept and deny the store's orders; Update Integration Details `PATCH` on the same path
 * with `integration_enabled: false` to switch it off; Get Integration Details `GET` for the
 * go-live check. The last two take a client-credentials token of scope `eats.store`.
 *
 * UNCONFIRMED: Uber's reference lists `is_order_manager` and `integrator_store_id` as query
 * parameters of Activate Integration (`ACTIVATION_IN_QUERY`); its answer's code is not
 * published, so any 2xx is taken as activated.
 */
const ACTIVATION_IN_QUERY = true;

const integrationUrl = (credentials: UberCredentials, storeId: string) =>
  `${credentials.apiUrl}/v1/eats/stores/${encodeURIComponent(storeId)}/pos_data`;

export function activateUberStore(
  credentials: UberCredentials,
  userToken: string,
  { storeId, integratorStoreId }: { storeId: string; integratorStoreId: string },
): Promise<CallOutcome> {
  const fields = { is_order_manager: "true", integrator_store_id: integratorStoreId };
  const url = ACTIVATION_IN_QUERY
    ? `${integrationUrl(credentials, storeId)}?${new URLSearchParams(fields)}`
    : integrationUrl(credentials, storeId);
  return sendHttp({
    method: "POST",
    url,
    headers: { authorization: `Bearer ${userToken}` },
    body: ACTIVATION_IN_QUERY
      ? {}
      : { is_order_manager: true, integrator_store_id: integratorStoreId },
  });
}

/** Switches the integration off: Uber stops sending the store's orders to OrderDock. */
export function deactivateUberStore(
  credentials: UberCredentials,
  storeId: string,
): Promise<CallOutcome> {
  return sendUberCall(credentials, UBER_SCOPES.store, {
    method: "PATCH",
    url: integrationUrl(credentials, storeId),
    body: { integration_enabled: false, is_order_manager: false },
  });
}

export type UberIntegration = {
  storeId: string;
  integrationEnabled: boolean;
  orderManagerClientId: string | null;
};

/** Get Integration Details: the store's integration as Uber holds it, or Uber's refusal. */
export async function readUberIntegration(
  credentials: UberCredentials,
  storeId: string,
): Promise<{ ok: true; integration: UberIntegration } | { ok: false; outcome: CallOutcome }> {
  const outcome = await sendUberCall(credentials, UBER_SCOPES.store, {
    method: "GET",
    url: integrationUrl(credentials, storeId),
  });
  if (outcome.kind !== "done") return { ok: false, outcome };
  const body = (outcome.body ?? {}) as Record<string, unknown>;
  const enabled = body.integration_enabled ?? body.pos_integration_enabled;
  return {
    ok: true,
    integration: {
      storeId: typeof body.store_id === "string" ? body.store_id : storeId,
      integrationEnabled: enabled === true,
      orderManagerClientId:
        typeof body.order_manager_client_id === "string" ? body.order_manager_client_id : null,
    },
  };
}
