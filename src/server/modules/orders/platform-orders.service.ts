import { normalizeItemName } from "../../../domain/kitchen-load";
import { type Order, type OrderDetails, orderDetailsSchema } from "../../../domain/order";
import { describeOrderChanges } from "../../../domain/order-changes";
import type { Platform } from "../../../domain/platforms";
import type { OrderStatus } from "../../../domain/status";
import type { Database } from "../../db/database";
import { validationFailed } from "../../errors";
import { stableJson } from "../../lib/stable-json";
import { signalOutboxWork } from "../platform-calls/outbox-signal";
import { answerDeadline, autoAcceptNewOrder } from "./order-calls";
import { announceOrder } from "./order-events";
import { contentColumns, fromOrderRow, type OrderRow, toOrderRow } from "./order-row";
import { insertNewOrder } from "./orders.repository";
import type { PlatformOrder } from "./platform-order";
import { applyState, isHeldUntilDue, statusWords } from "./platform-order-moves";
import {
  lockOrderKey,
  type OrderKey,
  type OrderKeyState,
  readOrderKey,
  updateOrderRow,
} from "./platform-orders.repository";

/**
 * A platform's order across its life (decisions 096–098): created, paid, edited, finished,
 * refunded or cancelled, in whatever order the platform's deliveries arrive. Everything that
 * happens to one order is serialised on its key, and every change tells the dashboards.
 */

export type PlatformOrderOutcome = {
  order: Order;
  action: "created" | "updated" | "unchanged";
  /** One sentence for the delivery log ("Order #1001 created as New"). */
  summary: string;
};

/** Who and where: a restaurant's orders from one platform. */
export type PlatformOrderScope = {
  db: Database;
  restaurantId: string;
  platform: Platform;
};

export type ReceivePlatformOrderOptions = PlatformOrderScope & { order: PlatformOrder; now?: Date };

/**
 * Stores a new order, or brings a known one up to date: its contents follow the platform
 * (its kitchen status stays), and the platform's state moves it on where that is allowed.
 */
export async function receivePlatformOrder({
  db,
  restaurantId,
  platform,
  order,
  now = new Date(),
}: ReceivePlatformOrderOptions): Promise<PlatformOrderOutcome> {
  const parsed = orderDetailsSchema.safeParse(order.details);
  if (!parsed.success) throw validationFailed(parsed.error.issues);
  const details = parsed.data;
  const key: OrderKey = { restaurantId, platform, externalId: order.externalId };

  const outcome: PlatformOrderOutcome & { isCallQueued?: boolean } = await db.transaction(
    async (tx) => {
      await lockOrderKey(tx, key);
      const state = await readOrderKey(tx, key, now);
      const { existing, restaurant } = state;
      if (!existing) return createOrder({ tx, key, order, details, now, state });
      return updateOrder({ tx, key, existing, order, details, now, restaurant });
    },
  );
  // Only an auto-accept queues a call here; waking the senders for nothing costs a query.
  const { isCallQueued = false, ...result } = outcome;
  if (isCallQueued) signalOutboxWork();
  return result;
}

type CreateOptions = {
  tx: Database;
  key: OrderKey;
  order: PlatformOrder;
  details: OrderDetails;
  now: Date;
  state: OrderKeyState;
};

/**
 * A new order in one statement (order, first event, NEW_ORDER; with the platform's answer
 * deadline), then its auto-accept where Settings ask for one. What it needs to know was
 * read with the key (`readOrderKey`).
 */
async function createOrder({ tx, key, order, details, now, state }: CreateOptions) {
  const { earlyCancellation: early, restaurant } = state;
  const dueAt = dueAtOf(details, restaurant.prepMinutes);
  const initial: { status: OrderStatus; statusNote: string | null } = early
    ? { status: "cancelled", statusNote: early.note }
    : initialStatus(order, dueAt, now);
  const row = toOrderRow({ ...key, details, status: initial.status, receivedAt: now });
  const unavailableItems = unavailableOf(details, restaurant.unavailableNames);
  const acceptBy = answerDeadline({
    ...key,
    isTest: false,
    acceptedAt: null,
    status: initial.status,
    receivedAt: now,
  });
  const created = await insertNewOrder(tx, {
    row: {
      ...row,
      statusNote: initial.statusNote,
      unavailableItems,
      dueAt,
      acceptBy,
      createdAt: row.createdAt ?? now,
      receivedAt: now,
    },
    actorType: "platform",
    actorUserId: null,
    at: now,
  });
  // The key is locked, so the order cannot have appeared since it was looked for.
  if (!created) throw new Error(`order ${key.platform}/${key.externalId} was not inserted`);
  const stored = await autoAcceptNewOrder(tx, created, restaurant, now);
  return {
    isCallQueued: stored !== created,
    order: fromOrderRow(stored),
    action: "created" as const,
    summary: `Order #${created.orderNumber} arrived as ${statusWords(created.status)}`,
  };
}

/**
 * The order's items and choices that are 86'd on the menu, by the order's own names: an order
 * placed on a platform that had not heard of the 86 yet is flagged on its card.
 */
function unavailableOf(details: OrderDetails, unavailableNames: readonly string[]): string[] {
  if (unavailableNames.length === 0) return [];
  const names = new Set(unavailableNames.map(normalizeItemName));
  const found = new Set<string>();
  for (const item of details.items) {
    if (names.has(normalizeItemName(item.name))) found.add(item.name);
    for (const modifier of item.modifiers) {
      if (!modifier.removed && names.has(normalizeItemName(modifier.name)))
        found.add(modifier.name);
    }
  }
  return [...found];
}

function initialStatus(order: PlatformOrder, dueAt: Date | null, now: Date) {
  const note = order.stateNote ?? null;
  if (order.state === "cancelled") return { status: "cancelled" as const, statusNote: note };
  if (order.state === "completed") return { status: "completed" as const, statusNote: note };
  if (order.state === "awaiting_payment")
    return { status: "awaiting_payment" as const, statusNote: null };
  return {
    status: isHeldUntilDue(order, dueAt, now) ? ("scheduled" as const) : ("new" as const),
    statusNote: null,
  };
}

/** The promised time less the restaurant's preparation time, when a time was promised. */
function dueAtOf(details: OrderDetails, prepMinutes: number): Date | null {
  if (!details.promisedAt) return null;
  return new Date(Date.parse(details.promisedAt) - prepMinutes * 60_000);
}

type UpdateOptions = Omit<CreateOptions, "state"> & {
  existing: OrderRow;
  restaurant: OrderKeyState["restaurant"];
};

async function updateOrder({ tx, existing, order, details, now, restaurant }: UpdateOptions) {
  const before = fromOrderRow(existing);
  const columns = contentColumns(details);
  const changes = describeOrderChanges(before, {
    ...details,
    total: columns.totalMinor,
    promisedAt: details.promisedAt ? new Date(details.promisedAt).toISOString() : null,
  });
  let row = existing;
  if (changes.length > 0 || hasQuietChanges(existing, columns)) {
    const dueAt = dueAtOf(details, restaurant.prepMinutes);
    row = await updateOrderRow(tx, existing.id, {
      ...columns,
      dueAt,
      updatedAt: now,
      ...(changes.length > 0 && { lastUpdate: { at: now.toISOString(), changes } }),
    });
  }
  if (changes.length > 0) {
    await announceOrder(tx, "ORDER_UPDATED", row);
  }
  const moved = await applyState({ tx, existing: row, order, now });
  const updated = moved ?? row;
  const summary = describeOutcome(updated, changes, moved !== null);
  const action = changes.length > 0 || moved ? ("updated" as const) : ("unchanged" as const);
  return { order: fromOrderRow(updated), action, summary };
}

/** Changes staff would not notice (an item's price, a fee line) are still kept. */
function hasQuietChanges(existing: OrderRow, columns: ReturnType<typeof contentColumns>): boolean {
  const kept = (row: Pick<OrderRow, QuietColumn>) =>
    stableJson(QUIET_COLUMNS.map((name) => row[name] ?? null));
  return kept(existing) !== kept(columns);
}

const QUIET_COLUMNS = [
  "items",
  "checkNotes",
  "discounts",
  "fees",
  "tips",
  "taxMinor",
  "platformTaxMinor",
  "deliveryFeeMinor",
  "statedTotalMinor",
  "computedTotalMinor",
  "customerAddress",
  "deliveryDistanceMiles",
] as const;
type QuietColumn = (typeof QUIET_COLUMNS)[number];

function describeOutcome(row: OrderRow, changes: string[], isMoved: boolean): string {
  const parts = [
    ...(changes.length > 0 ? [`updated (${changes.join("; ")})`] : []),
    ...(isMoved ? [`now ${statusWords(row.status)}`] : []),
  ];
  return parts.length > 0
    ? `Order #${row.orderNumber} ${parts.join(", ")}`
    : `Order #${row.orderNumber} already up to date`;
}
