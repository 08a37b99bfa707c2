import { createECDH, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Team } from "../../../domain/api/people";
import type { StoreStatus } from "../../../domain/api/store";
import { menuPublishes } from "../../db/schema/menu-publishes";
import { orderEvents } from "../../db/schema/order-events";
import { platformCalls } from "../../db/schema/platform-calls";
import { twinOrders } from "../../db/schema/twin-orders";
import { TWIN_PATHS, type TwinPlatform } from "../../lib/sandbox-credentials";
import { recordMenuCallOutcome } from "../../modules/menu-sync/menu-call-outcome";
import { menuFeedUrl } from "../../modules/menu-sync/menu-feed";
import { MENU_CLIENTS } from "../../modules/platform-calls/clients/menu-clients";
import {
  findConnection,
  saveConnection,
} from "../../modules/platforms/platform-connections.repository";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { findTwinMenu } from "../../sandbox/twins/twin-menus.repository";
import { activateUberIntegration } from "../../sandbox/ubereats/uber-integrations.repository";
import { createOwner, signInToken } from "../../test/auth-helpers";
import { type PairedDevice, pairNewDevice } from "../../test/device-helpers";
import { GRUBHUB_BODY, PLATFORM_BODIES } from "../../test/platform-bodies";
import { joinTeam, type TeamMember } from "../../test/team-helpers";
import { connect, type KeyedPlatform, testBox } from "../../test/webhook-helpers";
import type { FixtureKind } from "./id-slots";
import { PROOF_PUSH_SERVICE, type ProofApp } from "./proof-app";
import { menuDocument, settingsOf, signedWebhook, uberWebhook } from "./world-inputs";

/**
 * A restaurant with real data of every kind, made through the real endpoints wherever one
 * exists: a menu, platform connections with secrets of its own, settings, orders from every
 * platform and the website form, a status change, an accepted order with its platform call,
 * a cancellation that came before its order, the delivery log, an order on each platform's
 * twin, a reset token.
 * Every name it makes carries its `tag`, so an answer showing its data is easy to find.
 */
export type RestaurantWorld = {
  tag: string;
  restaurantId: string;
  userId: string;
  email: string;
  password: string;
  token: string;
  secrets: Record<KeyedPlatform, string>;
  /** The Uber Eats store connected to it: Uber's webhooks name the store, not the restaurant. */
  uberStoreId: string;
  ids: Record<FixtureKind, string[]>;
  /**
   * Text only this restaurant's answers may show: `private` never leaves it; `public` is
   * what its website order form shows anyone (its name, id and menu).
   */
  needles: { public: string[]; private: string[] };
  /** A delivery's platform, for the delivery log's `:platform`. */
  deliveryPlatform: Record<string, string>;
  /** Which platform's twin holds each twin order. */
  twinOrderPlatform: Record<string, string>;
  /** Its manager and a member of staff, who joined from their emailed invitations. */
  team: { manager: TeamMember; staff: TeamMember };
  /** Its paired kitchen device (default PIN choices). */
  device: PairedDevice;
};

export async function buildRestaurantWorld(app: ProofApp, label: string): Promise<RestaurantWorld> {
  const tag = `${label}${randomBytes(3).toString("hex")}`;
  const { db } = app.database;
  const account = await createOwner(db, { restaurantName: `${tag} Bistro` });
  const restaurantId = account.user.restaurantId ?? "";
  const token = await signInToken(app.app, account);
  const call = caller(app.app, token);
  const secrets = {
    shopify: `shp-${tag}`,
    woocommerce: `woo-${tag}`,
    doordash: `dd-${tag}`,
    grubhub: `gh-${tag}`,
  } satisfies Record<KeyedPlatform, string>;

  await ok(call("POST", "/api/menu/import", menuDocument(tag)));
  await connect(db, restaurantId, { platform: "shopify", apiKey: secrets.shopify });
  await connect(db, restaurantId, { platform: "woocommerce", consumerSecret: secrets.woocommerce });
  await connect(db, restaurantId, { platform: "doordash", apiKey: secrets.doordash });
  await connect(db, restaurantId, { platform: "grubhub", apiKey: secrets.grubhub });
  const uberStore = `store-${tag}`;
  await saveConnection(db, restaurantId, "ubereats", {
    isConnected: true,
    settings: { storeId: uberStore },
    secretsEncrypted: testBox.seal({ accessToken: "sandbox-token" }),
  });
  // Activated at Uber with OrderDock as the store's order manager, as choosing it does.
  await activateUberIntegration(db, uberStore, { isOrderManager: true });
  const website = { platform: "website", connected: true };
  await ok(call("POST", `/api/users/${account.user.id}/platform-connections`, website));
  await ok(call("PUT", "/api/settings", settingsOf(tag)));

  // Orders: one from each platform's webhook, one from the website form, a test order.
  const externalIds: string[] = [];
  for (const body of PLATFORM_BODIES) {
    const externalId = String(7_000_000_000 + Math.floor(Math.random() * 1e9));
    externalIds.push(externalId);
    const order = body.order(externalId, [{ name: `${tag} Burger`, quantity: 1, options: 1 }]);
    body.setNote(order, `${tag} no onions`);
    await ok(
      signedWebhook(
        app,
        restaurantId,
        body.platform,
        JSON.stringify(order),
        secrets,
        body.headers(),
      ),
    );
  }
  const uberOrder = crypto.randomUUID();
  externalIds.push(uberOrder);
  await ok(uberWebhook(app, uberStore, uberOrder));
  // A cancellation before its order: kept until the order comes.
  const early = `early-${tag}`;
  const notice = JSON.stringify({ order_uuid: early, new_status: "CANCELLED" });
  await ok(signedWebhook(app, restaurantId, "grubhub", notice, secrets, GRUBHUB_BODY.headers()));

  const menu = (await ok(call("GET", "/api/menu"))).json() as MenuJson;
  const items = menu.categories.flatMap((category) => category.items);
  const plain = items.find((item) => item.modifierGroupIds.length === 0) ?? items[0];
  const clientOrderId = crypto.randomUUID();
  await ok(
    app.app.inject({
      method: "POST",
      url: `/api/public/restaurants/${restaurantId}/orders`,
      payload: {
        clientOrderId,
        customer: { name: `${tag} Guest`, phone: "(512) 555-0142" },
        fulfillment: "pickup",
        kitchenNote: `${tag} extra napkins`,
        items: [{ itemId: plain?.id, quantity: 2, optionIds: [] }],
      },
    }),
  );
  await ok(call("POST", "/api/orders/test-new"));

  const orders = (await ok(call("GET", "/api/orders"))).json() as OrderJson[];
  const websiteOrder = orders.find((order) => order.platform === "website" && !order.isTest);
  await ok(call("PUT", `/api/orders/${websiteOrder?.id}`, { status: "preparing" }));
  const doordashOrder = orders.find((order) => order.platform === "doordash" && !order.isTest);
  await ok(call("POST", `/api/orders/${doordashOrder?.id}/accept`, {}));
  // An order on each platform's twin, placed by its customer there and sent to OrderDock.
  for (const platform of Object.keys(TWIN_PATHS) as TwinPlatform[]) {
    const placed = await call("POST", `${TWIN_PATHS[platform]}/console/orders`);
    const said = decodeURIComponent(String(placed.headers.location ?? ""));
    if (!/sent to OrderDock/.test(said)) throw new Error(`${platform} twin order: ${said}`);
  }
  // DoorDash paused (after its twin's order: a paused store takes none), with its call.
  const pauseReason = `${tag} short-staffed`;
  const paused = await ok(
    call("POST", "/api/store/pause", {
      channels: ["doordash"],
      duration: "until_turned_off",
      reason: pauseReason,
    }),
  );
  const storeCall = (paused.json() as StoreStatus).channels.find(
    (entry) => entry.channel === "doordash",
  )?.pause?.call?.id;
  if (!storeCall) throw new Error("the pause wrote no store call");
  const menuSync = await publishToTwins(app, call, restaurantId);
  const printerAdded = await ok(
    call("POST", "/api/printers", {
      name: `${tag} Pass`,
      station: "expo",
      protocol: "star-cloudprnt",
      paperWidth: 80,
      autoPrint: ["new"],
    }),
  );
  const { printer, setup } = printerAdded.json() as {
    printer: { id: string };
    setup: { url: string };
  };
  const printerKey = new URL(setup.url).searchParams.get("key") ?? "";
  const pushDevice = await addPushDevice(call, tag);
  const team = await addTeam(app, call, token, tag);
  const kitchen = await addDevices(app, call, token, tag);
  await ok(
    app.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: account.email },
    }),
  );
  await app.app.backgroundTasks.drain();

  const collected = await collectIds(app, call, restaurantId);
  // The accepted order first: a call about one of its lines or changes is then valid but
  // for the id under test.
  const accepted = doordashOrder?.id ?? "";
  collected.ids.order = [accepted, ...collected.ids.order.filter((id) => id !== accepted)];
  return {
    tag,
    restaurantId,
    userId: account.user.id,
    email: account.email,
    password: account.password,
    token,
    secrets,
    uberStoreId: uberStore,
    ids: {
      ...collected.ids,
      restaurant: [restaurantId],
      location: [restaurantId],
      account: [account.user.accountId ?? ""],
      user: [account.user.id],
      websiteOrderKey: [clientOrderId],
      uberStore: [uberStore],
      storeCall: [storeCall],
      printer: [printer.id],
      pushDevice: [pushDevice.id],
      teammate: [team.staff.id, team.manager.id],
      invitation: [team.invitationId],
      // The device still waiting for its code: the paired one is a caller of the proofs.
      device: [kitchen.waitingId],
      ...menuSync.ids,
    },
    needles: {
      public: [tag, restaurantId, ...collected.menuIds],
      private: [
        account.email,
        account.user.id,
        `${tag} Guest`,
        `${tag} no onions`,
        `${tag} extra napkins`,
        pauseReason,
        `${tag} Market Street`,
        ...Object.values(secrets),
        ...externalIds,
        ...collected.privateIds,
        ...menuSync.privateIds,
        printerKey,
        pushDevice.endpoint,
        pushDevice.deviceName,
        team.manager.email,
        team.staff.email,
        team.invited,
        kitchen.device.name,
      ],
    },
    deliveryPlatform: collected.deliveryPlatform,
    twinOrderPlatform: collected.twinOrderPlatform,
    team: { manager: team.manager, staff: team.staff },
    device: kitchen.device,
  };
}

/**
 * A kitchen device paired with its code, and one still waiting for it; the cook sets a PIN
 * to identify with on the device.
 */
async function addDevices(app: ProofApp, call: Caller, token: string, tag: string) {
  const device = await pairNewDevice(app.app, { ownerToken: token, name: `${tag} Pass` });
  const waiting = (await ok(call("POST", "/api/devices", { name: `${tag} Bar` }))).json();
  return { device, waitingId: waiting.device.id as string };
}

/** A manager and a cook who joined from their invitations, and one invitation still open. */
async function addTeam(app: ProofApp, call: Caller, token: string, tag: string) {
  const settle = () => app.app.backgroundTasks.drain();
  const join = (role: "manager" | "staff") =>
    joinTeam(app.app, {
      inviterToken: token,
      role,
      mail: app.mail,
      settle,
      name: `${tag} ${role}`,
    });
  const manager = await join("manager");
  const staff = await join("staff");
  const invited = `${tag.toLowerCase()}-cook@example.com`;
  await ok(call("POST", "/api/people/invitations", { email: invited, role: "staff" }));
  const team = (await ok(call("GET", "/api/people"))).json() as Team;
  const invitationId = team.invitations.find((entry) => entry.email === invited)?.id;
  if (!invitationId) throw new Error("the invitation is not listed");
  return { manager, staff, invited, invitationId };
}

/**
 * The menu published, with its calls; the publish sent to DoorDash's and Grubhub's twins as
 * the outbox would send it (the proofs' outbox sends nothing), so each twin holds the menu
 * id and the job it made.
 */
async function publishToTwins(app: ProofApp, call: Caller, restaurantId: string) {
  const { db } = app.database;
  await ok(call("POST", "/api/menu/publish"));
  const [publish] = await db
    .select()
    .from(menuPublishes)
    .where(eq(menuPublishes.restaurantId, restaurantId));
  if (!publish) throw new Error("the publish was not kept");
  const calls = await db
    .select()
    .from(platformCalls)
    .where(eq(platformCalls.menuPublishId, publish.id));
  const send = async (platform: "doordash" | "grubhub") => {
    const connection = await findConnection(db, restaurantId, platform);
    const [taken] = await db
      .update(platformCalls)
      .set({ state: "sending", attempts: 1, leaseUntil: new Date(Date.now() + 60_000) })
      .where(and(eq(platformCalls.menuPublishId, publish.id), eq(platformCalls.platform, platform)))
      .returning();
    if (!taken) throw new Error(`no publish call for ${platform}`);
    const outcome = await MENU_CLIENTS[platform]({
      config: app.config,
      origin: app.origin,
      restaurantId,
      connection: {
        settings: connection?.settings ?? {},
        secrets: testBox.open(connection?.secretsEncrypted ?? null),
      },
      action: "publish_menu",
      payload: {},
      publish: {
        snapshot: publish.snapshot,
        feedUrl: menuFeedUrl(app.origin, publish),
        doorDashMenuId: null,
      },
      now: new Date(),
    });
    if (outcome.kind !== "done")
      throw new Error(`${platform} took no menu: ${JSON.stringify(outcome)}`);
    // Recorded as the outbox records it, before DoorDash's menu status webhook comes back.
    await recordMenuCallOutcome({
      db,
      bus: app.app.events,
      call: taken,
      outcome,
      now: new Date(),
      maxRetryMs: 60_000,
    });
    return outcome.reference ?? "";
  };
  const jobId = await send("grubhub");
  await send("doordash");
  const menuId = (await findTwinMenu(db, "doordash", restaurantId))?.menuId ?? "";
  if (!jobId || !menuId) throw new Error("a twin kept no job or menu id");
  return {
    ids: {
      menuCall: calls.map((row) => row.id),
      menuPublish: [publish.id],
      feedToken: [publish.feedToken],
      twinMenu: [menuId],
      twinJob: [jobId],
    },
    privateIds: [publish.feedToken, menuId, jobId],
  };
}

type MenuJson = {
  categories: Array<{ id: string; items: Array<{ id: string; modifierGroupIds: string[] }> }>;
  modifierGroups: Array<{ id: string; options: Array<{ id: string }> }>;
};
type OrderJson = {
  id: string;
  platform: string;
  orderNumber: string;
  isTest: boolean;
  items: Array<{ lineId?: string }>;
};

/** Reads back, as the owner, the ids of everything the restaurant now holds. */
async function collectIds(app: ProofApp, call: Caller, restaurantId: string) {
  const menu = (await ok(call("GET", "/api/menu"))).json() as MenuJson;
  const orders = (await ok(call("GET", "/api/orders"))).json() as OrderJson[];
  const deliveryPlatform: Record<string, string> = {};
  for (const platform of ["ubereats", "shopify", "woocommerce", "doordash", "grubhub"]) {
    const log = (await ok(call("GET", `/api/platform-connections/${platform}/deliveries`))).json();
    for (const delivery of (log as { deliveries: Array<{ id: string }> }).deliveries)
      deliveryPlatform[delivery.id] = platform;
  }
  const { db } = app.database;
  const events = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.restaurantId, restaurantId));
  const twins = await db
    .select({ externalId: twinOrders.externalId, platform: twinOrders.platform })
    .from(twinOrders)
    .where(eq(twinOrders.restaurantId, restaurantId));
  const ids = {
    order: orders.map((order) => order.id),
    orderEvent: events.map((event) => String(event.id)),
    orderLine: orders.flatMap((order) => order.items.flatMap((item) => item.lineId ?? [])),
    menuCategory: menu.categories.map((category) => category.id),
    menuItem: menu.categories.flatMap((category) => category.items.map((item) => item.id)),
    modifierGroup: menu.modifierGroups.map((group) => group.id),
    modifierOption: menu.modifierGroups.flatMap((group) =>
      group.options.map((option) => option.id),
    ),
    webhookDelivery: Object.keys(deliveryPlatform),
    twinOrder: twins.map((twin) => twin.externalId),
  };
  for (const [kind, list] of Object.entries(ids))
    if (list.length === 0) throw new Error(`the restaurant has no ${kind}`);
  const menuIds = [
    ...ids.menuCategory,
    ...ids.menuItem,
    ...ids.modifierGroup,
    ...ids.modifierOption,
  ];
  const privateIds = [
    ...ids.order,
    ...ids.orderLine,
    ...ids.webhookDelivery,
    ...ids.twinOrder,
    ...orders.map((order) => order.orderNumber),
  ];
  const twinOrderPlatform = Object.fromEntries(
    twins.map((twin) => [twin.externalId, twin.platform]),
  );
  return { ids, menuIds, privateIds, deliveryPlatform, twinOrderPlatform };
}

type Caller = (
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

function caller(app: FastifyInstance, token: string): Caller {
  return (method, url, payload) =>
    app.inject({ method, url, cookies: { [SESSION_COOKIE]: token }, ...(payload && { payload }) });
}

/** A phone that takes the restaurant's alerts, with keys of its own. */
async function addPushDevice(call: Caller, tag: string) {
  const device = createECDH("prime256v1");
  device.generateKeys();
  const response = await ok(
    call("POST", "/api/push/subscriptions", {
      subscription: {
        endpoint: `${PROOF_PUSH_SERVICE}/push/${tag}-${randomBytes(8).toString("hex")}`,
        keys: {
          p256dh: device.getPublicKey().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      },
      deviceName: `${tag} manager's phone`,
      orderWaitMinutes: 5,
      printerOffline: true,
      autoPaused: true,
    }),
  );
  return response.json() as { id: string; endpoint: string; deviceName: string };
}

async function ok(pending: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const response = await pending;
  if (response.statusCode >= 300)
    throw new Error(
      `building the restaurant: ${response.statusCode} ${response.body.slice(0, 300)}`,
    );
  return response;
}
