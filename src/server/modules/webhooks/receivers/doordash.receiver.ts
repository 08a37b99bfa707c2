import { mapDoorDashOrder, parseDoorDashCancellation } from "../mappers/doordash";
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
 * DoorDash Marketplace (its order integration guide): one URL per restaurant authenticated by the
 * bearer token the restaurant configured; OrderCreate and OrderAdjust carry the whole order
 * in `{event, order}`, the "Order Canceled" webhook a short body of its own, and the Menu
 * Status webhook `{event: {type: MenuCreate | MenuUpdate, status, reference, details},
 * store, menu: {id}}` (its menu guide). No event id is documented: the event, the order (or
 * the menu job's reference) and the body's digest name a delivery, so a repeat is
 * recognised and each adjustment is not.
 */
type Handler = (input: DeliveryInput) => DeliveryAction;

function orderIdOf(input: DeliveryInput): string {
  const body = asObject(input.json);
  const id = asId(asObject(body?.order)?.id) ?? asId(body?.id);
  if (!id) throw new PayloadError("DoorDash webhook without an order id");
  return id;
}

const readOrder: Handler = (input) => {
  const body = asObject(input.json);
  const storeId = asId(asObject(asObject(body?.order ?? body)?.store)?.merchant_supplied_id);
  return {
    kind: "order",
    externalId: orderIdOf(input),
    map: () => mapDoorDashOrder(input.json),
    ...(storeId && { storeRef: { setting: "storeId", id: storeId } }),
  };
};

/** A menu job's outcome; the reference names the publish it answers. */
function readMenuStatus(input: DeliveryInput): DeliveryAction {
  const body = asObject(input.json);
  const event = asObject(body?.event);
  const reference = asId(event?.reference);
  if (!reference) throw new PayloadError("DoorDash menu status without a reference");
  const status = asString(event?.status)?.trim().toUpperCase();
  return {
    kind: "menu_status",
    reference,
    isSuccess: status === "SUCCESS",
    details: asString(event?.details)?.trim().slice(0, 300) || null,
    menuId: asId(asObject(body?.menu)?.id) ?? null,
  };
}

const MENU_EVENTS = new Set(["MenuCreate", "MenuUpdate"]);

const EVENTS: DispatchTable<Handler> = {
  OrderCreate: readOrder,
  OrderAdjust: readOrder,
  MenuCreate: readMenuStatus,
  MenuUpdate: readMenuStatus,
};

function eventTypeOf(input: DeliveryInput): string {
  if (parseDoorDashCancellation(input.json)) return "OrderCancel";
  return asString(asObject(asObject(input.json)?.event)?.type)?.trim() || "OrderCreate";
}

export const doorDashReceiver: Receiver = {
  platform: "doordash",
  keptHeaders: [],
  eventType: eventTypeOf,
  deliveryKey(input) {
    const type = eventTypeOf(input);
    if (MENU_EVENTS.has(type)) {
      const action = readMenuStatus(input);
      return `${type}:${action.kind === "menu_status" ? action.reference : ""}:${bodyDigest(input.raw)}`;
    }
    const cancellation = parseDoorDashCancellation(input.json);
    const orderId = cancellation?.orderId ?? orderIdOf(input);
    return `${eventTypeOf(input)}:${orderId}:${bodyDigest(input.raw)}`;
  },
  classify(input) {
    const cancellation = parseDoorDashCancellation(input.json);
    if (cancellation)
      return { kind: "cancel", externalId: cancellation.orderId, note: "Cancelled on DoorDash" };
    const handler = handlerFor(EVENTS, eventTypeOf(input));
    return handler
      ? handler(input)
      : { kind: "ignore", reason: `${eventTypeOf(input)} needs nothing from OrderDock` };
  },
};
