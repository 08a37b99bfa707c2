import { randomUUID } from "node:crypto";
import { takesAction } from "../../../domain/platform-actions";
import type { Platform } from "../../../domain/platforms";
import { PLATFORMS } from "../../../domain/platforms";
import type { OrderStatus, WorkflowStatus } from "../../../domain/status";
import type { Database } from "../../db/database";
import { type TwinOrderState, twinOrders } from "../../db/schema/twin-orders";
import { isTwinPlatform } from "../../lib/sandbox-credentials";
import { type NewOrderRow, toOrderRow } from "../orders/order-row";
import { insertOrdersWithHistory } from "../orders/orders.repository";
import { raiseWebsiteOrderNumber } from "../restaurants/restaurants.repository";
import type { CatalogueItem } from "./catalogue";
import type { Random } from "./random";
import { createSampleOrder, sampleStatusHistory } from "./sample-orders";

const TWIN_STATES: Partial<Record<OrderStatus, TwinOrderState>> = {
  new: "placed",
  preparing: "accepted",
  ready: "ready",
  completed: "completed",
};

/** The twins know the sample orders of the last two days; older history is settled. */
const TWIN_MEMORY_MS = 48 * 3600_000;

/**
 * The platform twins know the recent sample orders as their own, so staff can answer them
 * from the dashboard as they would a real one. No deadline: sample orders never expire.
 */
async function rememberOnTwins(db: Database, rows: NewOrderRow[], now: Date): Promise<void> {
  const since = now.getTime() - TWIN_MEMORY_MS;
  const known = rows.flatMap((row) => {
    const state = TWIN_STATES[row.status ?? "new"];
    const placedAt = row.createdAt ?? now;
    if (!state || !isTwinPlatform(row.platform) || placedAt.getTime() < since) return [];
    return [
      {
        platform: row.platform,
        externalId: row.externalId,
        restaurantId: row.restaurantId,
        orderNumber: row.orderNumber,
        state,
        body: {},
        placedAt,
      },
    ];
  });
  if (known.length > 0) await db.insert(twinOrders).values(known).onConflictDoNothing();
}

export type SampleOrderPlan = { status: OrderStatus; minutesAgo: number; platform?: Platform };

const minutes = (status: WorkflowStatus, ...ages: number[]) =>
  ages.map((minutesAgo) => ({ status, minutesAgo }));

/** 25 orders: a lunch rush in progress on top of the last day's completed orders. */
export const LUNCH_RUSH_PLAN: ReadonlyArray<SampleOrderPlan> = [
  ...minutes("new", 2, 5, 9, 14, 21),
  ...minutes("preparing", 11, 17, 24, 31, 38),
  ...minutes("ready", 29, 36, 44, 52),
  ...minutes("completed", 65, 90, 130, 180, 260, 400, 620, 900, 1150, 1380, 1700),
];

/** 8 orders of a second brand of the kitchen, under way beside the lunch rush. */
export const BRAND_RUSH_PLAN: ReadonlyArray<SampleOrderPlan> = [
  ...minutes("new", 4, 12),
  ...minutes("preparing", 15, 27),
  ...minutes("ready", 33),
  ...minutes("completed", 75, 240, 700),
];

export type InsertSampleOrdersOptions = {
  db: Database;
  restaurantId: string;
  random: Random;
  now: Date;
  plans: ReadonlyArray<SampleOrderPlan>;
  isTest?: boolean;
  /** What the orders are of: the bistro's catalogue when left out. */
  catalogue?: ReadonlyArray<CatalogueItem>;
  /**
   * The first order's place in the numbering (Shopify's #1001, WooCommerce's 4820...): a
   * batch shown on the same board as another starts past it, so no two cards share a number.
   */
  firstSequence?: number;
};

/**
 * Writes sample orders together with a believable status history, so the dashboard and
 * analytics have real preparation times to show. Platforms rotate so every one appears.
 */
export async function insertSampleOrders({
  db,
  restaurantId,
  random,
  now,
  plans,
  isTest = false,
  catalogue,
  firstSequence = 0,
}: InsertSampleOrdersOptions): Promise<number> {
  const platforms = random.shuffle(PLATFORMS);
  const prepared = plans.map((plan, index) => {
    const created = new Date(now.getTime() - plan.minutesAgo * 60_000);
    const sample = createSampleOrder({
      random,
      created,
      sequence: firstSequence + index,
      platform: plan.platform ?? platforms[index % platforms.length],
      ...(catalogue && { catalogue }),
    });
    const history = sampleStatusHistory(random, created, plan.status).map((event) => ({
      ...event,
      at: event.at > now ? now : event.at,
    }));
    const lastChange = history.at(-1)?.at ?? created;
    // An order already under way was accepted on its platform when it started.
    const accepted = plan.status !== "new" && takesAction(sample.platform, "accept");
    return {
      row: {
        ...toOrderRow({
          restaurantId,
          ...sample,
          status: plan.status,
          isTest,
          receivedAt: created,
        }),
        acceptedAt: accepted ? created : null,
        updatedAt: lastChange,
      },
      history,
    };
  });
  if (prepared.length === 0) return 0;

  // Ids are made here so the events can name their orders without reading them back.
  const rows = prepared.map((entry) => ({ ...entry.row, id: randomUUID() }));
  const events = rows.flatMap((order, index) =>
    (prepared[index]?.history ?? []).map((event) => ({
      orderId: order.id,
      restaurantId,
      actorType: event.from === null ? ("platform" as const) : ("system" as const),
      fromStatus: event.from,
      toStatus: event.to,
      at: event.at,
    })),
  );
  await insertOrdersWithHistory(db, rows, events);
  await reserveWebsiteNumbers(db, restaurantId, rows);
  if (!isTest) await rememberOnTwins(db, rows, now);
  return rows.length;
}

/**
 * Sample website orders use W-numbers; the restaurant's counter moves past them so its next
 * real website order does not repeat one.
 */
async function reserveWebsiteNumbers(
  db: Database,
  restaurantId: string,
  rows: ReadonlyArray<Pick<NewOrderRow, "platform" | "orderNumber">>,
): Promise<void> {
  const numbers = rows
    .filter((row) => row.platform === "website")
    .map((row) => Number(/^W-(\d+)$/.exec(row.orderNumber)?.[1] ?? 0));
  const highest = Math.max(0, ...numbers);
  if (highest === 0) return;
  await raiseWebsiteOrderNumber(db, restaurantId, highest);
}
