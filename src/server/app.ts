import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { APP_EVENTS, BROWSER_FORWARDS } from "./app-events";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { createEventBus, type EventBus } from "./events/event-bus";
import { goLiveCheckRoutes } from "./flows/go-live-check";
import { createKitchenLoadWatch, type KitchenLoadWatch } from "./flows/kitchen-load-watch";
import { demoRoutes } from "./flows/open-demo";
import { testOrderRoutes } from "./flows/test-orders";
import { type BackgroundTasks, createBackgroundTasks } from "./lib/background-tasks";
import { createLogger } from "./lib/logger";
import { createMailer, type Mailer } from "./lib/mailer";
import { createSecretsBox } from "./lib/secrets-box";
import { createSelfOrigin } from "./lib/self-origin";
import { activityRoutes } from "./modules/activity/activity.routes";
import { registerActivityLog } from "./modules/activity/activity-log";
import { adminRoutes } from "./modules/admin/admin.routes";
import { adminAuthRoutes } from "./modules/admin/admin-auth.routes";
import { analyticsRoutes } from "./modules/analytics/analytics.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { authenticate } from "./modules/auth/auth.service";
import { deviceRoutes } from "./modules/devices/devices.routes";
import { authenticateDevice, unpairItself } from "./modules/devices/devices.service";
import { healthRoutes } from "./modules/health/health.routes";
import { kitchenRoutes } from "./modules/kitchen/kitchen.routes";
import { locationRoutes } from "./modules/locations/locations.routes";
import { menuRoutes } from "./modules/menu/menu.routes";
import { recordMenuCallOutcome } from "./modules/menu-sync/menu-call-outcome";
import { menuFeedRoutes, publishOf } from "./modules/menu-sync/menu-feed";
import { menuSyncRoutes } from "./modules/menu-sync/menu-sync.routes";
import { recordOrderCallOutcome } from "./modules/orders/order-call-outcome";
import { orderRoutes } from "./modules/orders/orders.routes";
import { peopleRoutes } from "./modules/people/people.routes";
import { createOutboxWorker } from "./modules/platform-calls/outbox-worker";
import { platformRoutes } from "./modules/platforms/platforms.routes";
import { printerDeviceRoutes } from "./modules/printing/printer-device.routes";
import { createPrinterGateway } from "./modules/printing/printer-gateway";
import { createPrinterRegistry } from "./modules/printing/printer-registry";
import { createPrinterWatch, type PrinterWatch } from "./modules/printing/printer-watch";
import { printerRoutes } from "./modules/printing/printers.routes";
import { registerEmbed } from "./modules/public/embed.routes";
import { publicRoutes } from "./modules/public/public.routes";
import { pushRoutes } from "./modules/push/push.routes";
import { createPushDelivery } from "./modules/push/push-delivery";
import { createVapidKeyCache } from "./modules/push/push-keys";
import { vapidSubject } from "./modules/push/push-sender";
import { createPushWatch, type PushWatch } from "./modules/push/push-watch";
import { createRealtimeHub, type RealtimeHub } from "./modules/realtime/realtime.hub";
import { registerRealtimeRoute } from "./modules/realtime/realtime.routes";
import { settingsRoutes } from "./modules/settings/settings.routes";
import { createKitchenWatch, type KitchenWatch } from "./modules/store/kitchen-watch";
import { storeRoutes } from "./modules/store/store.routes";
import { recordStoreCallOutcome } from "./modules/store/store-call-outcome";
import { deliveryRoutes } from "./modules/webhooks/deliveries.routes";
import { webhookRoutes } from "./modules/webhooks/webhooks.routes";
import { parseCleanQuery, registerCleanJsonBodies } from "./plugins/clean-json-bodies";
import { answerFrameworkError, registerErrorHandler } from "./plugins/error-handler";
import { generateRequestId } from "./plugins/request-id";
import { registerRoutePermissions } from "./plugins/route-permissions";
import { registerSameOriginCheck } from "./plugins/same-origin";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerSession } from "./plugins/session";
import { registerStaticClient } from "./plugins/static-client";

declare module "fastify" {
  interface FastifyInstance {
    /** Work requests started without waiting; closing the app waits for it. */
    backgroundTasks: BackgroundTasks;
    /** Order events of every instance (NOTIFY/LISTEN), and this instance's sockets. */
    events: EventBus;
    realtimeHub: RealtimeHub;
    /** The watch on kitchens that go dark; tests run a round with a moved clock. */
    kitchenWatch: KitchenWatch;
    /** The kitchen's load rules, looked at after orders change and in each watch round. */
    kitchenLoad: KitchenLoadWatch;
    /** Printers' calls written, offline marked, auto-print jobs made; tests run rounds. */
    printerWatch: PrinterWatch;
    /** The look for push alerts; tests run one with a moved clock. */
    pushWatch: PushWatch;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** A ready logger (main.ts shares one with start-up); otherwise built from the config. */
  logger?: FastifyBaseLogger;
  /** Outgoing email; by default SMTP_URL, or the log when it is unset. */
  mailer?: Mailer;
  /** The clock of status changes and the outbox; tests move it past the undo window. */
  clock?: () => Date;
  /**
   * Told of every route as it is registered, before any plugin adds one: the proof tests
   * build their table of routes from the app itself, so a new route is tested unasked.
   */
  onRoute?: (route: RouteOptions) => void;
  /** Adds routes in the scope of the app's own, with every browser plugin (test-only ones). */
  addRoutes?: (scope: FastifyInstance) => void;
};

/** Builds the whole HTTP application without listening, so tests can `inject` into it. */
export async function buildApp({
  config,
  database,
  logger,
  mailer,
  clock,
  onRoute,
  addRoutes,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    // A stalled client cannot hold a request open forever; websockets are not affected.
    requestTimeout: 30_000,
    // NUL and lone surrogates in a query string are replaced before any route reads them.
    routerOptions: { querystringParser: parseCleanQuery },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook("onRoute", onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Once the server is stopping, every answer asks the client to close its connection: a
  // keep-alive connection busy when the stop began would otherwise hold the shutdown up
  // until its idle timeout, and a browser that keeps using it, for good.
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
    app.server.closeIdleConnections();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    if (isClosing) reply.header("connection", "close");
    done(null, payload);
  });

  const tasks = createBackgroundTasks((name, error) =>
    app.log.error({ err: error }, `${name} failed`),
  );
  app.decorate("backgroundTasks", tasks);
  app.addHook("onClose", () => tasks.drain());

  const { db } = database;
  const selfOrigin = createSelfOrigin(config, app);
  registerErrorHandler(app);
  registerCleanJsonBodies(app);

  const events = createEventBus({ database, logger: app.log, events: APP_EVENTS });
  await events.start();
  app.decorate("events", events);
  app.addHook("onClose", () => events.stop());
  const outgoingMail =
    mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
  const box = createSecretsBox(config.secretsKey);
  // The sandbox, loaded only when it is on: SANDBOX=off leaves its code out.
  const sandbox = config.sandbox
    ? (await import("./sandbox/sandbox")).createSandbox({
        db,
        box,
        config,
        selfOrigin,
        logger: app.log,
      })
    : null;
  if (sandbox) {
    app.addHook("onListen", async () => sandbox.start());
    app.addHook("preClose", () => sandbox.stop());
  }
  const hub = createRealtimeHub({ bus: events, forwards: BROWSER_FORWARDS, logger: app.log });
  app.decorate("realtimeHub", hub);
  app.addHook("preClose", async () => hub.stop());
  const kitchenLoad = createKitchenLoadWatch({ db, bus: events, logger: app.log, clock });
  app.decorate("kitchenLoad", kitchenLoad);
  app.addHook("preClose", () => kitchenLoad.stop());
  const outbox = createOutboxWorker({
    db,
    bus: events,
    box,
    config,
    selfOrigin,
    logger: app.log,
    recorders: {
      order: recordOrderCallOutcome,
      menu: recordMenuCallOutcome,
      store: recordStoreCallOutcome,
    },
    publishOf: (call, origin) => publishOf(db, call, origin),
    senders: config.outboxSenders,
    maxRetryMs: config.outboxMaxRetryMs,
    clock,
  });
  app.addHook("onReady", async () => outbox.start());
  app.addHook("preClose", () => outbox.stop());
  const kitchenWatch = createKitchenWatch({
    db,
    bus: events,
    hub,
    mailer: outgoingMail,
    logger: app.log,
    clock,
    alsoEachRound: () => kitchenLoad.runRound(),
  });
  app.decorate("kitchenWatch", kitchenWatch);
  app.addHook("onReady", async () => kitchenWatch.start());
  app.addHook("preClose", () => kitchenWatch.stop());
  const printerRegistry = createPrinterRegistry();
  const printerWatch = createPrinterWatch({
    db,
    bus: events,
    registry: printerRegistry,
    logger: app.log,
    clock,
  });
  app.decorate("printerWatch", printerWatch);
  const pushKeys = createVapidKeyCache(db, box);
  const pushDelivery = createPushDelivery({
    db,
    box,
    keys: pushKeys,
    subject: vapidSubject(config.publicUrl, config.mailFrom),
    logger: app.log,
    clock,
  });
  const pushWatch = createPushWatch({ db, delivery: pushDelivery, logger: app.log, clock });
  app.decorate("pushWatch", pushWatch);
  app.addHook("onReady", async () => pushWatch.start());
  app.addHook("preClose", () => pushWatch.stop());
  app.addHook("onReady", async () => printerWatch.start());
  app.addHook("preClose", () => printerWatch.stop());
  const printerGateway = createPrinterGateway({
    db,
    registry: printerRegistry,
    clock,
    onNews: () => printerWatch.writeSoon(),
  });

  // Kitchen printers' calls, beside the browser's plugins rather than under them.
  const devices = printerDeviceRoutes(printerGateway);
  await app.register(devices.routes, devices.options);

  // Everything a browser, a platform or a person calls: page policies, compression, the
  // session cookie and the same-origin check apply to these routes only.
  await app.register(async (web) => {
    await registerSecurityHeaders(web);
    // Pages, scripts and JSON go out compressed (brotli or gzip, as the client accepts): the
    // client's JavaScript shrinks from ~300 kB to ~95 kB and a 1,000-order list from 820 kB.
    await web.register(compress, { global: true, encodings: ["br", "gzip"] });
    await web.register(cookie);
    await web.register(rateLimit, { global: false });
    registerSession(web, {
      // A person's session, or else a paired kitchen device's (with whoever entered their PIN).
      authenticate: async (token, operatorToken, location) =>
        (await authenticate({
          db,
          secret: config.sessionSecret,
          token,
          locationHint: location.hint,
        })) ??
        authenticateDevice({
          db,
          secret: config.sessionSecret,
          token,
          operatorToken,
          locationHint: location.named,
          now: clock?.() ?? new Date(),
        }),
    });
    registerSameOriginCheck(web, { publicUrl: config.publicUrl });
    // A test's own routes (createTestApp's beforeReady) come before the permission table,
    // which applies to every route after it: each restaurant route gets its check.
    addRoutes?.(web);
    registerRoutePermissions(web);
    registerActivityLog(web, { db });

    await web.register(healthRoutes({ database, bus: events }));
    await web.register(
      authRoutes({
        db,
        bus: events,
        config,
        tasks,
        selfOrigin,
        mailer: outgoingMail,
        // Signing out on a kitchen device unpairs it: its cookie was its only key.
        unpairDevice: (device, restaurantId) =>
          unpairItself({ db, bus: events, restaurantId, now: new Date() }, device),
      }),
    );
    await web.register(
      demoRoutes({
        db,
        bus: events,
        config,
        onDemoCreated: () => sandbox?.onDemoCreated(),
      }),
    );
    await web.register(
      peopleRoutes({
        db,
        bus: events,
        mailer: outgoingMail,
        tasks,
        selfOrigin,
        secret: config.sessionSecret,
        clock,
      }),
    );
    await web.register(deviceRoutes({ db, bus: events, secret: config.sessionSecret, clock }));
    await web.register(activityRoutes({ db }));
    await web.register(locationRoutes({ db }));
    await web.register(adminAuthRoutes({ db, bus: events, secret: config.sessionSecret }));
    await web.register(websocket, { options: { maxPayload: 64 * 1024 } });
    await web.register(orderRoutes({ db, clock }));
    await web.register(testOrderRoutes({ db }));
    await web.register(adminRoutes({ database, bus: events, hub }));
    await web.register(menuRoutes({ db, bus: events, clock }));
    await web.register(menuSyncRoutes({ db, bus: events, clock }));
    await web.register(menuFeedRoutes({ db, clock }));
    await web.register(
      settingsRoutes({
        db,
        onKitchenLoadSaved: (restaurantId) => kitchenLoad.schedule(restaurantId),
      }),
    );
    await web.register(storeRoutes({ db, bus: events, clock }));
    await web.register(kitchenRoutes({ db }));
    await web.register(analyticsRoutes({ db }));
    await web.register(publicRoutes({ db, clock }));
    await web.register(
      pushRoutes({
        db,
        box,
        keys: pushKeys,
        delivery: pushDelivery,
        extraServices: config.pushServices,
      }),
    );
    await web.register(printerRoutes({ db, bus: events, box, selfOrigin, clock }));
    await web.register(platformRoutes({ db, box, config, selfOrigin }));
    await web.register(goLiveCheckRoutes({ db, box, config, selfOrigin }));
    if (sandbox) await web.register(sandbox.routes);
    await web.register(webhookRoutes({ db, bus: events, box, config, selfOrigin }));
    await web.register(deliveryRoutes({ db, bus: events, config, selfOrigin }));
    await web.register(async (scope) =>
      registerRealtimeRoute(scope, { db, hub, bus: events, publicUrl: config.publicUrl }),
    );

    // The website order form's script and sample page, built beside the client.
    registerEmbed(web, {
      db,
      embedDir: path.join(config.clientDir, "..", "embed"),
      isProduction: config.isProduction,
      selfOrigin,
    });
    await registerStaticClient(web, { clientDir: config.clientDir, publicUrl: config.publicUrl });
  });
  return app;
}
