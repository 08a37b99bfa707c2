import { type ClientContext, notApplicable, type PlatformClient } from "./client";
import type { CallOutcome } from "./http";
import { messageOf } from "./platform-message";
import {
  fetchOrderDetails,
  sendUberCall,
  UBER_SCOPES,
  type UberScope,
  uberCredentials,
} from "./uber-client";

/**
 * Uber Eats. Accept, deny and cancel use the documented v1 order endpoints
 * (`accept_pos_order` → 204, `deny_pos_order` → 204, `cancel` → 200 {}; a second answer is
 * 409 `resource_status_conflict`, a finished order 404). Ready uses the newer
 * `/v1/delivery/order/{id}/ready`, whose path is known only from independent clients
 * (unconfirmed). Completion is reported only for orders the restaurant delivers itself
 * (`restaurantdelivery/status` delivered); Uber's couriers report their own. An item out
 * of stock goes to `/v1/delivery/order/{id}/resolve-fulfillment-issues` (path prefix
 * confirmed by Uber's changelog, the item under `root_item` as a mirror of Uber's reference
 * shows it).
 *
 * Uber sends no idempotency keys back, so a 409 to an accept or deny (and a 404 to a
 * cancel, which Uber answers for any terminal order) counts as done only once
 * GET /v2/eats/order/{id} shows the order in the state this call asked for; a 409 because
 * the order was answered the other way is a refusal.
 */
export const sendUberEatsCall: PlatformClient = async (context) => {
  const credentials = uberCredentials(context.config, context.origin);
  const id = encodeURIComponent(context.order.externalId);
  const request = await requestFor(context, credentials.apiUrl, id);
  if (!request) return notApplicable("Uber's courier reports this order delivered");
  const outcome = await sendUberCall(credentials, request.scope, {
    method: "POST",
    url: request.url,
    body: request.body,
  });
  return confirmRepeat(context, outcome);
};

/** The `current_state` values that mean Uber already holds what each call asks for. */
const WANTED_STATES: Partial<Record<ClientContext["action"], { on: number; states: string[] }>> = {
  accept: { on: 409, states: ["ACCEPTED", "FINISHED"] },
  deny: { on: 409, states: ["DENIED"] },
  cancel: { on: 404, states: ["CANCELED"] },
};

async function confirmRepeat(context: ClientContext, outcome: CallOutcome): Promise<CallOutcome> {
  const wanted = WANTED_STATES[context.action];
  if (!wanted || outcome.status !== wanted.on) return outcome;
  const state = await currentState(context);
  // Uber did not show the order: keep its answer as it came.
  if (state === null) return outcome;
  if (wanted.states.includes(state)) {
    return {
      kind: "done",
      status: wanted.on,
      body: outcome.kind === "done" ? outcome.body : null,
      note: `Uber Eats already had this order ${state.toLowerCase()}`,
    };
  }
  if (outcome.kind === "retry") return outcome;
  const words =
    outcome.kind === "refused"
      ? outcome.message
      : messageOf({ json: outcome.body, status: outcome.status });
  return {
    kind: "refused",
    status: outcome.status,
    message: `${words.replace(/\.$/, "")}: the order is ${state.toLowerCase()} on Uber Eats`,
  };
}

async function currentState(context: ClientContext): Promise<string | null> {
  try {
    const details = (await fetchOrderDetails(
      uberCredentials(context.config, context.origin),
      context.order.externalId,
    )) as { current_state?: unknown };
    return typeof details.current_state === "string" ? details.current_state.toUpperCase() : null;
  } catch {
    return null;
  }
}

async function requestFor(
  context: ClientContext,
  apiUrl: string,
  id: string,
): Promise<{ url: string; body: unknown; scope: UberScope } | null> {
  const { action, payload } = context;
  const scope = UBER_SCOPES.orders;
  const orders = `${apiUrl}/v1/eats/orders/${id}`;
  switch (action) {
    case "accept":
      return {
        url: `${orders}/accept_pos_order`,
        scope,
        body: {
          reason: "Accepted by the restaurant",
          external_reference_id: context.order.id,
          ...(payload.readyAt && { pickup_time: Math.floor(Date.parse(payload.readyAt) / 1000) }),
        },
      };
    case "deny":
      return {
        url: `${orders}/deny_pos_order`,
        scope,
        body: {
          reason: {
            code: payload.reason ?? "OTHER",
            explanation: payload.note || payload.reasonLabel || "Refused by the restaurant",
          },
        },
      };
    case "cancel":
      return {
        url: `${orders}/cancel`,
        scope,
        body: { reason: payload.reason ?? "OTHER", ...(payload.note && { details: payload.note }) },
      };
    case "ready":
      return { url: `${apiUrl}/v1/delivery/order/${id}/ready`, scope, body: {} };
    case "adjust":
      // An item the kitchen cannot make: Uber asks the customer, then sends
      // order.fulfillment_issues.resolved (the order-integration guide). The item goes under
      // `root_item`, as a public mirror of Uber's reference shows it (secondary source:
      // UNCONFIRMED on Uber's own pages).
      return {
        url: `${apiUrl}/v1/delivery/order/${id}/resolve-fulfillment-issues`,
        scope,
        body: {
          fulfillment_issues: [
            {
              issue_type: "OUT_OF_ITEM",
              action_type: "REMOVE_ITEM",
              root_item: { cart_item_id: payload.lineId },
            },
          ],
        },
      };
    case "complete":
      return (await isRestaurantDelivery(context))
        ? {
            url: `${orders}/restaurantdelivery/status`,
            scope: UBER_SCOPES.ownDelivery,
            body: { status: "delivered" },
          }
        : null;
  }
}

/** Uber's order details say who delivers: only DELIVERY_BY_RESTAURANT is reported here. */
async function isRestaurantDelivery(context: ClientContext): Promise<boolean> {
  if (!context.order.isDelivery) return false;
  const details = (await fetchOrderDetails(
    uberCredentials(context.config, context.origin),
    context.order.externalId,
  )) as { type?: unknown };
  return details.type === "DELIVERY_BY_RESTAURANT";
}
