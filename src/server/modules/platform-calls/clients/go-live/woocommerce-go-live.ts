import { guardPublicAddress } from "../../../../lib/address-guard";
import { sendHttp } from "../http";
import { authenticateWooRequest, wooEndpoint, wooErrorMessage } from "../woocommerce.client";
import {
  failed,
  type GoLiveProbe,
  isCredentialRefusal,
  ok,
  refusalWords,
  unchecked,
} from "./go-live-point";

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
  const scopes = unchecked(
    "scopes",
    "WooCommerce shows a key's permission only in its admin: it must be Read/Write for OrderDock to complete and cancel orders",
  );
  const activated = unchecked(
    "activated",
    "WooCommerce has nothing to activate: the keys are the grant",
  );
  if (outcome.kind === "done") {
    return [
      ok("credentials", "WooCommerce accepted the consumer key and secret"),
      scopes,
      activated,
      ok("store", `The WooCommerce REST API answers at ${endpoint.siteUrl}`),
    ];
  }
  const words = refusalWords("WooCommerce", outcome);
  if (isCredentialRefusal(outcome)) {
    return [
      failed("credentials", words),
      scopes,
      activated,
      ok("store", `A WooCommerce site answers at ${endpoint.siteUrl}`),
    ];
  }
  return [
    unchecked("credentials", words),
    scopes,
    activated,
    outcome.status === 404
      ? failed("store", `No WooCommerce REST API at ${endpoint.siteUrl}`)
      : unchecked("store", words),
  ];
};
