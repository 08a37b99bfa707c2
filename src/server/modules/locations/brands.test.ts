import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "../../../domain/api/analytics";
import type { CurrentUser } from "../../../domain/api/auth";
import { BRAND_MESSAGES, MAX_BRANDS_PER_LOCATION } from "../../../domain/api/brands";
import type { KitchenStations } from "../../../domain/api/kitchen";
import type { Location } from "../../../domain/api/locations";
import type { OrderJson } from "../../../domain/api/order-json";
import { ROLE_FORBIDDEN_CODE } from "../../../domain/permissions";
import type { MailMessage } from "../../lib/mailer";
import { insertPlannedOrder } from "../../test/analytics-helpers";
import { createMailbox, createOwner, signInToken } from "../../test/auth-helpers";
import { pairNewDevice } from "../../test/device-helpers";
import { callAtLocation, type LocationCall } from "../../test/location-helpers";
import { menuApi } from "../../test/menu-helpers";
import { placeOrder, printerApi, twinFor } from "../../test/printer-helpers";
import {
  closeSockets,
  connectJoined,
  isEventFor,
  listenOnRandomPort,
  type TestSocket,
  waitUntil,
} from "../../test/realtime-helpers";
import { joinTeam } from "../../test/team-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { TEST_SECRETS_KEY } from "../../test/webhook-helpers";
import { listAutoPrintRestaurants } from "../printing/print-jobs.repository";

/**
 * Brands cooked in a location's kitchen (docs/brands.md): each its own restaurant on the
 * platforms, with its own menu and orders, while the kitchen's dashboard, feed, people,
 * devices, printers, kitchen display and analytics serve every brand it cooks.
 */
describe(`brands of a location (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let mail: MailMessage[];
  let port: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const mailbox = createMailbox();
    mail = mailbox.messages;
    testApp = await createTestApp({
      mailer: mailbox.mailer,
      config: { secretsKey: TEST_SECRETS_KEY },
    });
    port = await listenOnRandomPort(testApp.app);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(() => testApp.close());

  const settle = () => testApp.app.backgroundTasks.drain();
  type Call = LocationCall;
  const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, options: Call) =>
    callAtLocation(testApp.app, method, url, options);
  const orderIds = async (options: Call) =>
    ((await call("GET", "/api/orders", options)).json() as OrderJson[]).map((o) => o.id).sort();
  const order = (restaurantId: string, items = ["Soup"]) =>
    insertPlannedOrder(testApp.database.db, {
      restaurantId,
      platform: "website",
      created: new Date(Date.now() - 60_000).toISOString(),
      status: "new",
      currency: "USD",
      items: items.map((name) => ({ name, quantity: 1, price: 1200 })),
    });

  /** "Canal Street" with the brand "Midnight Wings" cooked in its kitchen. */
  async function kitchenWithBrand() {
    const owner = await createOwner(testApp.database.db, { restaurantName: "Canal Street" });
    const token = await signInToken(testApp.app, owner);
    const kitchen = owner.user.restaurantId ?? "";
    const added = await call("POST", "/api/brands", {
      token,
      payload: { name: "  Midnight Wings " },
    });
    expect(added.statusCode, added.body).toBe(201);
    const brand = added.json() as Location;
    return { owner, token, kitchen, brand: brand.id, added: brand };
  }

  it("adds a brand cooked at the location, a place of its own that is not a location", async () => {
    const { token, kitchen, brand, added } = await kitchenWithBrand();
    expect(added).toMatchObject({ name: "Midnight Wings", kitchenId: kitchen, isCurrent: false });
    const me = (await call("GET", "/api/auth/me", { token })).json() as CurrentUser;
    expect(me.restaurant?.id).toBe(kitchen);
    expect(me.locations.map((place) => [place.name, place.kitchenId])).toEqual([
      ["Canal Street", null],
      ["Midnight Wings", kitchen],
    ]);
    // Switching to it: its own (empty) menu, while the kitchen keeps its own.
    await menuApi(testApp.app, token).addCategory("Soups");
    const chose = await call("PUT", "/api/session/location", {
      token,
      payload: { locationId: brand },
    });
    expect(chose.statusCode).toBe(204);
    const atBrand = (await call("GET", "/api/auth/me", { token, location: brand })).json();
    expect(atBrand.restaurant).toMatchObject({ id: brand, kitchenId: kitchen });
    const menu = (url: string, location: string) =>
      call("GET", url, { token, location }).then((response) => response.json());
    expect((await menu("/api/menu", brand)).categories).toEqual([]);
    expect((await menu("/api/menu", kitchen)).categories).toHaveLength(1);

    // A brand is cooked at a location, never at another brand.
    const nested = await call("POST", "/api/brands", {
      token,
      location: brand,
      payload: { name: "Late Noodles" },
    });
    expect(nested.statusCode).toBe(409);
    expect(nested.json()).toMatchObject({ code: "AT_A_BRAND", message: BRAND_MESSAGES.atBrand });
    const taken = await call("POST", "/api/brands", {
      token,
      payload: { name: "canal street" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(BRAND_MESSAGES.taken);
    const blank = await call("POST", "/api/brands", { token, payload: { name: " " } });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain("Brand name is required");

    // Brands do not count as locations: the account may still add its locations.
    const location = await call("POST", "/api/locations", {
      token,
      payload: { name: "Harbor Street", timezone: "America/New_York", currency: "USD" },
    });
    expect(location.statusCode, location.body).toBe(201);
  });

  it("lets a kitchen run a bounded number of brands, added by its owner only", async () => {
    const { token } = await kitchenWithBrand();
    for (let n = 2; n <= MAX_BRANDS_PER_LOCATION; n++) {
      const added = await call("POST", "/api/brands", { token, payload: { name: `Brand ${n}` } });
      expect(added.statusCode, added.body).toBe(201);
    }
    const over = await call("POST", "/api/brands", { token, payload: { name: "One more" } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: "TOO_MANY_BRANDS", message: BRAND_MESSAGES.tooMany });

    const manager = await joinTeam(testApp.app, {
      inviterToken: token,
      role: "manager",
      mail,
      settle,
    });
    const refused = await call("POST", "/api/brands", {
      token: manager.token,
      payload: { name: "Manager's brand" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ROLE_FORBIDDEN_CODE);
  });

  it("shows the kitchen its brands' orders and feed, and its people act on them there", async () => {
    const { token, kitchen, brand } = await kitchenWithBrand();
    const harbor = (
      await call("POST", "/api/locations", {
        token,
        payload: { name: "Harbor Street", timezone: "America/New_York", currency: "USD" },
      })
    ).json() as Location;
    const [own, wings, elsewhere] = [
      await order(kitchen),
      await order(brand),
      await order(harbor.id),
    ];
    expect(await orderIds({ token })).toEqual([own, wings].sort());
    expect(await orderIds({ token, location: brand })).toEqual([wings]);
    expect(await orderIds({ token, location: harbor.id })).toEqual([elsewhere]);

    // The kitchen's live feed carries its brands' orders.
    const socket = await connectJoined({ port, token });
    sockets.push(socket);
    const placed = await call("POST", "/api/orders/test-new", { token, location: brand });
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    await socket.waitFor(isEventFor((placed.json() as { id: string }).id));

    // A cook of the kitchen acts on the brand's order by naming it; a cook of another
    // location may not, and the order stays as it was.
    const cook = await joinTeam(testApp.app, {
      inviterToken: token,
      role: "staff",
      mail,
      settle,
      locationIds: [kitchen],
    });
    const stranger = await joinTeam(testApp.app, {
      inviterToken: token,
      role: "staff",
      mail,
      settle,
      locationIds: [harbor.id],
    });
    const move = (who: string, header?: string) =>
      call("PUT", `/api/orders/${wings}`, {
        token: who,
        ...(header && { header }),
        payload: { status: "preparing" },
      });
    expect((await move(cook.token)).statusCode).toBe(404);
    const refused = await move(stranger.token, brand);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("NOT_YOUR_LOCATION");
    expect(await orderIds({ token: cook.token })).toContain(wings);
    const moved = await move(cook.token, brand);
    expect(moved.statusCode, moved.body).toBe(200);
    const cookMe = (await call("GET", "/api/auth/me", { token: cook.token })).json() as CurrentUser;
    expect(cookMe.locations.map((place) => place.name)).toEqual(["Canal Street", "Midnight Wings"]);
  });

  it("lets the kitchen's devices act on its brands' orders, and no other location's", async () => {
    const { token, kitchen, brand } = await kitchenWithBrand();
    const wings = await order(brand);
    const other = await kitchenWithBrand();
    const pass = await pairNewDevice(testApp.app, { ownerToken: token });
    const theirs = await pairNewDevice(testApp.app, { ownerToken: other.token });
    const move = (device: string, header: string) =>
      call("PUT", `/api/orders/${wings}`, {
        token: device,
        header,
        payload: { status: "preparing" },
      });
    const refused = await move(theirs.token, brand);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("NOT_YOUR_LOCATION");
    const moved = await move(pass.token, brand);
    expect(moved.statusCode, moved.body).toBe(200);
    const device = (await call("GET", "/api/auth/me", { token: pass.token })).json() as CurrentUser;
    expect(device.locations.map((place) => place.name)).toEqual(["Canal Street", "Midnight Wings"]);
    // A cookie left on the tablet by a person who worked at the brand moves it nowhere: the
    // device's board is its kitchen's, brands included.
    const own = await order(kitchen);
    expect(await orderIds({ token: pass.token, location: brand })).toEqual([own, wings].sort());
  });

  it("prints a brand's orders on the kitchen's printers, with the brand on the ticket", async () => {
    const { token, kitchen, brand } = await kitchenWithBrand();
    const api = printerApi(testApp.app, token);
    const added = await api.add({
      name: "Pass",
      station: "kitchen",
      protocol: "star-cloudprnt",
      paperWidth: 80,
      autoPrint: ["new"],
    });
    const pass = twinFor("star", added.url);
    // The printer watch knows the brand prints by itself, on its kitchen's printer.
    const printing = await listAutoPrintRestaurants(testApp.database.db);
    expect(printing).toEqual(expect.arrayContaining([kitchen, brand]));
    const printAll = async () => {
      await testApp.app.events.checkFeed(10_000);
      for (let round = 0; round < 5; round++)
        if ((await pass.twin.pollOnce()).kind === "idle") return;
    };
    const jobs = async () => (await api.one(added.printer.id)).queuedCount;
    await placeOrder(testApp.database.db, brand, ["Boneless Wings"], { number: "MW1" });
    await waitUntil(async () => (await jobs()) === 1, { label: "the brand order's job" });
    await printAll();
    const [ticket] = pass.tickets;
    expect(ticket?.text).toContain("#MW1");
    expect(ticket?.text).toContain("MIDNIGHT WINGS");
    expect(ticket?.text).toContain("Boneless Wings");

    // The kitchen's own order is named by its own name, now that it runs brands.
    await placeOrder(testApp.database.db, kitchen, ["Soup"], { number: "CS1" });
    await waitUntil(async () => (await jobs()) === 1, { label: "the kitchen order's job" });
    await printAll();
    expect(pass.tickets.at(-1)?.text).toContain("CANAL STREET");

    // Printed by hand from the kitchen's dashboard, naming the brand.
    const wings = await placeOrder(testApp.database.db, brand, ["Cajun Fries"], { number: "MW2" });
    await waitUntil(async () => (await jobs()) === 1, { label: "the second brand order's job" });
    await printAll();
    const byHand = await call("POST", `/api/orders/${wings.id}/print`, {
      token,
      header: brand,
      payload: { printerId: added.printer.id },
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json()).toEqual({ reprint: true });
    await printAll();
    expect(pass.tickets.at(-1)?.text).toMatch(/REPRINT[\s\S]*MIDNIGHT WINGS/);
  });

  it("splits the kitchen's analytics by brand, and routes its brands' items on the display", async () => {
    const { token, kitchen, brand } = await kitchenWithBrand();
    await Promise.all([order(kitchen), order(kitchen), order(brand)]);
    const today = new Date().toISOString().slice(0, 10);
    const report = async (location: string) =>
      (
        await call("GET", `/api/analytics?from=${addDay(today, -1)}&to=${addDay(today, 1)}`, {
          token,
          location,
        })
      ).json() as AnalyticsReport;
    const atKitchen = await report(kitchen);
    expect(atKitchen.summary.orders).toBe(3);
    expect(atKitchen.brands.map((row) => [row.name, row.isBrand, row.orders, row.sales])).toEqual([
      ["Canal Street", false, 2, 24],
      ["Midnight Wings", true, 1, 12],
    ]);
    const atBrand = await report(brand);
    expect(atBrand.summary.orders).toBe(1);
    expect(atBrand.brands.map((row) => row.name)).toEqual(["Midnight Wings"]);

    // The brand's category routed to the grill reaches the kitchen's display.
    const category = await call("POST", "/api/menu/categories", {
      token,
      location: brand,
      payload: { name: "Wings" },
    });
    expect(category.statusCode, category.body).toBe(201);
    const routed = await call("PUT", `/api/menu/categories/${category.json().id}/station`, {
      token,
      location: brand,
      payload: { station: "Grill" },
    });
    expect(routed.statusCode, routed.body).toBe(200);
    const item = await call("POST", "/api/menu/items", {
      token,
      location: brand,
      payload: { name: "Boneless Wings", price: 12, categoryId: category.json().id },
    });
    expect(item.statusCode, item.body).toBe(201);
    const stations = (
      await call("GET", "/api/kitchen/stations", { token })
    ).json() as KitchenStations;
    expect(stations.stations).toContain("grill");
    expect(stations.items).toContainEqual({ name: "Boneless Wings", station: "grill" });
  });
});

function addDay(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
