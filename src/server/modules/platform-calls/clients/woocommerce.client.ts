import type { Config } from "../../../config";
import { guardPublicAddress } from "../../../lib/address-guard";
import { TWIN_PATHS, wooTwinKeys } from "../../../lib/sandbox-credentials";
import { type ClientContext, notApplicable, type PlatformClient } from "./client";
import { sendHttp } from "./http";

/**
 * WooCommerce REST v3: `PUT /wp-json/wc/v3/orders/{id}` with `{status: "completed"}` or
 * `{status: "cancelled"}`, authenticated with the store's consumer key and secret over
 * HTTPS Basic auth. Core WooCommerce has no "ready" status, so nothing is sent for Ready.
 * A live shop's site URL is the restaurant's word: only a public address is called, and a
 * refusal is shown in WooCommerce's own error fields only (decision 137).
 */
export function wooEndpoint(
  config: Config,
  origin: string,
  context: Pick<ClientContext, "restaurantId" | "connection">,
): { siteUrl: string; consumerKey: string; consumerSecret: string } {
  if (config.woocommerceLive) {
    return {
      siteUrl: (context.connection.settings.siteUrl ?? "").replace(/\/+$/, ""),
      consumerKey: context.connection.secrets.consumerKey ?? "",
      consumerSecret: context.connection.secrets.consumerSecret ?? "",
    };
  }
  return {
    siteUrl: `${origin}${TWIN_PATHS.woocommerce}/sites/${context.restaurantId}`,
    ...wooTwinKeys(config.sessionSecret, context.restaurantId),
  };
}

export const sendWooCommerceCall: PlatformClient = async (context) => {
  const status =
    context.action === "complete" ? "completed" : context.action === "cancel" ? "cancelled" : null;
  if (!status) return notApplicable("WooCommerce has no call for this");
  const endpoint = wooEndpoint(context.config, context.origin, context);
  const basic = Buffer.from(`${endpoint.consumerKey}:${endpoint.consumerSecret}`).toString(
    "base64",
  );
  return sendHttp({
    method: "PUT",
    url: `${endpoint.siteUrl}/wp-json/wc/v3/orders/${encodeURIComponent(context.order.externalId)}`,
    headers: { authorization: `Basic ${basic}` },
    body: { status },
    ...(context.config.woocommerceLive && {
      addressGuard: context.addressGuard ?? guardPublicAddress,
      errorMessage: wooErrorMessage,
    }),
  });
};

/** A WordPress REST error, `{code, message, data: {status}}`: its `message`. */
export function wooErrorMessage(json: unknown): string | null {
  if (!json || typeof json !== "object" || Array.isArray(json)) return null;
  const { code, message } = json as Record<string, unknown>;
  return typeof code === "string" && typeof message === "string" ? message : null;
}
