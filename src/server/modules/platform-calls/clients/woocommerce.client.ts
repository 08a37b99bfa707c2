import type { Config } from "../../../config";
import { guardPublicAddress } from "../../../lib/address-guard";
import { TWIN_PATHS, wooTwinKeys } from "../../../lib/sandbox-credentials";
import { type ClientContext, notApplicable, type PlatformClient } from "./client";
import { sendHttp } from "./http";
import { signWooOAuthUrl } from "./woocommerce-oauth";

/**
 * WooCommerce REST v3: `PUT /wp-json/wc/v3/orders/{id}` with `{status: "completed"}` or
 * `{status: "cancelled"}`, authenticated with the store's consumer key and secret as
 * WooCommerce core checks them (`WC_REST_Authentication::authenticate`): over https, HTTP
 * Basic auth (`perform_basic_authentication`); over plain http, where core ignores Basic
 * auth, an OAuth 1.0a signature in the query string (`perform_oauth_authentication`),
 * HMAC-SHA256 as WooCommerce's JavaScript client (`@woocommerce/woocommerce-rest-api`)
 * signs it. The twin is called at OrderDock's own address, usually http, so it gets OAuth.
 * Core WooCommerce has no "ready" status, so nothing is sent for Ready (its order statuses,
 * `wc_get_order_statuses`). A live shop's site URL is the restaurant's word: only a public
 * address is called, and a refusal is shown in WooCommerce's own error fields only
 * (decision 137). See docs/platforms/woocommerce.md.
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
  const request = authenticateWooRequest({
    method: "PUT",
    url: `${endpoint.siteUrl}/wp-json/wc/v3/orders/${encodeURIComponent(context.order.externalId)}`,
    consumerKey: endpoint.consumerKey,
    consumerSecret: endpoint.consumerSecret,
  });
  return sendHttp({
    method: "PUT",
    ...request,
    body: { status },
    ...(context.config.woocommerceLive && {
      addressGuard: context.addressGuard ?? guardPublicAddress,
      errorMessage: wooErrorMessage,
    }),
  });
};

type WooRequestOptions = {
  method: string;
  url: string;
  consumerKey: string;
  consumerSecret: string;
};

/**
 * The URL and headers that carry the keys: Basic auth for an https site, else the OAuth
 * signature in the URL (an http site; the official client tells them apart the same way).
 * An address that is no URL goes out as it is, for `sendHttp` to refuse.
 */
export function authenticateWooRequest(options: WooRequestOptions): {
  url: string;
  headers: Record<string, string>;
} {
  if (/^https:/i.test(options.url)) {
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`);
    return { url: options.url, headers: { authorization: `Basic ${basic.toString("base64")}` } };
  }
  if (!URL.canParse(options.url)) return { url: options.url, headers: {} };
  return { url: signWooOAuthUrl(options), headers: {} };
}

/** A WordPress REST error, `{code, message, data: {status}}`: its `message`. */
export function wooErrorMessage(json: unknown): string | null {
  if (!json || typeof json !== "object" || Array.isArray(json)) return null;
  const { code, message } = json as Record<string, unknown>;
  return typeof code === "string" && typeof message === "string" ? message : null;
}
