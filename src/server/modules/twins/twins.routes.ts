import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import type { SecretsBox } from "../../lib/secrets-box";
import type { SelfOrigin } from "../../lib/self-origin";
import { isStorePlatform } from "../platform-calls/clients/store-clients";
import { TWIN_PATHS, type TwinPlatform } from "../platform-calls/clients/twin-keys";
import { findRestaurant } from "../restaurants/restaurants.repository";
import { doorDashMenuEndpoints } from "./doordash-menu-twin";
import { doorDashStoreEndpoints } from "./doordash-store-twin";
import { doorDashTwinEndpoints } from "./doordash-twin";
import { grubhubMenuEndpoints } from "./grubhub-menu-twin";
import { grubhubStoreEndpoints } from "./grubhub-store-twin";
import { grubhubTwinEndpoints } from "./grubhub-twin";
import { shopifyTwinEndpoints } from "./shopify-twin";
import {
  customerChange,
  placeTwinOrder,
  runTwinClocks,
  type TwinContext,
  TwinNotConnectedError,
  TwinStorePausedError,
} from "./twin.service";
import { registerTwinEndpoint, type TwinEndpoint } from "./twin-api";
import { createTwinClock, type TwinClock } from "./twin-clock";
import { renderTwinConsole } from "./twin-console-page";
import { createTwinFaults, type TwinFaults } from "./twin-faults";
import {
  registerTwinMenuEndpoint,
  type TwinFollowUps,
  type TwinMenuEndpoint,
} from "./twin-menu-endpoints";
import { readTwinMenu } from "./twin-menu-state";
import { findLatestIngestionJob, findTwinMenu } from "./twin-menus.repository";
import { listTwinCalls, listTwinOrders } from "./twin-orders.repository";
import { registerTwinStoreEndpoint, type TwinStoreEndpoint } from "./twin-store-endpoints";
import { readTwinStore } from "./twin-store-state";
import { findTwinStore } from "./twin-stores.repository";
import { uberEatsMenuEndpoints } from "./ubereats-menu-twin";
import { uberEatsStoreEndpoints } from "./ubereats-store-twin";
import { uberEatsTwinEndpoints } from "./ubereats-twin";
import { wooCommerceTwinEndpoints } from "./woocommerce-twin";

/**
 * The platform twins (docs/platform-twins.md): each platform whose real credentials are not
 * configured is played by OrderDock itself at /sandbox/<platform>, with its API, its clock
 * and a console for the signed-in restaurant.
 */
export type TwinRoutesOptions = {
  db: Database;
  box: SecretsBox;
  config: Config;
  selfOrigin: SelfOrigin;
  clock?: TwinClock;
  faults?: TwinFaults;
  /** How often the platforms' clocks look for unanswered orders. */
  tickMs?: number;
};

export function twinsInUse(config: Config): TwinPlatform[] {
  const live: Record<TwinPlatform, boolean> = {
    ubereats: config.ubereats !== null,
    doordash: config.doordash !== null,
    grubhub: config.grubhub !== null,
    shopify: config.shopifyLive,
    woocommerce: config.woocommerceLive,
  };
  return (Object.keys(TWIN_PATHS) as TwinPlatform[]).filter((platform) => !live[platform]);
}

const MAX_CLOCK_MINUTES = 24 * 60;

export function twinRoutes({
  db,
  box,
  config,
  selfOrigin,
  clock = createTwinClock(),
  faults = createTwinFaults(),
  tickMs = 5000,
}: TwinRoutesOptions) {
  const context: TwinContext = { db, box, config, clock, origin: selfOrigin };
  const endpoints: Record<TwinPlatform, () => TwinEndpoint[]> = {
    ubereats: () => uberEatsTwinEndpoints(config),
    doordash: () => doorDashTwinEndpoints(config),
    grubhub: () => grubhubTwinEndpoints(config, selfOrigin),
    shopify: () => shopifyTwinEndpoints(config),
    woocommerce: () => wooCommerceTwinEndpoints(config),
  };
  // The marketplaces' store calls (pause, busy); Shopify and WooCommerce take none.
  const storeEndpoints: Partial<Record<TwinPlatform, () => TwinStoreEndpoint[]>> = {
    ubereats: () => uberEatsStoreEndpoints(config),
    doordash: () => doorDashStoreEndpoints(config),
    grubhub: () => grubhubStoreEndpoints(config, selfOrigin),
  };
  // Their menu calls (an item or option 86'd and back, the whole menu published).
  const menuEndpoints: Partial<Record<TwinPlatform, () => TwinMenuEndpoint[]>> = {
    ubereats: () => uberEatsMenuEndpoints(config),
    doordash: () => doorDashMenuEndpoints(config),
    grubhub: () => grubhubMenuEndpoints(config, selfOrigin),
  };

  return async (app: FastifyInstance) => {
    const platforms = twinsInUse(config);
    if (platforms.length === 0) return;
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    let timer: NodeJS.Timeout | null = null;
    let ticking: Promise<unknown> = Promise.resolve();
    const tick = () => {
      ticking = runTwinClocks(context).catch((error: unknown) =>
        app.log.warn({ err: error }, "platform twin clock failed"),
      );
      return ticking;
    };
    app.addHook("onReady", async () => {
      timer = setInterval(tick, tickMs);
      timer.unref();
    });
    // What a platform does after answering (DoorDash's menu status webhook) runs with the
    // app's background tasks, which closing waits for; closing cuts its waits short.
    const closing = new AbortController();
    const followUps: TwinFollowUps = {
      run: (name, work) => app.backgroundTasks.run(name, work),
      signal: closing.signal,
    };
    app.addHook("preClose", async () => {
      if (timer) clearInterval(timer);
      closing.abort();
      await ticking;
    });

    for (const platform of platforms) {
      for (const endpoint of endpoints[platform]())
        registerTwinEndpoint(app, context, faults, endpoint);
      for (const endpoint of storeEndpoints[platform]?.() ?? [])
        registerTwinStoreEndpoint(app, context, faults, endpoint);
      for (const endpoint of menuEndpoints[platform]?.() ?? [])
        registerTwinMenuEndpoint(app, { context, faults, followUps }, endpoint);
      registerConsole(app, { context, faults, platform, tick });
    }
  };
}

type ConsoleOptions = {
  context: TwinContext;
  faults: TwinFaults;
  platform: TwinPlatform;
  tick: () => Promise<unknown>;
};

/** The console speaks for the signed-in restaurant only; others are sent to sign in. */
async function restaurantOfConsole(request: FastifyRequest) {
  const session = await request.getSession();
  return session?.user.restaurantId ?? null;
}

function registerConsole(
  app: FastifyInstance,
  { context, faults, platform, tick }: ConsoleOptions,
) {
  const base = TWIN_PATHS[platform];
  const back = (reply: FastifyReply, flash: string) =>
    reply.redirect(`${base}?said=${encodeURIComponent(flash)}`, 303);
  const signIn = (reply: FastifyReply) =>
    reply
      .status(401)
      .type("text/html")
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign in</title><main style="font:17px system-ui;max-width:32rem;margin:4rem auto"><h1>Sign in to OrderDock first</h1><p>The platform twin shows your restaurant's orders. <a href="/login">Sign in</a>, then come back.</p></main></html>`,
      );

  app.get(base, async (request, reply) => {
    const restaurantId = await restaurantOfConsole(request);
    if (!restaurantId) return signIn(reply);
    const restaurant = await findRestaurant(context.db, restaurantId);
    const said = (request.query as { said?: unknown }).said;
    const twinNow = context.clock.now(platform);
    const fault = faults.active(platform, twinNow.getTime());
    const store = isStorePlatform(platform)
      ? readTwinStore(await findTwinStore(context.db, platform, restaurantId), twinNow)
      : null;
    const menu = isStorePlatform(platform)
      ? readTwinMenu(platform, await findTwinMenu(context.db, platform, restaurantId), twinNow)
      : null;
    const menuJob =
      platform === "grubhub" ? await findLatestIngestionJob(context.db, restaurantId) : null;
    return (
      reply
        .type("text/html")
        .header("cache-control", "no-store")
        // The console's forms post back here: the browser must name their origin (with
        // no-referrer it sends "null", which the same-origin check refuses).
        .header("referrer-policy", "same-origin")
        .send(
          renderTwinConsole({
            platform,
            base,
            restaurantName: restaurant?.name ?? null,
            orders: await listTwinOrders(context.db, restaurantId, platform),
            calls: await listTwinCalls(context.db, { platform, restaurantId, limit: 30 }),
            twinNow,
            timeZone: restaurant?.timezone ?? null,
            store,
            menu: isStorePlatform(platform) ? { view: menu, lastJob: menuJob } : null,
            flash: typeof said === "string" ? said.slice(0, 300) : null,
            faultUntil: fault ? new Date(fault.until) : null,
          }),
        )
    );
  });

  // The calls this platform received for the restaurant, newest first, to the millisecond.
  app.get(`${base}/console/calls`, async (request, reply) => {
    const restaurantId = await restaurantOfConsole(request);
    if (!restaurantId)
      return reply
        .status(401)
        .send({ message: "Sign in to OrderDock first", code: "UNAUTHORIZED" });
    const calls = await listTwinCalls(context.db, { platform, restaurantId, limit: 1000 });
    return calls.map((call) => ({
      externalId: call.externalId,
      method: call.method,
      path: call.path,
      operation: call.operation,
      body: call.body,
      status: call.status,
      receivedAt: call.receivedAt.toISOString(),
    }));
  });

  app.post(`${base}/console/orders`, async (request, reply) => {
    const restaurantId = await restaurantOfConsole(request);
    if (!restaurantId) return signIn(reply);
    try {
      const placed = await placeTwinOrder(context, restaurantId, platform);
      return back(
        reply,
        placed.delivered
          ? `Order #${placed.order.orderNumber} placed and sent to OrderDock`
          : `Order #${placed.order.orderNumber} placed, but OrderDock answered ${placed.status ?? "nothing"}: ${placed.answer}`,
      );
    } catch (error) {
      if (error instanceof TwinNotConnectedError || error instanceof TwinStorePausedError) {
        return back(reply, error.message);
      }
      throw error;
    }
  });

  for (const kind of ["cancel", "edit"] as const) {
    app.post(`${base}/console/orders/:orderId/${kind}`, async (request, reply) => {
      const restaurantId = await restaurantOfConsole(request);
      if (!restaurantId) return signIn(reply);
      const { orderId } = request.params as { orderId: string };
      try {
        const result = await customerChange(
          context,
          restaurantId,
          platform,
          orderId.slice(0, 200),
          kind === "cancel" ? "customer-cancel" : "edit",
        );
        return back(reply, result.message);
      } catch (error) {
        if (error instanceof TwinNotConnectedError) return back(reply, error.message);
        throw error;
      }
    });
  }

  app.post(`${base}/console/clock`, async (request, reply) => {
    if (!(await restaurantOfConsole(request))) return signIn(reply);
    const minutes = Number((request.body as { minutes?: unknown } | undefined)?.minutes);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_CLOCK_MINUTES) {
      return back(reply, `Minutes must be between 1 and ${MAX_CLOCK_MINUTES}`);
    }
    context.clock.advance(platform, minutes * 60_000);
    await tick();
    return back(
      reply,
      `${minutes} minute${minutes === 1 ? "" : "s"} passed on the platform's clock`,
    );
  });

  app.post(`${base}/console/outage`, async (request, reply) => {
    if (!(await restaurantOfConsole(request))) return signIn(reply);
    const body = (request.body ?? {}) as { seconds?: unknown; status?: unknown };
    const seconds = Number(body.seconds ?? 60);
    const status = Number(body.status ?? 503);
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600) {
      return back(reply, "Seconds must be between 0 and 3600");
    }
    if (![500, 502, 503, 504].includes(status))
      return back(reply, "Status must be 500, 502, 503 or 504");
    // Measured on the platform's clock, which the console can move on like its deadlines.
    const until = context.clock.now(platform).getTime() + seconds * 1000;
    faults.set(platform, seconds === 0 ? null : { status, until });
    return back(
      reply,
      seconds === 0
        ? "Calls are answered again"
        : `Every call fails with ${status} for ${seconds} seconds`,
    );
  });
}
