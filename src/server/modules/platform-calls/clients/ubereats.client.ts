import {
  appToken,
  fetchOrderDetails,
  forgetAppToken,
  uberCredentials,
} from "../../platforms/ubereats/uber-client";
import { type ClientContext, notApplicable, type PlatformClient } from "./client";
import { sendHttp } from "./http";

/**
 * Uber Eats. Accept, deny and cancel use the documented v1 order endpoints
 * (`accept_pos_order` → 204, `deny_pos_order` → 204, `cancel` → 200 {}; a second answer is
 * 409 `resource_status_conflict`, a finished order 404). Ready uses the newer
 * `/v1/delivery/order/{id}/ready`, whose path is known only from independent clients
 * (unconfirmed). Completion is reported only for orders the restaurant delivers itself
 * (`restaurantdelivery/status` delivered); Uber's couriers report their own.
 */
export const sendUberEatsCall: PlatformClient = async (context) => {
  const credentials = uberCredentials(context.config, context.origin);
  const id = encodeURIComponent(context.order.externalId);
  const request = await requestFor(context, credentials.apiUrl, id);
  if (!request) return notApplicable("Uber's courier reports this order delivered");
  const outcome = await sendHttp({
    method: "POST",
    url: request.url,
    headers: { authorization: `Bearer ${await appToken(credentials)}` },
    body: request.body,
  });
  if (outcome.kind === "refused" && outcome.status === 401) {
    forgetAppToken(credentials);
    return { kind: "retry", status: 401, message: "Uber Eats asked for a new token" };
  }
  return outcome;
};

async function requestFor(
  context: ClientContext,
  apiUrl: string,
  id: string,
): Promise<{ url: string; body: unknown } | null> {
  const { action, payload } = context;
  const orders = `${apiUrl}/v1/eats/orders/${id}`;
  switch (action) {
    case "accept":
      return {
        url: `${orders}/accept_pos_order`,
        body: {
          reason: "Accepted by the restaurant",
          external_reference_id: context.order.id,
          ...(payload.readyAt && { pickup_time: Math.floor(Date.parse(payload.readyAt) / 1000) }),
        },
      };
    case "deny":
      return {
        url: `${orders}/deny_pos_order`,
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
        body: { reason: payload.reason ?? "OTHER", ...(payload.note && { details: payload.note }) },
      };
    case "ready":
      return { url: `${apiUrl}/v1/delivery/order/${id}/ready`, body: {} };
    case "complete":
      return (await isRestaurantDelivery(context))
        ? { url: `${orders}/restaurantdelivery/status`, body: { status: "delivered" } }
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
