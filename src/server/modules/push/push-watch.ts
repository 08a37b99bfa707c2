import type { FastifyBaseLogger } from "fastify";
import { isPlatform, platformDisplayName } from "../../../domain/platforms";
import {
  autoPausedMessage,
  orderWaitingMessage,
  type PushMessage,
  printerOfflineMessage,
} from "../../../domain/push";
import { isStoreChannel, storeChannelName } from "../../../domain/store-controls";
import type { Database } from "../../db/database";
import {
  claimAutoPauses,
  claimOrdersWaiting,
  claimPrintersOffline,
  forgetOldClaims,
  markSent,
} from "./push-alerts.repository";
import type { PushDelivery } from "./push-delivery";
import { subscriptionsByIds } from "./push-subscriptions.repository";

/**
 * Every instance looks every `PUSH_WATCH_MS` for what devices should hear of, claims it
 * and sends it (docs/push-alerts.md). A claim is made once across instances, so looking
 * from each is safe; a look that fails is the next one's to make.
 */
export const PUSH_WATCH_MS = 15_000;

export type PushWatch = {
  start(): void;
  stop(): Promise<void>;
  /** One look now (tests call it with a moved clock). */
  runOnce(): Promise<void>;
};

type Outgoing = { message: PushMessage; keys: string[] };

export function createPushWatch({
  db,
  delivery,
  logger,
  clock = () => new Date(),
  intervalMs = PUSH_WATCH_MS,
}: {
  db: Database;
  delivery: PushDelivery;
  logger: FastifyBaseLogger;
  clock?: () => Date;
  intervalMs?: number;
}): PushWatch {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const runOnce = async () => {
    const now = clock();
    await forgetOldClaims(db, now);
    const outgoing = new Map<string, Outgoing[]>();
    const add = (subscriptionId: string, item: Outgoing) =>
      outgoing.set(subscriptionId, [...(outgoing.get(subscriptionId) ?? []), item]);

    for (const [subscriptionId, orders] of groupBy(await claimOrdersWaiting(db, now))) {
      add(subscriptionId, {
        message: orderWaitingMessage(
          orders.map((order) => ({
            orderNumber: order.orderNumber,
            platformName: isPlatform(order.platform)
              ? platformDisplayName(order.platform)
              : order.platform,
            waitedMinutes: order.waitedMinutes,
          })),
        ),
        keys: orders.map((order) => `order:${order.orderId}`),
      });
    }
    for (const [subscriptionId, printers] of groupBy(await claimPrintersOffline(db, now))) {
      add(subscriptionId, {
        message: printerOfflineMessage(printers.map((printer) => printer.printerName)),
        keys: printers.map((printer) => printer.alertKey),
      });
    }
    for (const [subscriptionId, pauses] of groupBy(await claimAutoPauses(db, now))) {
      const channels = pauses.map((pause) =>
        isStoreChannel(pause.channel) ? storeChannelName(pause.channel) : pause.channel,
      );
      add(subscriptionId, {
        message: autoPausedMessage(channels, pauses[0]?.reason ?? null),
        keys: pauses.map((pause) => `pause:${pause.controlId}`),
      });
    }
    if (outgoing.size === 0) return;

    const subscriptions = await subscriptionsByIds(db, [...outgoing.keys()]);
    await Promise.all(
      subscriptions.map(async (subscription) => {
        for (const item of outgoing.get(subscription.id) ?? []) {
          const outcome = await delivery.deliver(subscription, item.message);
          if (outcome.kind === "gone") return;
          if (outcome.kind === "sent") await markSent(db, subscription.id, item.keys, clock());
        }
      }),
    );
  };

  let isLooking = false;
  const round = () => {
    // A look still sending (a slow push service) is not doubled.
    if (isLooking) return running;
    isLooking = true;
    running = runOnce()
      .catch((error: unknown) => {
        logger.warn({ err: error }, "the push alerts look failed");
      })
      .finally(() => {
        isLooking = false;
      });
    return running;
  };

  return {
    start() {
      timer = setInterval(round, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
    runOnce,
  };
}

function groupBy<T extends { subscriptionId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows)
    groups.set(row.subscriptionId, [...(groups.get(row.subscriptionId) ?? []), row]);
  return groups;
}
