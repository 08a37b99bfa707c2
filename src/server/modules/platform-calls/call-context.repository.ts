import { and, eq } from "drizzle-orm";
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
): Promise<Pick<ClientContext, "order" | "connection"> | null> {
  const [order] = await db
    .select({
      id: orders.id,
      externalId: orders.externalId,
      orderNumber: orders.orderNumber,
      isDelivery: orders.isDelivery,
    })
    .from(orders)
    .where(and(eq(orders.id, call.orderId), eq(orders.restaurantId, call.restaurantId)))
    .limit(1);
  if (!order) return null;
  const [connection] = await db
    .select({
      settings: platformConnections.settings,
      secretsEncrypted: platformConnections.secretsEncrypted,
    })
    .from(platformConnections)
    .where(
      and(
        eq(platformConnections.restaurantId, call.restaurantId),
        eq(platformConnections.platform, call.platform),
      ),
    )
    .limit(1);
  return {
    order,
    connection: {
      settings: connection?.settings ?? {},
      secrets: box.open(connection?.secretsEncrypted ?? null),
    },
  };
}
