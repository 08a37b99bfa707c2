/**
 * Accounts the browser tests own, beside the development accounts of the seed. Tests that
 * change an account (its password, say) use their own, so parallel tests never collide.
 */
export const E2E_ACCOUNTS = {
  resetOwner: {
    email: "reset.owner@e2e.orderdock.test",
    password: "before123",
    name: "Riley Reset",
    restaurant: "Reset Test Diner",
    websiteOrdering: false,
  },
  /** Builds a menu from nothing; its website form is on, for the public order API. */
  menuOwner: {
    email: "menu.owner@e2e.orderdock.test",
    password: "menu-pass-1",
    name: "Morgan Menu",
    restaurant: "Menu Test Kitchen",
    websiteOrdering: true,
  },
  /** Adds kitchen printers and prints on them, through printer twins the test runs. */
  printerOwner: {
    email: "printer.owner@e2e.orderdock.test",
    password: "printer-pass-1",
    name: "Parker Printer",
    restaurant: "Printer Test Diner",
    websiteOrdering: false,
    sampleMenu: true,
  },
  /** Connects and disconnects platforms. */
  platformOwner: {
    email: "platform.owner@e2e.orderdock.test",
    password: "platform-1",
    name: "Pat Platform",
    restaurant: "Platform Test Grill",
    websiteOrdering: false,
  },
  /** Takes orders on its website form: the form on, the sample menu in place. */
  embedOwner: {
    email: "embed.owner@e2e.orderdock.test",
    password: "embed-pass-1",
    name: "Emery Embed",
    restaurant: "Embed Test Bistro",
    websiteOrdering: true,
    sampleMenu: true,
  },
  /** Reads Analytics over known orders (analytics-fixture.ts). */
  analyticsOwner: {
    email: "analytics.owner@e2e.orderdock.test",
    password: "figures-1",
    name: "Avery Analytics",
    restaurant: "Analytics Test Diner",
    websiteOrdering: false,
  },
  /**
   * Receives real platform webhooks: Shopify, WooCommerce and Grubhub are connected with the
   * secrets in platform-webhooks.ts, so the tests sign deliveries as the platforms do.
   */
  platformOrdersOwner: {
    email: "platform.orders@e2e.orderdock.test",
    password: "webhooks-1",
    name: "Quinn Webhooks",
    restaurant: "Webhook Test Canteen",
    websiteOrdering: false,
    webhookSecrets: true,
  },
  /**
   * Answers orders placed from the DoorDash and Uber Eats twins' consoles: DoorDash is
   * connected with its key, Uber Eats with a store as its consent would give.
   */
  twinOwner: {
    email: "twin.owner@e2e.orderdock.test",
    password: "twins-pass-1",
    name: "Tory Twin",
    restaurant: "Twin Test Kitchen",
    websiteOrdering: false,
    twinPlatforms: true,
  },
  /**
   * Pauses its channels and makes them busy (store-controls.spec.ts), on a server of its
   * own: DoorDash and Uber Eats connected as for twinOwner, under its own Uber store, and its
   * website form on.
   */
  storeOwner: {
    email: "store.owner@e2e.orderdock.test",
    password: "store-pass-1",
    name: "Stevie Store",
    restaurant: "Store Controls Cafe",
    websiteOrdering: true,
    sampleMenu: true,
    twinPlatforms: true,
    uberStoreId: "e2e-store-controls",
  },
  /**
   * 86s items on every marketplace and publishes its menu (menu-sync.spec.ts), on a server of
   * its own: Uber Eats, DoorDash and Grubhub connected (Grubhub and Shopify with the webhook
   * secrets of platform-webhooks.ts), the sample menu in place.
   */
  menuSyncOwner: {
    email: "menu.sync@e2e.orderdock.test",
    password: "menu-sync-1",
    name: "Marley Marketplace",
    restaurant: "Menu Sync Diner",
    websiteOrdering: false,
    sampleMenu: true,
    twinPlatforms: true,
    webhookSecrets: true,
    uberStoreId: "e2e-menu-sync",
  },
  /**
   * Runs the go-live check on every platform (go-live-check.spec.ts), on a server of its own
   * whose Uber sandbox withholds a scope: all five marketplaces and stores connected, its own
   * Uber store activated.
   */
  goLiveOwner: {
    email: "go.live@e2e.orderdock.test",
    password: "go-live-1",
    name: "Gale Golive",
    restaurant: "Go Live Grill",
    websiteOrdering: false,
    twinPlatforms: true,
    webhookSecrets: true,
    uberStoreId: "e2e-go-live",
  },
  /**
   * Invites a manager and a cook, who join from the emailed links (team-roles.spec.ts); the
   * cook accepts an order placed on DoorDash's twin, under its own Uber store.
   */
  teamOwner: {
    email: "team.owner@e2e.orderdock.test",
    password: "team-pass-1",
    name: "Terry Team",
    restaurant: "Team Roles Bistro",
    websiteOrdering: false,
    sampleMenu: true,
    twinPlatforms: true,
    uberStoreId: "e2e-team-roles",
  },
  /** Pairs a kitchen tablet; a cook identifies on it with a PIN. */
  deviceOwner: {
    email: "device.owner@e2e.orderdock.test",
    password: "device-pass-1",
    name: "Dana Device",
    restaurant: "Kitchen Tablet Grill",
    websiteOrdering: false,
    sampleMenu: true,
    twinPlatforms: true,
    uberStoreId: "e2e-kitchen-devices",
  },
  /**
   * Runs two locations (locations.spec.ts): its first and Harbor Street Kitchen, each with
   * known orders of the last hour (location-orders.ts); adds a third and copies a menu.
   */
  locationsOwner: {
    email: "locations.owner@e2e.orderdock.test",
    password: "locations-1",
    name: "Lee Locations",
    restaurant: "Canal Street Kitchen",
    websiteOrdering: false,
    sampleMenu: true,
  },
  /**
   * Adds the brand "Midnight Wings" to its kitchen (brands.spec.ts), takes an order for it,
   * and prints it.
   */
  brandsOwner: {
    email: "brands.owner@e2e.orderdock.test",
    password: "brands-pass-1",
    name: "Bo Brands",
    restaurant: "Canal Wok",
    websiteOrdering: false,
    sampleMenu: true,
  },
  /** Renames the restaurant and changes the password. */
  settingsOwner: {
    email: "settings.owner@e2e.orderdock.test",
    password: "before123",
    name: "Sasha Settings",
    restaurant: "Settings Test Cafe",
    websiteOrdering: false,
  },
} as const;

export const DEV_OWNER = { email: "owner@orderdock.app", password: "owner123" } as const;
export const DEV_ADMIN = {
  email: "admin@orderdock.app",
  password: "admin123",
  name: "Alex Rivera",
} as const;
