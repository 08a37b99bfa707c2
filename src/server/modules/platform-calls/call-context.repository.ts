import { and, eq } from "drizzle-orm";
import type { OrderStatus } from "../../../domain/status";
import type { Database } from "../../db/database";
import { orders } from "../../db/schema/orders";
import { platformConnections } from "../../db/schema/platform-connections";
import type { SecretsBox } from "../../lib/secrets-box";
import type { ClientContext } from "./clients/client";
import type { PlatformCallRow } from "./platform-calls.repository";

/** The order and the restaurant's connection a call is about, read when it is sent. */
export async function findCallContext(
  db: Database,
  box: SecretsBox,
  call: Pick<PlatformCallRow, "orderId" | "restaurantId" | "platform">,
): Promise<(Pick<ClientContext, "order" | "connection"> & { status: OrderStatus }) | null> {
  const [row] = await db
    .select({
      id: orders.id,
      externalId: orders.externalId,
      orderNumber: orders.orderNumber,
      isDelivery: orders.isDelivery,
      status: orders.status,
      settings: platformConnections.settings,
      secretsEncrypted: platformConnections.secretsEncrypted,
    })
    .from(orders)
    .leftJoin(
      platformConnections,
      and(
        eq(platformConnections.restaurantId, orders.restaurantId),
        eq(platformConnections.platform, call.platform),
      ),
    )
    .where(and(eq(orders.id, call.orderId), eq(orders.restaurantId, call.restaurantId)))
    .limit(1);
  if (!row) return null;
  const { settings, secretsEncrypted, status, ...order } = row;
  return {
    status,
    order,
    connection: { settings: settings ?? {}, secrets: box.open(secretsEncrypted ?? null) },
  };
}
