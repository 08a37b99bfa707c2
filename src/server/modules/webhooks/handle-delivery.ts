import type { FastifyBaseLogger } from "fastify";
import { PLATFORM_META } from "../../../domain/platforms";
import { replaceUnsafeText } from "../../../domain/unicode";
import type { Database } from "../../db/database";
import { isDatabaseUnavailableError } from "../../db/errors";
import { HttpError } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { cleanJson } from "../../lib/clean-json";
import { recordDoorDashMenuStatus } from "../menu-sync/menu-calls.service";
import { isPublishInFlight } from "../menu-sync/menu-publishes.repository";
import {
  cancelOrderFromPlatform,
  updatePlatformState,
} from "../orders/platform-order-state.service";
import { type PlatformOrderOutcome, receivePlatformOrder } from "../orders/platform-orders.service";
import { rememberStoreId, setIntegrationState } from "../platforms/platform-connections.repository";
import { claimDelivery, type DeliveryOutcome, finishDelivery } from "./deliveries.repository";
import type { MappedOrder } from "./mappers/types";
import { PayloadError } from "./mappers/types";
import {
  bodyDigest,
  type DeliveryAction,
  type DeliveryInput,
  PlatformUnavailableError,
  type Receiver,
  type ReceiverContext,
} from "./receivers/receiver";

/**
 * Every verified webhook, whatever the platform (decision 091): it is recorded with its raw
 * body before anything else, so the owner can read it and process it again; a repeat of a
 * delivery already handled stops there; otherwise the receiver classifies it and the action
 * runs. The order is stored before the platform gets its 2xx. Only a delivery holding no
 * order at all is refused (400); a database or platform outage leaves it failed and answers
 * 503 so the platform sends it again.
 */
export type DeliveryResult =
  | { kind: "handled"; outcome: DeliveryOutcome }
  | { kind: "duplicate" }
  | { kind: "refused"; reason: string }
  | { kind: "unavailable"; reason: string };

export type HandleDeliveryOptions = {
  db: Database;
  bus: EventBus;
  log: FastifyBaseLogger;
  receiver: Receiver;
  context: ReceiverContext;
  raw: Buffer | string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  now?: Date;
};

/** The body as text PostgreSQL can store, and the headers the receiver keeps. */
function readDelivery(
  receiver: Receiver,
  raw: Buffer | string,
  headers: HandleDeliveryOptions["headers"],
): Omit<DeliveryInput, "json"> {
  const text = replaceUnsafeText(typeof raw === "string" ? raw : raw.toString("utf8"));
  const kept: Record<string, string> = {};
  for (const name of receiver.keptHeaders) {
    const value = headers[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) kept[name] = replaceUnsafeText(first).slice(0, 500);
  }
  return { raw: text, headers: kept };
}

/** The parsed body, or PayloadError: a body that is not JSON holds no order. */
export function parseBody(raw: string): unknown {
  try {
    return cleanJson(JSON.parse(raw)).value;
  } catch {
    throw new PayloadError("The body is not JSON");
  }
}

export async function handleDelivery(options: HandleDeliveryOptions): Promise<DeliveryResult> {
  const { db, receiver, context, now = new Date() } = options;
  const read = readDelivery(receiver, options.raw, options.headers);
  const parsed = safeParse(read.raw);
  const input: DeliveryInput = { ...read, json: parsed.json };
  const deliveryKey = keyOf(receiver, input, parsed.error);
  const deliveryId = await claimDelivery(db, {
    platform: receiver.platform,
    restaurantId: context.restaurantId,
    deliveryKey,
    eventType: parsed.error ? "" : safeEventType(receiver, input),
    rawBody: read.raw,
    headers: read.headers,
    at: now,
  });
  if (!deliveryId) return { kind: "duplicate" };
  return runDelivery({ ...options, deliveryId, input, parseError: parsed.error, now });
}

export type RunDeliveryOptions = Omit<HandleDeliveryOptions, "raw" | "headers"> & {
  deliveryId: string;
  input: DeliveryInput;
  parseError?: PayloadError;
  now: Date;
};

/** Classifies and handles a claimed delivery, and records how it went. */
export async function runDelivery(options: RunDeliveryOptions): Promise<DeliveryResult> {
  const { db, log, receiver, deliveryId, input, parseError } = options;
  try {
    if (parseError) throw parseError;
    const action = receiver.classify(input, options.context);
    const outcome = await perform(options, action);
    await finishDelivery(db, deliveryId, outcome);
    return { kind: "handled", outcome };
  } catch (error) {
    if (error instanceof PayloadError) {
      log.warn({ platform: receiver.platform, reason: error.message }, "webhook holds no order");
      await finishDelivery(db, deliveryId, { status: "refused", error: error.message });
      return { kind: "refused", reason: error.message };
    }
    const reason =
      error instanceof PlatformUnavailableError
        ? error.message
        : isDatabaseUnavailableError(error)
          ? "The database was unavailable"
          : null;
    await finishDelivery(db, deliveryId, {
      status: "failed",
      error: reason ?? String(error),
    }).catch(() => {});
    if (reason) return { kind: "unavailable", reason };
    throw error;
  }
}

async function perform(
  options: RunDeliveryOptions,
  action: DeliveryAction,
): Promise<DeliveryOutcome> {
  const { db, bus, receiver, context, now } = options;
  const scope = { db, bus, restaurantId: context.restaurantId, platform: receiver.platform, now };
  switch (action.kind) {
    case "ignore":
      return { status: "ignored", summary: action.reason };
    case "integration": {
      const name = PLATFORM_META[receiver.platform].displayName;
      const isChanged = await setIntegrationState(db, {
        restaurantId: context.restaurantId,
        platform: receiver.platform,
        storeId: action.storeId,
        off: action.isOn
          ? null
          : { at: now, reason: `${name} switched OrderDock off for store ${action.storeId}` },
      });
      if (!isChanged) return { status: "ignored", summary: "Not the store connected here" };
      const menu = action.wantsMenu ? `; ${name} asks for a fresh menu: publish it` : "";
      return {
        status: "processed",
        summary: action.isOn
          ? `${name} switched OrderDock on for this store${menu}`
          : `${name} switched OrderDock off for this store: its orders no longer come`,
      };
    }
    case "cancel": {
      const order = await cancelOrderFromPlatform({
        ...scope,
        externalId: action.externalId,
        note: action.note,
      });
      return order
        ? {
            status: "processed",
            orderId: order.id,
            summary: `Order #${order.orderNumber} ${order.status === "cancelled" ? "cancelled" : `stays ${order.status}`}`,
          }
        : { status: "processed", summary: "Cancellation kept: the order will arrive cancelled" };
    }
    case "menu_status": {
      const isRecorded = await recordDoorDashMenuStatus(db, bus, {
        restaurantId: context.restaurantId,
        reference: action.reference,
        isSuccess: action.isSuccess,
        details: action.details,
        menuId: action.menuId,
        now,
      });
      if (isRecorded) {
        return {
          status: "processed",
          summary: action.isSuccess ? "DoorDash loaded the menu" : "DoorDash refused the menu",
        };
      }
      // The publish's answer may still be on its way to the outbox's row: DoorDash is asked
      // to send this again rather than have it dropped.
      if (await isPublishInFlight(db, context.restaurantId, "doordash")) {
        throw new PlatformUnavailableError("The menu's publish is still being recorded");
      }
      return {
        status: "ignored",
        summary: "No menu publish of this restaurant has that reference",
      };
    }
    case "state": {
      const order = await updatePlatformState({
        ...scope,
        externalId: action.externalId,
        state: action.state,
        note: action.note,
      });
      return order
        ? {
            status: "processed",
            orderId: order.id,
            summary: `Order #${order.orderNumber} is ${order.status}`,
          }
        : { status: "ignored", summary: "No such order here" };
    }
    case "order": {
      // Kept first, so the calls this order makes (an auto-accept) already name the store.
      if (action.storeRef && context.learnsStoreIds) {
        await rememberStoreId(db, {
          restaurantId: context.restaurantId,
          platform: receiver.platform,
          ...action.storeRef,
        });
      }
      const mapped = await mapOrShell(options, action);
      let result: PlatformOrderOutcome;
      try {
        result = await receivePlatformOrder({ ...scope, order: mapped });
      } catch (error) {
        // A mapped order the model still refuses is a reading OrderDock got wrong: the
        // order is kept as a shell rather than lost (decision 092).
        if (!(error instanceof HttpError && error.code === "VALIDATION_FAILED")) throw error;
        options.log.error(
          { err: error, platform: receiver.platform },
          "a mapped order did not fit",
        );
        result = await receivePlatformOrder({
          ...scope,
          order: shellOrder(receiver, action.externalId),
        });
      }
      return { status: "processed", orderId: result.order.id, summary: result.summary };
    }
  }
}

/**
 * The mapped order; if reading it failed in a way OrderDock did not foresee, the order is
 * still stored, with no items and a note telling staff to read it on the platform.
 */
async function mapOrShell(
  options: RunDeliveryOptions,
  action: Extract<DeliveryAction, { kind: "order" }>,
): Promise<MappedOrder> {
  try {
    return await action.map();
  } catch (error) {
    if (error instanceof PayloadError || error instanceof PlatformUnavailableError) throw error;
    if (isDatabaseUnavailableError(error)) throw error;
    options.log.error(
      { err: error, platform: options.receiver.platform },
      "could not read an order",
    );
    return shellOrder(options.receiver, action.externalId);
  }
}

/** An order known only by its id, telling staff to read it on its platform. */
function shellOrder(receiver: Receiver, externalId: string): MappedOrder {
  const name = PLATFORM_META[receiver.platform].displayName;
  return {
    externalId,
    state: "placed",
    details: {
      orderNumber: externalId.slice(-12),
      customer: { name: "Guest" },
      isDelivery: false,
      items: [],
      checkNotes: [`OrderDock could not read this order: open it on ${name}`],
    },
  };
}

function safeParse(raw: string): { json: unknown; error?: PayloadError } {
  try {
    return { json: parseBody(raw) };
  } catch (error) {
    return { json: undefined, error: error as PayloadError };
  }
}

function safeEventType(receiver: Receiver, input: DeliveryInput): string {
  try {
    return receiver.eventType(input).slice(0, 100);
  } catch {
    return "";
  }
}

/** The receiver's key, or the body's digest when the body names none. */
function keyOf(receiver: Receiver, input: DeliveryInput, parseError?: PayloadError): string {
  if (!parseError) {
    try {
      return receiver.deliveryKey(input).slice(0, 500);
    } catch {
      // Falls through: a body without an id is still recorded, once.
    }
  }
  return `body:${bodyDigest(input.raw)}`;
}
