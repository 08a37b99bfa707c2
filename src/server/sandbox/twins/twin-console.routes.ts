import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TWIN_PATHS, type TwinPlatform } from "../../lib/sandbox-credentials";
import { findRestaurant } from "../../modules/restaurants/restaurants.repository";
import {
  findRestaurantUberStore,
  updateUberIntegration,
} from "../ubereats/uber-integrations.repository";
import { sendStoreEvent, storeEventOf } from "../ubereats/uber-store-events";
import {
  customerChange,
  placeTwinOrder,
  type TwinContext,
  TwinNotConnectedError,
  TwinStorePausedError,
} from "./twin.service";
import { KEPT_CALLS } from "./twin-call-records";
import { renderTwinConsole } from "./twin-console-page";
import type { TwinFaults } from "./twin-faults";
import { readTwinMenu } from "./twin-menu-state";
import { findLatestIngestionJob, findTwinMenu } from "./twin-menus.repository";
import { listTwinCalls, listTwinOrders } from "./twin-orders.repository";
import { isTwinStorePlatform } from "./twin-store-platforms";
import { readTwinStore } from "./twin-store-state";
import { findTwinStore } from "./twin-stores.repository";

/**
 * A twin's console at /sandbox/<platform>, for the signed-in restaurant only (others are
 * asked to sign in): its orders, store, menu and calls as the platform holds them, and
 * buttons that play the platform's customer, its clock and its outage, each for this
 * restaurant alone (docs/platform-twins.md).
 */
const MAX_CLOCK_MINUTES = 24 * 60;

export type ConsoleOptions = {
  context: TwinContext;
  faults: TwinFaults;
  platform: TwinPlatform;
  tick: () => Promise<unknown>;
};

/** Whether OrderDock's integration is on for the restaurant's Uber store; null: none. */
async function uberIntegrationOf(context: TwinContext, restaurantId: string) {
  const integration = (await findRestaurantUberStore(context.db, restaurantId))?.integration;
  return integration ? { isOn: integration.integrationEnabled } : null;
}

/** The console speaks for the signed-in restaurant only; others are sent to sign in. */
async function restaurantOfConsole(request: FastifyRequest) {
  const session = await request.getSession();
  return session?.user.restaurantId ?? null;
}

export function registerConsole(
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
    const twinNow = context.clock.now(platform, restaurantId);
    const fault = faults.active(platform, restaurantId, twinNow.getTime());
    const store = isTwinStorePlatform(platform)
      ? readTwinStore(await findTwinStore(context.db, platform, restaurantId), twinNow)
      : null;
    const menu = isTwinStorePlatform(platform)
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
            menu: isTwinStorePlatform(platform) ? { view: menu, lastJob: menuJob } : null,
            flash: typeof said === "string" ? said.slice(0, 300) : null,
            faultUntil: fault ? new Date(fault.until) : null,
            refusesCredentials: faults.refusesCredentials(platform, restaurantId),
            uberIntegration:
              platform === "ubereats" ? await uberIntegrationOf(context, restaurantId) : null,
          }),
        )
    );
  });

  // The calls this platform received for the restaurant, newest first, to the millisecond:
  // all it keeps.
  app.get(`${base}/console/calls`, async (request, reply) => {
    const restaurantId = await restaurantOfConsole(request);
    if (!restaurantId)
      return reply
        .status(401)
        .send({ message: "Sign in to OrderDock first", code: "UNAUTHORIZED" });
    const calls = await listTwinCalls(context.db, { platform, restaurantId, limit: KEPT_CALLS });
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

  // The console moves its own restaurant's clock and outage, never another's.
  app.post(`${base}/console/clock`, async (request, reply) => {
    const restaurantId = await restaurantOfConsole(request);
    if (!restaurantId) return signIn(reply);
    const minutes = Number((request.body as { minutes?: unknown } | undefined)?.minutes);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_CLOCK_MINUTES) {
      return back(reply, `Minutes must be between 1 and ${MAX_CLOCK_MINUTES}`);
    }
    context.clock.advance(platform, restaurantId, minutes * 60_000);
    await tick();
    return back(
      reply,
      `${minutes} minute${minutes === 1 ? "" : "s"} passed on the platform's clock`,
    );
  });

  // Uber only: the merchant or Uber's support switching OrderDock off for the store, or on
  // again, as Uber's store events then tell OrderDock.
  if (platform === "ubereats") {
    app.post(`${base}/console/integration`, async (request, reply) => {
      const restaurantId = await restaurantOfConsole(request);
      if (!restaurantId) return signIn(reply);
      const on = (request.body as { on?: unknown } | undefined)?.on;
      if (on !== "1" && on !== "0") return back(reply, "On must be 1 or 0");
      const isOn = on === "1";
      const store = await findRestaurantUberStore(context.db, restaurantId);
      const integration = store
        ? await updateUberIntegration(context.db, store.storeId, { integrationEnabled: isOn })
        : null;
      if (!integration) return back(reply, "Connect Uber Eats and activate a store first");
      const sent = await sendStoreEvent(
        context.config,
        context.origin(),
        storeEventOf(integration),
      );
      const change = isOn ? "switched on" : "switched off";
      return back(
        reply,
        sent.ok
          ? `OrderDock's integration ${change} for this store, and OrderDock told`
          : `OrderDock's integration ${change}, but OrderDock answered ${sent.status ?? "nothing"}`,
      );
    });
  }

  app.post(`${base}/console/credentials`, async (request, reply) => {
    const restaurantId = await restaurantOfConsole(request);
    if (!restaurantId) return signIn(reply);
    const refuse = (request.body as { refuse?: unknown } | undefined)?.refuse;
    if (refuse !== "1" && refuse !== "0") return back(reply, "Refuse must be 1 or 0");
    faults.refuseCredentials(platform, restaurantId, refuse === "1");
    return back(
      reply,
      refuse === "1"
        ? "OrderDock's credentials are refused, as if revoked"
        : "OrderDock's credentials are accepted again",
    );
  });

  app.post(`${base}/console/outage`, async (request, reply) => {
    const restaurantId = await restaurantOfConsole(request);
    if (!restaurantId) return signIn(reply);
    const body = (request.body ?? {}) as { seconds?: unknown; status?: unknown };
    const seconds = Number(body.seconds ?? 60);
    const status = Number(body.status ?? 503);
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600) {
      return back(reply, "Seconds must be between 0 and 3600");
    }
    if (![500, 502, 503, 504].includes(status))
      return back(reply, "Status must be 500, 502, 503 or 504");
    // Measured on the platform's clock, which the console can move on like its deadlines.
    const until = context.clock.now(platform, restaurantId).getTime() + seconds * 1000;
    faults.set(platform, restaurantId, seconds === 0 ? null : { status, until });
    return back(
      reply,
      seconds === 0
        ? "Calls are answered again"
        : `Every call fails with ${status} for ${seconds} seconds`,
    );
  });
}
