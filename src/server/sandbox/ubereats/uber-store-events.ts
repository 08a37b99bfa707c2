import { createHmac, randomUUID } from "node:crypto";
import type { Config } from "../../config";
import { sandboxClientSecret, UBER_SANDBOX_CLIENT_ID } from "../../lib/sandbox-credentials";
import { deliverWebhook } from "../twins/twin-webhooks";
import type { TwinUberIntegration } from "./uber-integrations.repository";

/**
 * The Uber twin's store integration webhooks, as Uber's "Integration Updated"
 * (`store.provisioned`) and "Integration Disabled" (`store.deprovisioned`) pages describe
 * them: sent to the app's one webhook URL whenever a store's integration with it changes
 * (activated, switched on or off by the app, the merchant or Uber's support), the store at
 * the top (`store_id`, `partner_store_id`), the message in `webhook_meta`, signed with the
 * app's client secret like every Uber webhook. UNCONFIRMED: whether these events also carry
 * `event_id` and `meta` (the pages list neither); the twin sends what the pages list.
 */
export type UberStoreEvent = {
  type: "store.provisioned" | "store.deprovisioned";
  storeId: string;
  /** The id the app gave the store (`integrator_store_id`). */
  partnerStoreId: string | null;
  /** Provisioned: whether Uber asks the app for a fresh menu. */
  refreshMenu?: boolean;
};

/** What Uber tells the app of an integration as it now is: on (provisioned) or off. */
export function storeEventOf(integration: TwinUberIntegration): UberStoreEvent {
  return {
    type: integration.integrationEnabled ? "store.provisioned" : "store.deprovisioned",
    storeId: integration.storeId,
    partnerStoreId: integration.integratorStoreId,
  };
}

export function storeEventWebhook(config: Config, event: UberStoreEvent, now = new Date()) {
  const body = JSON.stringify({
    event_type: event.type,
    store_id: event.storeId,
    partner_store_id: event.partnerStoreId,
    resource_href: `https://api.uber.com/v1/eats/stores/${event.storeId}`,
    ...(event.type === "store.provisioned" && {
      perform_refresh_menu: event.refreshMenu ?? false,
    }),
    webhook_meta: {
      client_id: UBER_SANDBOX_CLIENT_ID,
      webhook_config_id: "eats.store.integration",
      webhook_msg_timestamp: Math.floor(now.getTime() / 1000),
      webhook_msg_uuid: randomUUID(),
    },
  });
  const signature = createHmac("sha256", sandboxClientSecret(config.sessionSecret))
    .update(body)
    .digest("hex");
  return {
    path: "/webhooks/ubereats",
    body,
    headers: { "content-type": "application/json", "x-uber-signature": signature },
  };
}

/** Sends a store event to OrderDock; Uber retries what is not answered 200, the twin logs it. */
export async function sendStoreEvent(
  config: Config,
  origin: string,
  event: UberStoreEvent,
): Promise<{ ok: boolean; status: number | null }> {
  const result = await deliverWebhook(origin, storeEventWebhook(config, event));
  return { ok: result.ok, status: result.status };
}
