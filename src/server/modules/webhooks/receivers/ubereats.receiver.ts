import { NOT_ACCEPTED_IN_TIME } from "../../../../domain/platform-actions";
import { fetchOrderDetails, UberApiError } from "../../platform-calls/clients/uber-client";
import { asObject, asString } from "../mappers/read";
import { PayloadError } from "../mappers/types";
import { mapUberEatsOrder, parseUberNotification } from "../mappers/ubereats";
import {
  type DeliveryAction,
  type DeliveryInput,
  type DispatchTable,
  handlerFor,
  PlatformUnavailableError,
  type Receiver,
  type ReceiverContext,
} from "./receiver";

/**
 * Uber Eats (its webhooks guide): one webhook URL for every store, signed with the app's
 * client secret; the body is thin (ids only), so an order event is followed by
 * GET /v2/eats/order/{id}. Uber retries on 5xx, so a failed fetch answers 503.
 */
type Handler = (orderId: string, context: ReceiverContext) => DeliveryAction;

/**
 * Uber's answers that no retry changes: the request for this order id is malformed (too
 * long, not an id). Anything else (no answer, a 5xx, 429, an unknown order that may not be
 * readable yet, our own credentials refused) is an outage Uber should send again for.
 */
const REFUSES_THE_ID = new Set([400, 414, 422, 431]);

function fetchAndMap(
  orderId: string,
  context: ReceiverContext,
  isScheduled = false,
): DeliveryAction {
  return {
    kind: "order",
    externalId: orderId,
    map: async () => {
      let details: unknown;
      try {
        details = await fetchOrderDetails(context.uber, orderId);
      } catch (error) {
        if (error instanceof UberApiError && REFUSES_THE_ID.has(error.status)) {
          throw new PayloadError(`Uber Eats refused to read the order it names (${error.status})`);
        }
        throw new PlatformUnavailableError(
          `Uber Eats did not return the order: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return mapUberEatsOrder(details, { isScheduled });
    },
  };
}

// Uber's webhook guide lists the event types; the edits and resolved fulfilment issues are
// read again in full (the order-integration guide: "re-GET and reprint").
const ORDER_EVENTS: DispatchTable<Handler> = {
  "orders.notification": (orderId, context) => fetchAndMap(orderId, context),
  "orders.scheduled.notification": (orderId, context) => fetchAndMap(orderId, context, true),
  "orders.customer_order_edit": (orderId, context) => fetchAndMap(orderId, context),
  "order.fulfillment_issues.resolved": (orderId, context) => fetchAndMap(orderId, context),
  "orders.cancel": (orderId) => ({
    kind: "cancel",
    externalId: orderId,
    note: "Cancelled on Uber Eats",
  }),
  "orders.failure": (orderId) => ({
    kind: "cancel",
    externalId: orderId,
    note: "Cancelled on Uber Eats",
  }),
  "orders.release": () => ({ kind: "ignore", reason: "The courier is near the store" }),
};

/** Whether an event type is about an order (the others are about stores). */
export function isUberOrderEvent(eventType: string): boolean {
  return Object.hasOwn(ORDER_EVENTS, eventType);
}

/**
 * Why Uber let an order fail: the Order Suite's `failure_info.reason` (POS_DENIED,
 * ACCEPT_TIMED_OUT, DELIVERY_FAILED, CANCELED; known from independent clients, unconfirmed).
 */
function failureReason(body: unknown): string | undefined {
  return asString(asObject(asObject(body)?.failure_info)?.reason);
}

/**
 * Uber's store integration events: `store.deprovisioned` ("Integration Disabled": the app
 * lost access to the store, its APIs and its webhooks) and `store.provisioned`
 * ("Integration Updated": the app's token may call the store again). A refreshed menu Uber
 * asks for (`perform_refresh_menu`) is said on the delivery; the owner publishes it.
 */
function integrationEvent(
  eventType: string,
  body: unknown,
): { kind: "integration"; isOn: boolean; wantsMenu: boolean } | null {
  if (eventType === "store.deprovisioned") {
    return { kind: "integration", isOn: false, wantsMenu: false };
  }
  if (eventType === "store.provisioned") {
    return {
      kind: "integration",
      isOn: true,
      wantsMenu: asObject(body)?.perform_refresh_menu === true,
    };
  }
  return null;
}

function notificationOf(input: DeliveryInput) {
  const notification = parseUberNotification(input.json);
  if (!notification) throw new PayloadError("Uber Eats webhook without event_id and event_type");
  return notification;
}

export const uberEatsReceiver: Receiver = {
  platform: "ubereats",
  keptHeaders: ["x-environment"],
  eventType: (input) => notificationOf(input).eventType,
  deliveryKey: (input) => notificationOf(input).eventId,
  classify(input, context) {
    const { eventType, orderId, storeId } = notificationOf(input);
    const integration = integrationEvent(eventType, input.json);
    if (integration) {
      if (!storeId) throw new PayloadError(`Uber Eats ${eventType} without store_id`);
      return { ...integration, storeId };
    }
    const handler = handlerFor(ORDER_EVENTS, eventType);
    if (!handler) return { kind: "ignore", reason: `${eventType} needs nothing from OrderDock` };
    if (!orderId) throw new PayloadError(`Uber Eats ${eventType} without meta.resource_id`);
    if (eventType === "orders.failure" && failureReason(input.json) === "ACCEPT_TIMED_OUT") {
      return { kind: "cancel", externalId: orderId, note: NOT_ACCEPTED_IN_TIME };
    }
    return handler(orderId, context);
  },
};
