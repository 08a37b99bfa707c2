import { guardPublicAddress } from "../../../../lib/address-guard";
import { sendHttp } from "../http";
import { shopifyEndpoint, shopifyErrorMessage } from "../shopify.client";
import {
  failed,
  type GoLiveProbe,
  isCredentialRefusal,
  ok,
  refusalWords,
  unchecked,
} from "./go-live-point";

/**
 * Shopify's go-live probe: one GraphQL read of the shop and the scopes the app's
 * installation was granted (`shop`, `currentAppInstallation.accessScopes`, Admin API).
 * 401: the access token. Shopify apps need no activation: the installation is the grant.
 */
export const SHOPIFY_GO_LIVE_QUERY = `query GoLiveCheck {
  shop { name myshopifyDomain }
  currentAppInstallation { accessScopes { handle } }
}`;

/**
 * The scopes OrderDock's calls need (Shopify's reference, "Required access" of each):
 * reading orders and their fulfillment orders, `orderCancel` (`write_orders`), and
 * `fulfillmentCreate` / `fulfillmentOrderLineItemsPreparedForPickup` on the merchant's own
 * locations. UNCONFIRMED: a store whose orders are fulfilled by a third-party app needs that
 * app's scopes instead; OrderDock asks for the merchant-managed ones.
 */
export const SHOPIFY_REQUIRED_SCOPES = [
  "read_orders",
  "write_orders",
  "read_merchant_managed_fulfillment_orders",
  "write_merchant_managed_fulfillment_orders",
] as const;

export const probeShopify: GoLiveProbe = async (context) => {
  const endpoint = shopifyEndpoint(context.config, context.origin, context);
  const outcome = await sendHttp({
    method: "POST",
    url: endpoint.url,
    headers: { "x-shopify-access-token": endpoint.token },
    body: { query: SHOPIFY_GO_LIVE_QUERY, variables: {} },
    ...(context.config.shopifyLive && {
      addressGuard: context.addressGuard ?? guardPublicAddress,
      errorMessage: shopifyErrorMessage,
    }),
  });
  const activated = unchecked(
    "activated",
    "Shopify apps need no activation: installing the app with its scopes is the grant",
  );
  if (isCredentialRefusal(outcome) || outcome.kind !== "done") {
    const words = refusalWords("Shopify", outcome);
    const isRefusal = isCredentialRefusal(outcome);
    return [
      isRefusal ? failed("credentials", words) : unchecked("credentials", words),
      unchecked("scopes", "Not checked: the access token must work first"),
      activated,
      unchecked("store", `Not checked: ${words}`),
    ];
  }
  const body = (outcome.body ?? {}) as {
    errors?: Array<{ message?: unknown }>;
    data?: {
      shop?: { name?: unknown; myshopifyDomain?: unknown };
      currentAppInstallation?: { accessScopes?: Array<{ handle?: unknown }> };
    };
  };
  const error = body.errors?.[0]?.message;
  if (typeof error === "string") {
    return [
      ok("credentials", "Shopify accepted the access token"),
      unchecked("scopes", `Shopify did not answer the read: ${error}`),
      activated,
      unchecked("store", `Shopify did not answer the read: ${error}`),
    ];
  }
  const granted = new Set(
    (body.data?.currentAppInstallation?.accessScopes ?? []).map((scope) => String(scope.handle)),
  );
  const missing = SHOPIFY_REQUIRED_SCOPES.filter((scope) => !granted.has(scope));
  const shop = body.data?.shop;
  return [
    ok("credentials", "Shopify accepted the access token"),
    missing.length === 0
      ? ok("scopes", `Granted: ${SHOPIFY_REQUIRED_SCOPES.join(", ")}`)
      : failed("scopes", `Not granted to the app: ${missing.join(", ")}`),
    activated,
    typeof shop?.name === "string"
      ? ok("store", `${shop.name} (${String(shop.myshopifyDomain ?? "")})`)
      : failed("store", "Shopify named no shop"),
  ];
};
