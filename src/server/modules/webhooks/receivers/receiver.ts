import { createHash } from "node:crypto";
import type { Platform } from "../../../../domain/platforms";
import type { PlatformState } from "../../orders/platform-order";
import type { UberCredentials } from "../../platform-calls/clients/uber-client";
import type { MappedOrder } from "../mappers/types";

/**
 * One platform's webhooks, read the same way by every receiver (decision 094): the
 * signature is checked on the raw bytes by the route, then the receiver names the delivery
 * (its key, for duplicates), says what kind of event it is, and classifies it into one
 * action through its dispatch table. A delivery holding no order at all throws
 * `PayloadError`; nothing else is refused.
 */
export type DeliveryInput = {
  /** The body exactly as received (NUL replaced). */
  raw: string;
  /** The parsed body, strings made storable (lib/clean-json.ts). */
  json: unknown;
  /** The platform's headers that say what the delivery is, lower-case names. */
  headers: Readonly<Record<string, string>>;
};

export type ReceiverContext = {
  restaurantId: string;
  /** How OrderDock reaches Uber Eats (the real API or its sandbox). */
  uber: UberCredentials;
  /**
   * Whether OrderDock calls this platform itself (its keys are configured), so the store id
   * its webhooks name is the one its calls must name. The platform twins name every store by
   * the restaurant's id, so there is nothing to learn from them.
   */
  learnsStoreIds?: boolean;
};

/**
 * The platform's own id for the store an order is for, and the connection setting its
 * calls read it from (DoorDash's store `merchant_supplied_id`, Grubhub's `merchant_id`).
 */
export type StoreRef = { setting: "storeId" | "merchantId"; id: string };

export type DeliveryAction =
  /** An order to store or bring up to date; `externalId` is known before it is read. */
  | {
      kind: "order";
      externalId: string;
      map(): MappedOrder | Promise<MappedOrder>;
      /** The store the order names, kept on the connection when it has none yet. */
      storeRef?: StoreRef;
    }
  | { kind: "cancel"; externalId: string; note: string }
  /** Only the platform's state changed (no order body to read). */
  | { kind: "state"; externalId: string; state: PlatformState; note?: string }
  /** DoorDash's menu status webhook: how a published menu it took in the background went. */
  | {
      kind: "menu_status";
      reference: string;
      isSuccess: boolean;
      details: string | null;
      menuId: string | null;
    }
  /** The platform switched OrderDock off for the store, or on again (Uber's store events). */
  | { kind: "integration"; storeId: string; isOn: boolean; wantsMenu: boolean }
  | { kind: "ignore"; reason: string };

export type Receiver = {
  platform: Platform;
  /** Headers kept with the delivery so it can be processed again as it was. */
  keptHeaders: readonly string[];
  eventType(input: DeliveryInput): string;
  /** The platform's own id for this delivery; may throw PayloadError. */
  deliveryKey(input: DeliveryInput): string;
  classify(input: DeliveryInput, context: ReceiverContext): DeliveryAction;
};

/** A dispatch table: event type → how to read it, with a default for the rest. */
export type DispatchTable<Handler> = {
  readonly [eventType: string]: Handler;
};

/**
 * The table's handler for an event type the platform named. Only the table's own entries
 * count: an event type of "constructor" or "__proto__" is an unknown one, not a property
 * every object inherits.
 */
export function handlerFor<Handler>(
  table: DispatchTable<Handler>,
  eventType: string,
): Handler | undefined {
  return Object.hasOwn(table, eventType) ? table[eventType] : undefined;
}

/** The platform could not be reached to read the order: the platform should retry. */
export class PlatformUnavailableError extends Error {
  override name = "PlatformUnavailableError";
}

/** A short digest of a body, for platforms whose deliveries carry no id of their own. */
export function bodyDigest(raw: string): string {
  return createHash("sha256").update(raw).digest("hex").slice(0, 32);
}
