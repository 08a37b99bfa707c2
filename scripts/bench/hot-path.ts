import { randomBytes, randomUUID } from "node:crypto";
import { PgDialect } from "drizzle-orm/pg-core";
import { orderDetailsSchema } from "../../src/domain/order";
import { signSessionToken, verifySessionToken } from "../../src/server/modules/auth/session-token";
import { toOrderRow } from "../../src/server/modules/orders/order-row";
import { newOrderStatement } from "../../src/server/modules/orders/orders.repository";
import { createRandom } from "../../src/server/modules/sample-data/random";
import { createSampleOrder } from "../../src/server/modules/sample-data/sample-orders";
import { round } from "./stats";

/**
 * The CPU an ingest spends in its own steps, in-process and one at a time, to explain the
 * ingest figures: the session token check every request makes, building the one statement
 * that stores the order, its event and its NOTIFY (no database), validating and creating a
 * test order.
 */
async function measure(name: string, run: (index: number) => unknown, calls = 2000) {
  for (let index = 0; index < 200; index += 1) await run(index); // warm-up
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let index = 0; index < calls; index += 1) await run(index);
  const used = process.cpuUsage(cpu);
  return {
    name,
    cpuMicrosPerCall: round((used.user + used.system) / calls, 1),
    wallMicrosPerCall: round(((performance.now() - started) * 1000) / calls, 1),
  };
}

export async function benchHotPath() {
  const secret = randomBytes(32).toString("base64");
  const claims = {
    sessionId: randomUUID(),
    userId: randomUUID(),
    role: "shop_owner" as const,
    restaurantId: randomUUID(),
    version: 0,
  };
  const token = await signSessionToken(claims, {
    secret,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const random = createRandom(7);
  const samples = Array.from({ length: 200 }, (_, sequence) =>
    createSampleOrder({ random, created: new Date(), sequence }),
  );
  const rows = samples.map((sample, index) =>
    toOrderRow({
      restaurantId: claims.restaurantId,
      platform: sample.platform,
      externalId: `bench-${index}`,
      details: orderDetailsSchema.parse(sample.details),
      isTest: true,
    }),
  );
  const dialect = new PgDialect();
  const rowAt = (index: number) => rows[index % rows.length] as (typeof rows)[number];
  return [
    await measure("verifySessionToken (as every request does)", () =>
      verifySessionToken(token, secret),
    ),
    await measure("build SQL: order + event + NOTIFY in one statement", (index) => {
      const row = rowAt(index);
      return dialect.sqlToQuery(
        newOrderStatement({
          row: { ...row, createdAt: new Date(), receivedAt: new Date() },
          actorType: "user",
          actorUserId: claims.userId,
          at: new Date(),
        }),
      );
    }),
    await measure("orderDetailsSchema.safeParse", (index) =>
      orderDetailsSchema.safeParse(samples[index % samples.length]?.details),
    ),
    await measure("createSampleOrder", (sequence) =>
      createSampleOrder({ random, created: new Date(), sequence }),
    ),
  ];
}
