import { mapGrubhubOrder } from "../mappers/grubhub";
import { asId, asObject, asString } from "../mappers/read";
import { PayloadError } from "../mappers/types";
import {
  bodyDigest,
  type DeliveryAction,
  type DeliveryInput,
  type DispatchTable,
  handlerFor,
  type Receiver,
} from "./receiver";

/**
 * Grubhub (its webhooks page and POS OpenAPI): one URL per restaurant, HMAC-SHA256 of the raw body in
 * `X-Grubhub-Signature` (the header is unconfirmed: decision 077). The webhook carries the
 * order (a PosOrder with its status); a status-change notice carries only the order's uuid
 * and its new status. The uuid, the status and the body's digest name a delivery.
 */

// A status-change notice's statuses and what they mean for the order (UNCONFIRMED shape).
const STATUS_STATES: DispatchTable<(id: string) => DeliveryAction> = {
  FULFILLED: (id) => ({ kind: "state", externalId: id, state: "completed" }),
  COMPLETED: (id) => ({ kind: "state", externalId: id, state: "completed" }),
  CANCELLED: (id) => ({ kind: "cancel", externalId: id, note: "Cancelled on Grubhub" }),
  CANCELED: (id) => ({ kind: "cancel", externalId: id, note: "Cancelled on Grubhub" }),
  REJECTED: (id) => ({ kind: "cancel", externalId: id, note: "Rejected on Grubhub" }),
};

function bodyOf(input: DeliveryInput) {
  const body = asObject(input.json);
  if (!body) throw new PayloadError("Grubhub webhook is not an object");
  return body;
}

/** A whole order has charges; a status notice only the uuid and the new status. */
function isStatusNotice(body: Record<string, unknown>): boolean {
  return !asObject(body.charges) && !!asId(body.order_uuid);
}

function orderIdOf(body: Record<string, unknown>): string {
  const id = asId(body.uuid) ?? asId(body.order_uuid);
  if (!id) throw new PayloadError("Grubhub webhook without an order uuid");
  return id;
}

function statusOf(body: Record<string, unknown>): string {
  return (asString(body.new_status) ?? asString(body.status) ?? "").trim().toUpperCase();
}

export const grubhubReceiver: Receiver = {
  platform: "grubhub",
  keptHeaders: [],
  eventType: (input) => statusOf(bodyOf(input)) || "order",
  deliveryKey(input) {
    const body = bodyOf(input);
    return `${orderIdOf(body)}:${statusOf(body)}:${bodyDigest(input.raw)}`;
  },
  classify(input) {
    const body = bodyOf(input);
    const id = orderIdOf(body);
    if (isStatusNotice(body)) {
      const action = handlerFor(STATUS_STATES, statusOf(body));
      if (!action)
        return {
          kind: "ignore",
          reason: `Grubhub status ${statusOf(body) || "(none)"} needs nothing from OrderDock`,
        };
      return action(id);
    }
    const merchantId = asId(body.merchant_id);
    return {
      kind: "order",
      externalId: id,
      map: () => mapGrubhubOrder(input.json),
      ...(merchantId && { storeRef: { setting: "merchantId", id: merchantId } }),
    };
  },
};
