import { PLATFORM_RULES } from "../../../domain/platform-actions";
import { PLATFORM_META } from "../../../domain/platforms";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import { sandboxClientSecret } from "../../lib/sandbox-credentials";
import type { SecretsBox } from "../../lib/secrets-box";
import { findConnection } from "../../modules/platforms/platform-connections.repository";
import { listOrderableItems } from "../../modules/sample-data/orderable-items";
import type { TwinRefusals } from "./twin-call-records";
import type { TwinClock } from "./twin-clock";
import {
  findTwinOrder,
  insertTwinOrder,
  listPendingWebhooks,
  lockExpiredOrders,
  lockTwinOrder,
  type TwinOrderRow,
  updateTwinOrder,
} from "./twin-orders.repository";
import { readTwinStore } from "./twin-store-state";
import { findTwinStore } from "./twin-stores.repository";
import {
  deliverWebhook,
  type FollowUp,
  followUpWebhook,
  placeOrderWebhook,
  type SigningKeys,
} from "./twin-webhooks";

/**
 * The platform twins' shared behaviour (docs/platform-twins.md): placing an order sends
 * the platform's signed webhook, the restaurant's calls move the order through the
 * platform's states (`twin-order-calls.ts`), and each restaurant's clock on the platform
 * cancels its orders left unanswered.
 */
export type TwinContext = {
  db: Database;
  box: SecretsBox;
  config: Config;
  clock: TwinClock;
  /** The calls only summarised, counted. */
  refusals: TwinRefusals;
  origin: () => string;
};

export class TwinNotConnectedError extends Error {
  override name = "TwinNotConnectedError";
}

/** A paused store takes no orders on the real platform: its customers cannot place one. */
export class TwinStorePausedError extends Error {
  override name = "TwinStorePausedError";
}

/** How the twin signs its webhooks to this restaurant: the key saved on the connection. */
export async function signingKeys(
  { db, box, config }: Pick<TwinContext, "db" | "box" | "config">,
  restaurantId: string,
  platform: TwinPlatform,
): Promise<SigningKeys> {
  const connection = await findConnection(db, restaurantId, platform);
  const name = PLATFORM_META[platform].displayName;
  if (!connection?.isConnected) {
    throw new TwinNotConnectedError(`Connect ${name} on the Platform Connections screen first`);
  }
  if (platform === "ubereats") {
    return {
      secret: sandboxClientSecret(config.sessionSecret),
      storeId: connection.settings.storeId ?? "",
    };
  }
  const secrets = box.open(connection.secretsEncrypted);
  const secret = platform === "woocommerce" ? secrets.consumerSecret : secrets.apiKey;
  if (!secret)
    throw new TwinNotConnectedError(`Save ${name}'s key on the Platform Connections screen first`);
  return { secret };
}

export type PlaceResult = {
  order: TwinOrderRow;
  delivered: boolean;
  status: number | null;
  answer: string;
};

/** A customer places an order on the platform: the twin keeps it and sends the webhook. */
export async function placeTwinOrder(
  context: TwinContext,
  restaurantId: string,
  platform: TwinPlatform,
): Promise<PlaceResult> {
  const keys = await signingKeys(context, restaurantId, platform);
  const now = context.clock.now(platform, restaurantId);
  const store = await findTwinStore(context.db, platform, restaurantId);
  if (readTwinStore(store, now).isPaused) {
    throw new TwinStorePausedError(
      `The store is paused on ${PLATFORM_META[platform].displayName}: customers cannot order now`,
    );
  }
  // The restaurant's own dishes as they can be ordered now; none yet: the sample menu.
  const menu = await listOrderableItems(context.db, restaurantId, now);
  const placed = placeOrderWebhook(platform, restaurantId, keys, now, { menu });
  const window = PLATFORM_RULES[platform].acceptWindowSeconds;
  const order = await insertTwinOrder(context.db, {
    platform,
    externalId: placed.externalId,
    restaurantId,
    orderNumber: placed.orderNumber,
    body: placed.body,
    placedAt: now,
    deadlineAt: window === null ? null : new Date(now.getTime() + window * 1000),
  });
  // Shopify and WooCommerce orders arrive placed and paid: nothing waits for an answer.
  const ready =
    window === null ? await updateTwinOrder(context.db, order, { state: "accepted" }, now) : order;
  const result = await deliverWebhook(context.origin(), placed.webhook);
  return { order: ready, delivered: result.ok, status: result.status, answer: result.answer };
}

/** The customer cancels or edits an order: the platform's state, then its webhook. */
export async function customerChange(
  context: TwinContext,
  restaurantId: string,
  platform: TwinPlatform,
  externalId: string,
  kind: Exclude<FollowUp, "timeout">,
): Promise<{ delivered: boolean; message: string }> {
  const keys = await signingKeys(context, restaurantId, platform);
  const now = context.clock.now(platform, restaurantId);
  const pending = await context.db.transaction(async (tx) => {
    const order = await lockTwinOrder(tx, platform, externalId);
    if (!order || order.restaurantId !== restaurantId)
      return { error: "No such order on this platform" };
    if (["cancelled", "denied", "delivered", "completed"].includes(order.state)) {
      return { error: `Order #${order.orderNumber} is already over` };
    }
    const { webhook, body } = followUpWebhook(order, kind, keys, now);
    await updateTwinOrder(
      tx,
      order,
      kind === "customer-cancel"
        ? {
            state: "cancelled",
            cancelledBy: "customer",
            reason: "Cancelled by the customer",
            body,
            webhookPending: webhook,
          }
        : { body, webhookPending: webhook },
      now,
    );
    return { order, webhook };
  });
  if ("error" in pending) return { delivered: false, message: pending.error ?? "" };
  const delivered = await flushWebhook(context, pending.order, pending.webhook);
  const what = kind === "customer-cancel" ? "cancelled" : "edited";
  return {
    delivered,
    message: delivered
      ? `Order #${pending.order.orderNumber} ${what} by the customer`
      : `Order #${pending.order.orderNumber} ${what}; OrderDock did not answer, the twin will try again`,
  };
}

export async function flushWebhook(
  context: TwinContext,
  order: Pick<TwinOrderRow, "platform" | "externalId">,
  webhook: { path: string; headers: Record<string, string>; body: string },
): Promise<boolean> {
  const result = await deliverWebhook(context.origin(), webhook);
  if (!result.ok) return false;
  const current = await findTwinOrder(context.db, order.platform as TwinPlatform, order.externalId);
  if (current && JSON.stringify(current.webhookPending) === JSON.stringify(webhook)) {
    await updateTwinOrder(context.db, current, { webhookPending: null }, current.updatedAt);
  }
  return true;
}

const CLOCK_PLATFORMS = (["ubereats", "doordash", "grubhub"] as const).filter(
  (platform) => PLATFORM_RULES[platform].acceptWindowSeconds !== null,
);

/**
 * One tick of the platforms' clocks: every unanswered order past its deadline on its own
 * restaurant's clock (real time, unless that restaurant's console moved it on) is cancelled
 * by the platform, and every webhook not yet delivered is sent again.
 */
export async function runTwinClocks(context: TwinContext): Promise<number> {
  let cancelled = 0;
  for (const platform of CLOCK_PLATFORMS) {
    const realNow = context.clock.now(platform, null);
    const moved = context.clock.moved(platform);
    const nowOf = new Map(moved.map((clock) => [clock.restaurantId, clock.now]));
    cancelled += await context.db.transaction(async (tx) => {
      const expired = await lockExpiredOrders(tx, { platform, realNow, moved });
      for (const order of expired) {
        const now = nowOf.get(order.restaurantId) ?? realNow;
        // Inside the transaction: PGlite has one connection, so every read goes through tx.
        const keys = await signingKeys({ ...context, db: tx }, order.restaurantId, platform).catch(
          () => null,
        );
        const follow = keys ? followUpWebhook(order, "timeout", keys, now) : null;
        await updateTwinOrder(
          tx,
          order,
          {
            state: "cancelled",
            cancelledBy: "platform",
            reason: "Not accepted in time",
            ...(follow && { body: follow.body, webhookPending: follow.webhook }),
          },
          now,
        );
      }
      return expired.length;
    });
  }
  await redeliverPending(context);
  return cancelled;
}

async function redeliverPending(context: TwinContext): Promise<void> {
  for (const order of await listPendingWebhooks(context.db)) {
    if (order.webhookPending) {
      await flushWebhook(
        context,
        order,
        order.webhookPending as Parameters<typeof flushWebhook>[2],
      );
    }
  }
}
