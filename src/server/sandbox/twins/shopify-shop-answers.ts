import type { ShopifyOperation } from "./shopify-graphql-document";

/**
 * The Shopify twin's shop, for the reads that name no order: `shop` (its name and
 * myshopify domain) and `currentAppInstallation.accessScopes`, the scopes the store granted
 * the app on installing it (Shopify's Admin reference, AppInstallation). The twin's app is
 * installed with the scopes its order calls need, by Shopify's reference pages: reading
 * orders and their fulfillment orders, `orderCancel` (`write_orders`), and fulfilling on the
 * merchant's own locations.
 */
const INSTALLED_SCOPES = [
  "read_orders",
  "write_orders",
  "read_merchant_managed_fulfillment_orders",
  "write_merchant_managed_fulfillment_orders",
];

const SHOP_FIELDS: ReadonlySet<string> = new Set(["shop", "currentAppInstallation"]);

/** An operation that reads only the shop and the installation, which the twin serves. */
export function isShopRead({ operation, rootFields, hasRootFragments }: ShopifyOperation) {
  return (
    operation.operation === "query" &&
    !hasRootFragments &&
    rootFields.length > 0 &&
    rootFields.every((field) => SHOP_FIELDS.has(field.name))
  );
}

export function servedShop(restaurantId: string) {
  return {
    shop: {
      id: `gid://shopify/Shop/${restaurantId}`,
      name: "Sandbox shop (Shopify twin)",
      myshopifyDomain: `twin-${restaurantId.slice(0, 8)}.myshopify.com`,
    },
    currentAppInstallation: {
      id: `gid://shopify/AppInstallation/${restaurantId}`,
      accessScopes: INSTALLED_SCOPES.map((handle) => ({ handle, description: handle })),
    },
  };
}
