import type { FastifyBaseLogger } from "fastify";
import type { PushMessage } from "../../../domain/push";
import type { Database } from "../../db/database";
import type { PushSubscriptionRow } from "../../db/schema/push";
import type { SecretsBox } from "../../lib/secrets-box";
import type { VapidKeys } from "./push-keys";
import { type PushOutcome, sendPush } from "./push-sender";
import { forgetSubscription, noteDelivery } from "./push-subscriptions.repository";

export type PushDelivery = {
  /** Sends to one device and writes down what its push service said. */
  deliver(subscription: PushSubscriptionRow, message: PushMessage): Promise<PushOutcome>;
};

export function createPushDelivery({
  db,
  box,
  keys,
  subject,
  logger,
  clock = () => new Date(),
}: {
  db: Database;
  box: SecretsBox;
  keys: () => Promise<VapidKeys>;
  subject: string;
  logger: FastifyBaseLogger;
  clock?: () => Date;
}): PushDelivery {
  return {
    async deliver(subscription, message) {
      const { p256dh, auth } = box.open(subscription.keysSealed);
      const outcome =
        p256dh && auth
          ? await sendPush({
              target: { endpoint: subscription.endpoint, keys: { p256dh, auth } },
              message,
              keys: await keys(),
              subject,
            })
          : ({ kind: "gone", reason: "its keys are damaged" } as const);
      if (outcome.kind === "sent") {
        await noteDelivery(db, subscription.id, { sentAt: clock() });
      } else if (outcome.kind === "gone") {
        logger.info(
          { subscriptionId: subscription.id, reason: outcome.reason },
          "a device's push subscription is gone: forgotten",
        );
        await forgetSubscription(db, subscription.id);
      } else {
        logger.warn(
          { subscriptionId: subscription.id, reason: outcome.reason },
          "a push service refused an alert",
        );
        await noteDelivery(db, subscription.id, { error: outcome.reason });
      }
      return outcome;
    },
  };
}
