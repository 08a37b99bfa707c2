import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { TWIN_PATHS, type TwinPlatform } from "../../lib/sandbox-credentials";
import type { SecretsBox } from "../../lib/secrets-box";
import type { SelfOrigin } from "../../lib/self-origin";
import { doorDashMenuEndpoints } from "./doordash-menu-twin";
import { doorDashStoreEndpoints } from "./doordash-store-twin";
import { doorDashTwinEndpoints } from "./doordash-twin";
import { grubhubMenuEndpoints } from "./grubhub-menu-twin";
import { grubhubStoreEndpoints } from "./grubhub-store-twin";
import { grubhubTwinEndpoints } from "./grubhub-twin";
import { addShopifyVersionHeader, shopifyTwinEndpoints } from "./shopify-twin";
import { runTwinClocks, type TwinContext } from "./twin.service";
import { registerTwinEndpoint, type TwinEndpoint } from "./twin-api";
import { createTwinRefusals } from "./twin-call-records";
import { createTwinClock, type TwinClock } from "./twin-clock";
import { registerConsole } from "./twin-console.routes";
import { createTwinFaults, type TwinFaults } from "./twin-faults";
import {
  registerTwinMenuEndpoint,
  type TwinFollowUps,
  type TwinMenuEndpoint,
} from "./twin-menu-endpoints";
import { registerTwinStoreEndpoint, type TwinStoreEndpoint } from "./twin-store-endpoints";
import { uberEatsMenuEndpoints } from "./ubereats-menu-twin";
import { uberEatsStoreEndpoints } from "./ubereats-store-twin";
import { uberEatsTwinEndpoints } from "./ubereats-twin";
import { wooCommerceReadEndpoints, wooCommerceTwinEndpoints } from "./woocommerce-twin";

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

export function twinRoutes({
  db,
  box,
  config,
  selfOrigin,
  clock = createTwinClock(),
  faults = createTwinFaults(),
  tickMs = 5000,
}: TwinRoutesOptions) {
  const refusals = createTwinRefusals();
  const context: TwinContext = { db, box, config, clock, refusals, origin: selfOrigin };
  const endpoints: Record<TwinPlatform, () => TwinEndpoint[]> = {
    ubereats: () => uberEatsTwinEndpoints(config),
    doordash: () => doorDashTwinEndpoints(config),
    grubhub: () => grubhubTwinEndpoints(config, selfOrigin),
    shopify: () => shopifyTwinEndpoints(config),
    woocommerce: () => wooCommerceTwinEndpoints(config),
  };
  // The marketplaces' store calls (pause, busy, the store's details), and WooCommerce's
  // list of orders: the calls that change or read a store rather than one order.
  const storeEndpoints: Partial<Record<TwinPlatform, () => TwinStoreEndpoint[]>> = {
    ubereats: () => uberEatsStoreEndpoints(config),
    doordash: () => doorDashStoreEndpoints(config),
    grubhub: () => grubhubStoreEndpoints(config, selfOrigin),
    woocommerce: () => wooCommerceReadEndpoints(config),
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
      // The calls kept only as summaries since the last tick, counted in the log.
      const refused = refusals.take();
      if (refused.length > 0) app.log.info({ refused }, "platform twins refused calls");
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

    // Shopify names the API version that served a call on every answer, refusals too.
    if (platforms.includes("shopify")) app.addHook("onRequest", addShopifyVersionHeader);
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
