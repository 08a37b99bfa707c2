import { guardPublicAddress } from "../../../../lib/address-guard";
import { sendHttp } from "../http";
import { authenticateWooRequest, wooEndpoint, wooErrorMessage } from "../woocommerce.client";
import { type GoLiveProbe, ok, pointsOfRead, unchecked } from "./go-live-point";

/**
 * WooCommerce's go-live probe: one harmless read, `GET /wp-json/wc/v3/orders?per_page=1`
 * (WooCommerce REST API, list orders), authenticated as every call is (Basic over https,
 * OAuth 1.0a over http). 401: the keys; 404: no WooCommerce REST API at the site URL. A key's
 * permission (read, write or read/write) cannot be read without changing an order, and
 * WooCommerce has nothing to activate.
 */
export const probeWooCommerce: GoLiveProbe = async (context) => {
  const endpoint = wooEndpoint(context.config, context.origin, context);
  const request = authenticateWooRequest({
    method: "GET",
    url: `${endpoint.siteUrl}/wp-json/wc/v3/orders?per_page=1`,
    consumerKey: endpoint.consumerKey,
    consumerSecret: endpoint.consumerSecret,
  });
  const outcome = await sendHttp({
    method: "GET",
    ...request,
    ...(context.config.woocommerceLive && {
      addressGuard: context.addressGuard ?? guardPublicAddress,
      errorMessage: wooErrorMessage,
    }),
  });
  return pointsOfRead({
    platformName: "WooCommerce",
    outcome,
    credentialsTaken: "WooCommerce accepted the consumer key and secret",
    scopes: unchecked(
      "scopes",
      "WooCommerce shows a key's permission only in its admin: it must be Read/Write for OrderDock to complete and cancel orders",
    ),
    activated: unchecked(
      "activated",
      "WooCommerce has nothing to activate: the keys are the grant",
    ),
    store: {
      known: `The WooCommerce REST API answers at ${endpoint.siteUrl}`,
      unknown: `No WooCommerce REST API at ${endpoint.siteUrl}`,
      whileRefused: ok("store", `A WooCommerce site answers at ${endpoint.siteUrl}`),
    },
    notFoundLeavesCredentials: true,
  });
};
