/**
 * The scopes of Uber's Eats APIs as the twin reads Uber's reference pages, written here on
 * their own (never from OrderDock's client): accept, deny and cancel name `eats.order`;
 * Get Order Details `eats.store.orders.read`; the restaurant's own delivery status
 * `eats.store.orders.restaurantdelivery.status`; Set Restaurant Status
 * `eats.store.status.write`; Upload Menu and Update Item `eats.store`. The authorization
 * code grant's `eats.pos_provisioning` is not given to a client-credentials token.
 *
 * UNCONFIRMED: the newer `/v1/delivery/…` calls (ready, resolve-fulfillment-issues, the
 * store's preparation time) name no scope on any page found; the twin asks for the scope of
 * the older call beside each. Uber's answer to a token without the scope is not published:
 * the twin answers 401 `unauthorized` (`MISSING_SCOPE_STATUS`), naming the scope.
 */
export const UBER_TWIN_SCOPE = {
  orderAnswers: "eats.order",
  orderDetails: "eats.store.orders.read",
  restaurantDelivery: "eats.store.orders.restaurantdelivery.status",
  storeStatus: "eats.store.status.write",
  menus: "eats.store",
} as const;

export type UberTwinScope = (typeof UBER_TWIN_SCOPE)[keyof typeof UBER_TWIN_SCOPE];

export const MISSING_SCOPE_STATUS = 401;

/** What the client-credentials grant may be given. */
const GRANTABLE: ReadonlySet<string> = new Set(Object.values(UBER_TWIN_SCOPE));

/**
 * The scopes a client-credentials request names, or the first one Uber would not grant:
 * one no client-credentials token may carry, or one the app was not given (`granted`, the
 * sandbox's UBER_SANDBOX_SCOPES; null: every one).
 */
export function grantScopes(
  requested: string | undefined,
  granted: readonly string[] | null = null,
): { scopes: string[] } | { invalid: string } {
  const scopes = [...new Set((requested ?? "").split(" ").filter(Boolean))];
  const invalid = scopes.find(
    (scope) => !GRANTABLE.has(scope) || (granted !== null && !granted.includes(scope)),
  );
  if (invalid !== undefined) return { invalid };
  return { scopes };
}
