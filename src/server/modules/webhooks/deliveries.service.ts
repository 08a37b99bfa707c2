import type { FastifyBaseLogger } from "fastify";
import type { Delivery, DeliveryDetail } from "../../../domain/api/webhook-deliveries";
import { isUuid } from "../../../domain/ids";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { conflict, notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import {
  type DeliveryLogRow,
  findDelivery,
  listDeliveries,
  reopenDelivery,
} from "./deliveries.repository";
import { parseBody, runDelivery } from "./handle-delivery";
import type { PayloadError } from "./mappers/types";
import type { ReceiverContext } from "./receivers/receiver";
import { RECEIVERS } from "./receivers/receivers";

/**
 * The owner's delivery log (decision 095), always scoped to the session's restaurant: the
 * list, one delivery with its body, and "Process again" — the stored body handled again
 * by today's code, for a delivery that was refused or failed, or an order to re-read.
 */
export const DELIVERY_NOT_FOUND = "Delivery not found";

function toDelivery(row: DeliveryLogRow): Delivery {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    processedAt: row.processedAt ? row.processedAt.toISOString() : null,
    eventType: row.eventType,
    status: row.status,
    summary: row.summary,
    error: row.error,
    attempts: row.attempts,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    hasBody: row.hasBody,
  };
}

type Scope = { db: Database; restaurantId: string; platform: Platform };

export async function getDeliveryLog(
  scope: Scope & { limit: number; before?: string },
): Promise<Delivery[]> {
  const rows = await listDeliveries(scope.db, {
    restaurantId: scope.restaurantId,
    platform: scope.platform,
    limit: scope.limit,
    ...(scope.before && { beforeId: scope.before }),
  });
  return rows.map(toDelivery);
}

async function findOwn(scope: Scope & { id: string }) {
  if (!isUuid(scope.id)) throw notFound(DELIVERY_NOT_FOUND);
  const row = await findDelivery(scope.db, scope);
  if (!row) throw notFound(DELIVERY_NOT_FOUND);
  return row;
}

export async function getDelivery(
  scope: Scope & { id: string },
): Promise<DeliveryDetail["delivery"]> {
  const row = await findOwn(scope);
  return { ...toDelivery(row), body: row.rawBody, headers: row.headers };
}

export type ProcessAgainOptions = Scope & {
  id: string;
  bus: EventBus;
  log: FastifyBaseLogger;
  context: Omit<ReceiverContext, "restaurantId">;
};

export async function processDeliveryAgain(options: ProcessAgainOptions): Promise<Delivery> {
  const row = await findOwn(options);
  if (!row.hasBody) {
    throw conflict(
      "This delivery's body was not kept (its signature did not match, or it was refused longer ago than refused bodies are kept): there is nothing to process",
      "NO_BODY",
    );
  }
  if (row.status === "received") throw conflict("This delivery is being processed", "IN_PROGRESS");
  await reopenDelivery(options.db, row.id);
  let parseError: PayloadError | undefined;
  let json: unknown;
  try {
    json = parseBody(row.rawBody);
  } catch (error) {
    parseError = error as PayloadError;
  }
  await runDelivery({
    db: options.db,
    bus: options.bus,
    log: options.log,
    receiver: RECEIVERS[options.platform as keyof typeof RECEIVERS],
    context: { ...options.context, restaurantId: options.restaurantId },
    deliveryId: row.id,
    input: { raw: row.rawBody, headers: row.headers, json },
    ...(parseError && { parseError }),
    now: new Date(),
  });
  const updated = await findOwn(options);
  return toDelivery(updated);
}
